import ConvergenceBase
import Testing

@Suite struct OutsideTextTests {
  @Test func plainTextIsReturnedAsItIs() {
    let text = "Ünïcödé 🎉 text\nwith a newline"
    #expect(OutsideText.sanitized(text) == text)
  }

  @Test func terminalEscapesAndBellAreReplacedOneForOne() {
    #expect(OutsideText.sanitized("a\u{1B}]52;c;eA==\u{07}b") == "a\u{FFFD}]52;c;eA==\u{FFFD}b")
    #expect(OutsideText.sanitized("\u{7F}\u{85}\u{9B}") == "\u{FFFD}\u{FFFD}\u{FFFD}")
  }

  @Test func bidiControlsCannotReorderText() {
    let bidi: [Unicode.Scalar] = [
      "\u{061C}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}",
      "\u{202E}",
      "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
    ]
    for scalar in bidi {
      #expect(
        OutsideText.sanitized("txt.\(scalar)exe") == "txt.\u{FFFD}exe",
        "U+\(String(scalar.value, radix: 16))")
    }
    // Neighbours of the bidi controls in the same UTF-8 lead bytes stay.
    #expect(
      OutsideText.sanitized("\u{2010}\u{2029}\u{2070}\u{061B}")
        == "\u{2010}\u{2029}\u{2070}\u{061B}")
  }

  @Test func newlinesAreKeptUnlessAskedOtherwise() {
    #expect(OutsideText.sanitized("a\nb") == "a\nb")
    #expect(OutsideText.sanitized("a\nb", keepingNewlines: false) == "a\u{FFFD}b")
    #expect(OutsideText.sanitized("a\r\nb") == "a\u{FFFD}\nb")
  }

  @Test func aHugeStringIsHandledInOnePass() {
    let huge = String(repeating: "x\u{202E}", count: 200_000)
    let clean = OutsideText.sanitized(huge)
    #expect(clean.unicodeScalars.count == 400_000)
    #expect(!clean.unicodeScalars.contains("\u{202E}"))
  }
}
