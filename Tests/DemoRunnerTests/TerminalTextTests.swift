@testable import DemoRendering
@testable import DemoRunnerCore
@testable import DemoSession
@testable import DemoTerminal
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

  /// Issue 23: U+202E and the other bidi controls reordered text in terminal messages.
  @Test func bidiControlsNeverReachTheTerminal() async {
    let bidi: [Unicode.Scalar] = [
      "\u{061C}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}",
      "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
    ]
    for scalar in bidi {
      #expect(TerminalText.sanitized("txt" + String(scalar) + "exe") == "txt�exe")
      #expect(TerminalText.isControl(scalar))
    }
    let result = await DemoRunnerFixtures.run(["run", "Items\u{202E}txt.exe"])
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("unknown feature `Items�txt.exe`"))
    #expect(!result.stderr.unicodeScalars.contains { bidi.contains($0) })
  }

  /// Issue 23: the HTML gallery let bidi controls through its escaping.
  @Test func bidiControlsNeverReachTheHTMLPage() {
    #expect(HTMLGallery.escape("a\u{202E}<b>\u{2066}") == "a�&lt;b&gt;�")
  }

  enum HostileViewState { case loaded([String]) }
}
