@testable import DemoRunnerCore
@testable import DemoTerminal
import Testing

@Suite struct LineEditorTests {
  private func keys(_ text: String) -> [EditorKey] {
    var parser = KeyParser()
    return parser.feed(Array(text.utf8))
  }

  @Test func arrowsInBothTheirCSIAndSS3Forms() {
    #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
    #expect(keys("\u{1B}OA\u{1B}OD") == [.up, .left])
    #expect(
      keys("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[3~") == [.home, .end, .home, .end, .delete])
    #expect(keys("\u{1B}[1;5C") == [.right])
  }

  @Test func textControlKeysAndUTF8() {
    #expect(keys("a é\r") == [.insert("a"), .insert(" "), .insert("é"), .enter])
    #expect(
      keys("\u{7F}\u{8}\u{1}\u{5}\u{3}\u{4}\u{15}\u{B}\n") == [
        .backspace, .backspace, .home, .end, .interrupt, .endOfInput, .killToStart, .killToEnd,
        .enter,
      ])
    #expect(keys("🌿") == [.insert("🌿")])
  }

  @Test func unknownAndMalformedInputInsertsNothing() {
    #expect(keys("\u{1B}[99~\u{1B}[Z\u{1B}x") == [])
    #expect(keys("\u{1B}[" + String(repeating: "1", count: 40) + "Ab") == [.insert("b")])
    // A lone continuation byte, a truncated sequence, a C1 control: dropped.
    var parser = KeyParser()
    #expect(parser.feed([0x80, 0xC3, 0x41, 0xC2, 0x9B]) == [.insert("A")])
    #expect(parser.state == .ground)
    #expect(keys("\u{7}\u{1B}\u{1B}[A") == [.up])
  }

  @Test func editingMovesTheCursorAndDeletes() {
    var buffer = LineBuffer()
    for key in keys("sned") { _ = buffer.apply(key) }
    #expect(buffer.apply(.home) == .edited)
    #expect(buffer.apply(.right) == .edited)
    #expect(buffer.apply(.delete) == .edited)
    #expect(buffer.apply(.right) == .edited)
    #expect(buffer.apply(.insert("n")) == .edited)
    #expect(buffer.line == "send")
    #expect(buffer.cursor == 3)
    #expect(buffer.apply(.killToEnd) == .edited)
    #expect(buffer.line == "sen")
    #expect(buffer.apply(.end) == .unchanged)
    #expect(buffer.apply(.killToStart) == .edited)
    #expect(buffer.line == "")
    #expect(buffer.apply(.backspace) == .unchanged)
    #expect(buffer.apply(.left) == .unchanged)
    #expect(buffer.apply(.endOfInput) == .endOfInput)
  }

  @Test func upRecallsTheLastLineAndDownRestoresTheDraft() {
    var buffer = LineBuffer()
    #expect(buffer.apply(.up) == .unchanged)
    for key in keys("help\rwait\rwait\r  \r") { _ = buffer.apply(key) }
    #expect(buffer.history == ["help", "wait"])
    _ = buffer.apply(.insert("x"))
    #expect(buffer.apply(.up) == .edited)
    #expect(buffer.line == "wait")
    #expect(buffer.apply(.up) == .edited)
    #expect(buffer.line == "help")
    #expect(buffer.apply(.up) == .unchanged)
    #expect(buffer.apply(.down) == .edited)
    #expect(buffer.line == "wait")
    #expect(buffer.apply(.down) == .edited)
    #expect(buffer.line == "x")
    #expect(buffer.apply(.down) == .unchanged)
    _ = buffer.apply(.up)
    #expect(buffer.apply(.enter) == .submit("wait"))
    #expect(buffer.line == "")
  }

  @Test func interruptAbandonsTheLineAndKeepsTheHistory() {
    var buffer = LineBuffer(history: ["help"])
    _ = buffer.apply(.insert("q"))
    #expect(buffer.apply(.interrupt) == .interrupted)
    #expect(buffer.line == "")
    #expect(buffer.apply(.up) == .edited)
    #expect(buffer.line == "help")
  }

  /// Issue 23: terminal replies were typed into the line (`ESC ]` and `ESC P` were dropped
  /// and the reply's text inserted).
  @Test func terminalRepliesAreConsumedWholeAndNeverTyped() {
    let replies = [
      "\u{1B}]11;rgb:ffff/ffff/ffff\u{07}",  // OSC, BEL-terminated
      "\u{1B}]52;c;ZXZpbA==\u{1B}\\",  // OSC, ST-terminated
      "\u{1B}P1$r0m\u{1B}\\",  // DCS
      "\u{1B}_Gi=1;OK\u{1B}\\",  // APC
      "\u{1B}^privacy\u{1B}\\",  // PM
      "\u{1B}Xstart of string\u{1B}\\",  // SOS
    ]
    for reply in replies {
      #expect(keys("a" + reply + "b") == [.insert("a"), .insert("b")], "\(reply.debugDescription)")
      // Split across two reads, anywhere.
      let bytes = Array(("a" + reply + "b").utf8)
      for cut in 1..<bytes.count {
        var parser = KeyParser()
        let found = parser.feed(bytes[..<cut]) + parser.feed(bytes[cut...])
        #expect(found == [.insert("a"), .insert("b")], "\(reply.debugDescription) cut at \(cut)")
      }
    }
    // A string cut short by another escape: that escape still counts; CAN cancels; Ctrl-C
    // interrupts.
    #expect(keys("\u{1B}]0;title\u{1B}[Ax") == [.up, .insert("x")])
    #expect(keys("\u{1B}Pdata\u{18}x") == [.insert("x")])
    #expect(keys("\u{1B}]forever\u{3}x") == [.interrupt, .insert("x")])
    // Through the whole editor: the submitted line holds only what was typed.
    var machine = LineEditorMachine()
    _ = machine.begin(prompt: "> ", columns: 80)
    let output = machine.feed(Array(("ab" + replies.joined() + "c\r").utf8), columns: 80)
    #expect(output.event == .line("abc"))
    #expect(!output.text.contains("rgb"))
  }

  /// Issue 23: each key redrew the whole line, so pasting N characters wrote O(N²) bytes
  /// (8,000 characters took 8.7 s; 200,000 took minutes).
  @Test(arguments: [1, 7, 4096])
  func pastingTwoHundredThousandCharactersWritesLinearOutput(chunk: Int) {
    let count = 200_000
    let line = Array(repeating: UInt8(ascii: "x"), count: count)
    var machine = LineEditorMachine()
    var written = machine.begin(prompt: "Items> ", columns: 80).utf8.count
    var index = 0
    while index < line.count {
      let output = machine.feed(line[index..<min(index + chunk, line.count)], columns: 80)
      written += output.text.utf8.count
      index += output.consumed
    }
    let last = machine.feed(Array("\r".utf8), columns: 80)
    written += last.text.utf8.count
    #expect(last.event == .line(String(repeating: "x", count: count)))
    // The characters once, plus a line break at each wrap: never a redraw of the line per key.
    #expect(written <= count + 3 * (count / 80) + 32, "\(written) bytes for \(count) characters")
  }

  @Test func editingInTheMiddleRewritesOnlyFromTheChange() {
    var machine = LineEditorMachine()
    _ = machine.begin(prompt: "> ", columns: 80)
    _ = machine.feed(Array(String(repeating: "a", count: 1000).utf8), columns: 80)
    // Left 10 times, then one key: only the last 10 characters and the new one are written.
    _ = machine.feed(Array(String(repeating: "\u{1B}[D", count: 10).utf8), columns: 80)
    let output = machine.feed(Array("b".utf8), columns: 80)
    #expect(output.text.utf8.count < 40, "\(output.text.debugDescription)")
    #expect(
      machine.buffer.line == String(repeating: "a", count: 990) + "b"
        + String(repeating: "a", count: 10))
  }

  /// Issue 23: after a resize the editor kept drawing at the old width.
  @Test func aResizedTerminalIsDrawnAtItsNewWidth() {
    var machine = LineEditorMachine()
    var screen = ScreenModel(columns: 80)
    screen.apply(machine.begin(prompt: "> ", columns: 80))
    screen.apply(machine.feed(Array("hello".utf8), columns: 80).text)
    // The window narrows to 20 columns: prompt and line drawn again, then wrapped at 20.
    screen = ScreenModel(columns: 20, keeping: screen)
    let resized = machine.feed(Array(String(repeating: "z", count: 30).utf8), columns: 20)
    #expect(resized.text.contains("\u{1B}[J"))
    screen.apply(resized.text)
    #expect(
      screen.rows == [
        "> hello" + String(repeating: "z", count: 13), String(repeating: "z", count: 17),
      ])
    #expect(screen.cursor.row == 1)
    #expect(screen.cursor.column == 17)
  }

  /// Whatever the keys, the terminal ends up showing the prompt and the line, wrapped at its
  /// width, with the cursor on the buffer's cursor.
  @Test(arguments: [7, 10, 80], [false, true])
  func incrementalDrawingAlwaysShowsTheLineAndTheCursor(columns: Int, keyByKey: Bool) {
    let keysTyped: [String] = [
      String(repeating: "abcdefghij", count: 3), "\u{1B}[D\u{1B}[D\u{1B}[D", "XYZ", "\u{1}",
      "\u{1B}[C", "\u{7F}\u{7F}", "\u{5}", "\u{7F}", "\u{1}\u{1B}[3~\u{1B}[3~",
      "\u{1B}[C\u{1B}[C\u{1B}[C\u{B}", "tail", "\u{15}", "again and again", "\u{2}\u{2}\u{7F}",
      String(repeating: "q", count: max(1, 2 * columns - 16)), "\u{7F}", "w",
    ]
    var machine = LineEditorMachine()
    var screen = ScreenModel(columns: columns)
    screen.apply(machine.begin(prompt: "> ", columns: columns))
    for (step, typed) in keysTyped.enumerated() {
      // Key by key (typing) or as one batch (a paste): both end on the same screen.
      if keyByKey {
        for byte in typed.utf8 { screen.apply(machine.feed([byte], columns: columns).text) }
      } else {
        screen.apply(machine.feed(Array(typed.utf8), columns: columns).text)
      }
      let shown = "> " + machine.buffer.line
      var expected: [String] = []
      var rest = Substring(shown)
      while !rest.isEmpty {
        expected.append(String(rest.prefix(columns)))
        rest = rest.dropFirst(columns)
      }
      if shown.count % columns == 0 { expected.append("") }
      let cell = 2 + machine.buffer.cursor
      #expect(screen.rows.prefix(expected.count) == expected[...], "step \(step)")
      let belowIsBlank = screen.rows.dropFirst(expected.count).allSatisfy { $0.isEmpty }
      #expect(belowIsBlank, "step \(step)")
      #expect(screen.cursor.row == cell / columns, "step \(step)")
      #expect(screen.cursor.column == cell % columns, "step \(step)")
    }
  }

  /// A small terminal: ASCII text with auto-wrap (the cursor waits in the last column until
  /// the next character), `\r`, `\n`, `ESC [ n A/B/C`, `ESC [ J`, relative to the line's first
  /// row.
  struct ScreenModel {
    let columns: Int
    var rows: [String] = [""]
    var cursor: (row: Int, column: Int) = (0, 0)
    var pendingWrap = false

    init(columns: Int) { self.columns = columns }

    /// A model of a resized window: the content and cursor kept, at the new width.
    init(columns: Int, keeping other: ScreenModel) {
      self.columns = columns
      rows = other.rows
      cursor = other.cursor
    }

    mutating func apply(_ text: String) {
      var scalars = Array(text.unicodeScalars)[...]
      while let scalar = scalars.popFirst() {
        switch scalar {
        case "\r":
          cursor.column = 0
          pendingWrap = false
        case "\n":
          cursor.row += 1
          pendingWrap = false
          grow()
        case "\u{1B}":
          guard scalars.popFirst() == "[" else { continue }
          var number = ""
          while let next = scalars.first, ("0"..."9").contains(next) {
            number.unicodeScalars.append(next)
            scalars.removeFirst()
          }
          let count = Int(number) ?? 1
          pendingWrap = false
          switch scalars.popFirst() {
          case "A": cursor.row = max(0, cursor.row - count)
          case "B":
            cursor.row += count
            grow()
          case "C": cursor.column = min(columns - 1, cursor.column + count)
          case "J":
            rows[cursor.row] = String(rows[cursor.row].prefix(cursor.column))
            rows.removeSubrange((cursor.row + 1)...)
          default: break
          }
        default:
          if pendingWrap {
            cursor = (cursor.row + 1, 0)
            pendingWrap = false
            grow()
          }
          var row = Array(rows[cursor.row])
          while row.count < cursor.column { row.append(" ") }
          if cursor.column < row.count {
            row[cursor.column] = Character(scalar)
          } else {
            row.append(Character(scalar))
          }
          rows[cursor.row] = String(row)
          if cursor.column == columns - 1 { pendingWrap = true } else { cursor.column += 1 }
        }
      }
    }

    private mutating func grow() {
      while rows.count <= cursor.row { rows.append("") }
    }
  }
}
