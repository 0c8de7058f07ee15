@testable import DemoRunnerCore
import Testing

/// Hostile text (issue 18): control characters never reach the terminal raw.
@Suite struct TerminalTextTests {
  @Test func controlCharactersReachTheTerminalReplaced() {
    let hostile = "Buy\u{1B}]52;c;ZXZpbA==\u{07} stamps\u{1B}[2J\r\u{9B}31m\u{7F}\0"
    let shown = TerminalText.sanitized(hostile)
    #expect(shown == "Buy�]52;c;ZXZpbA==� stamps�[2J��31m��")
    #expect(!shown.unicodeScalars.contains { TerminalText.isControl($0) })
  }

  @Test func newlinesAndOrdinaryTextStayAsTheyAre() {
    let text = "Café ☕︎\nLucía — 日本語 \u{600}<b> 👩‍👩‍👧"
    #expect(TerminalText.sanitized(text) == text)
    #expect(TerminalText.sanitized("a\tb") == "a�b")
    #expect(TerminalText.sanitized("line\r\nnext") == "line�\nnext")
  }

  @Test func everyC0AndC1ControlButTheNewlineIsReplaced() {
    for value in Array(0x00...0x1F) + Array(0x7F...0x9F) where value != 0x0A {
      let scalar = Unicode.Scalar(UInt32(value))!
      #expect(TerminalText.sanitized("a" + String(scalar) + "b") == "a�b", "U+\(value)")
    }
    #expect(TerminalText.sanitized("\u{A0}\u{C2}") == "\u{A0}\u{C2}")
  }

  @Test func aScreenDrawnAroundHostileTextKeepsItsWidth() {
    let screen = TerminalScreen.render(
      title: "Items", viewState: HostileViewState.loaded(["a\u{1B}[2Jb"]), caseName: "loaded")
    let shown = TerminalText.sanitized(screen)
    let widths = Set(shown.split(separator: "\n").map(\.count))
    #expect(widths.count == 1)
    #expect(shown.contains("a�[2Jb"))
  }

  enum HostileViewState { case loaded([String]) }
}
