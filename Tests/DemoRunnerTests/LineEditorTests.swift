@testable import DemoRunnerCore
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

  @Test func theRedrawSequenceErasesAndPutsTheCursorBack() {
    #expect(
      TerminalLineEditor.redrawSequence(prompt: "Items> ", line: "wait", cursorFromEnd: 2)
        == "\rItems> wait\u{1B}[K\u{1B}[2D")
    #expect(
      TerminalLineEditor.redrawSequence(prompt: "> ", line: "a", cursorFromEnd: 0)
        == "\r> a\u{1B}[K")
  }
}
