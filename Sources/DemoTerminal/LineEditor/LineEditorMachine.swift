/// The line editor without the terminal: bytes typed in, bytes to draw out. A pure state machine
/// (``KeyParser`` for the keys, ``LineBuffer`` for the line) that ``TerminalLineEditor`` feeds
/// with what it reads and whose output it writes.
///
/// Drawing is incremental, so a line costs output in proportion to what changes, never a
/// redraw of the whole line per key (pasting N characters writes O(N) bytes, not O(N²)):
///
/// - the keys of one ``feed(_:columns:)`` (everything read at once, such as a paste) are applied
///   first and drawn once;
/// - only the text from the first changed character on is written again (``LineBuffer``
///   records it); typing at the end writes just the new characters;
/// - the cursor is moved with relative sequences (`ESC [ n A`, `ESC [ n B`, `\r`, `ESC [ n C`)
///   computed from where each character sits: lines longer than the terminal wrap, and wide
///   characters take two columns (``DisplayWidth``);
/// - a change of the terminal's width (`SIGWINCH`: the width is passed to every call) redraws the
///   prompt and the line at the new width.
///
/// Control characters typed or pasted are drawn as `�` (``TerminalText``), and terminal replies
/// (OSC, DCS, APC, PM, SOS) are consumed by ``KeyParser`` and never reach the line.
struct LineEditorMachine: Sendable {
  /// How a call ended.
  enum Event: Equatable, Sendable {
    /// A line was submitted (Return).
    case line(String)
    /// Ctrl-D on an empty line: the end of input.
    case endOfInput
  }

  /// What a call produced: bytes to write, and how the line ended, if it did.
  struct Output: Equatable, Sendable {
    /// What to write to the terminal.
    var text = ""
    /// The submitted line or the end of input; `nil` while the line is still being edited.
    var event: Event?
    /// How many of the bytes fed were used; the rest belong to the next line.
    var consumed = 0
  }

  private var parser = KeyParser()
  private(set) var buffer = LineBuffer()
  private var prompt = ""
  /// The terminal's width the layout was computed for.
  private var columns = 80
  /// The cell (`row * columns + column`, from the prompt's first cell) where each drawn scalar
  /// starts.
  private var starts: [Int] = []
  /// The cell after the prompt.
  private var promptEnd = 0
  /// The cell after the last drawn scalar.
  private var end = 0
  /// The cell the terminal's cursor is on.
  private var cursorCell = 0

  /// Starts a line: draws `prompt` and remembers `columns`.
  mutating func begin(prompt: String, columns: Int) -> String {
    self.prompt = prompt
    self.columns = max(columns, 2)
    buffer.markDrawn()
    var output = ""
    promptEnd = 0
    for scalar in TerminalText.sanitized(prompt).unicodeScalars {
      promptEnd = place(scalar, at: promptEnd).next
      output.unicodeScalars.append(scalar)
    }
    starts = []
    end = promptEnd
    cursorCell = promptEnd
    output += wrapIfAtMargin(written: !prompt.isEmpty)
    return output
  }

  /// Feeds `bytes` read from the terminal, now `columns` wide; stops after a line ends.
  mutating func feed(_ bytes: some Collection<UInt8>, columns: Int) -> Output {
    var output = Output()
    if max(columns, 2) != self.columns { output.text += redrawAll(columns: max(columns, 2)) }
    for byte in bytes {
      output.consumed += 1
      guard let key = parser.feed(byte) else { continue }
      if key == .enter || key == .interrupt || key == .endOfInput {
        output.text += draw()
      }
      switch buffer.apply(key) {
      case .unchanged, .edited:
        continue
      case .submit(let line):
        output.text += moveCursor(to: end) + "\n"
        output.event = .line(line)
        return output
      case .interrupted:
        output.text += moveCursor(to: end) + "^C\n" + begin(prompt: prompt, columns: self.columns)
      case .endOfInput:
        output.text += "\n"
        output.event = .endOfInput
        return output
      }
    }
    output.text += draw()
    return output
  }

  /// The end of the input stream: the line so far is submitted, or the input ends when it is
  /// empty.
  mutating func endOfStream() -> Output {
    let line = buffer.line
    _ = buffer.apply(.interrupt)
    return Output(text: "\n", event: line.isEmpty ? .endOfInput : .line(line))
  }

  // MARK: - Drawing

  /// Writes what changed since the last draw and puts the cursor where the buffer's is.
  private mutating func draw() -> String {
    var output = ""
    if let from = buffer.changedFrom {
      let from = min(from, starts.count)
      let oldEnd = end
      output += moveCursor(to: from < starts.count ? starts[from] : end)
      starts.removeSubrange(from...)
      var cell = cursorCell
      let text = buffer.text
      for index in from..<text.count {
        var scalar = text[index]
        if TerminalText.isControl(scalar) || scalar == "\n" { scalar = TerminalText.replacement }
        let placed = place(scalar, at: cell)
        starts.append(placed.start)
        cell = placed.next
        output.unicodeScalars.append(scalar)
      }
      end = cell
      cursorCell = cell
      output += wrapIfAtMargin(written: from < text.count)
      if oldEnd > end { output += "\u{1B}[J" }
      buffer.markDrawn()
    }
    let target = buffer.cursor < starts.count ? starts[buffer.cursor] : end
    return output + moveCursor(to: target)
  }

  /// After writing up to the right margin the terminal's cursor waits in the last column; a
  /// newline puts it where the layout says it is, at the start of the next row.
  private mutating func wrapIfAtMargin(written: Bool) -> String {
    guard written, cursorCell > 0, cursorCell % columns == 0 else { return "" }
    return "\r\n"
  }

  /// Redraws the prompt and the whole line at a new width.
  private mutating func redrawAll(columns newColumns: Int) -> String {
    let output = moveCursor(to: 0) + "\r\u{1B}[J" + begin(prompt: prompt, columns: newColumns)
    buffer.markChanged(from: 0)
    return output
  }

  /// Where `scalar` goes when drawn at `cell`: its first cell and the cell after it. A wide
  /// character that does not fit in the row's last column starts the next row, as terminals do.
  private func place(_ scalar: Unicode.Scalar, at cell: Int) -> (start: Int, next: Int) {
    let width = scalar.isASCII ? 1 : DisplayWidth.of(Character(scalar))
    var start = cell
    if width == 2, start % columns == columns - 1 { start += 1 }
    return (start, start + width)
  }

  /// The sequence moving the terminal's cursor from ``cursorCell`` to `target`.
  private mutating func moveCursor(to target: Int) -> String {
    guard target != cursorCell else { return "" }
    let rows = target / columns - cursorCell / columns
    var output = ""
    if rows < 0 { output += "\u{1B}[\(-rows)A" }
    if rows > 0 { output += "\u{1B}[\(rows)B" }
    let column = target % columns
    output += "\r" + (column > 0 ? "\u{1B}[\(column)C" : "")
    cursorCell = target
    return output
  }
}
