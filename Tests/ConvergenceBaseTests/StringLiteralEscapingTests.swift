import ConvergenceBase
import Testing

struct StringLiteralEscapingTests {
  @Test func quotesBackslashesAndNamedControlsGetTheirShortEscapes() {
    #expect(StringLiteralEscaping.escaped("a\"b\\c\nd\re\tf\0") == #"a\"b\\c\nd\re\tf\0"#)
  }

  @Test func otherControlCharactersIncludingDelAndC1AreEscapedInUppercaseHex() {
    // ESC (a terminal sequence), DEL and NEL (C1) would otherwise reach the terminal raw.
    #expect(StringLiteralEscaping.escaped("\u{1B}[2J\u{7F}\u{85}") == #"\u{1B}[2J\u{7F}\u{85}"#)
  }

  @Test func printableTextOutsideAsciiIsKept() {
    #expect(StringLiteralEscaping.escaped("café ✓ 🚀") == "café ✓ 🚀")
  }

  /// A UI step's label escapes what ``OutsideText`` calls unsafe as `\u{…}`, bidirectional controls and NUL included,
  /// with the same escaper: the bytes a saved script held before the escapers were one.
  @Test func aUIStepLabelAlsoEscapesBidiControlsAndNULInHex() {
    #expect(
      StringLiteralEscaping.escaped("a\"\\\n\r\t\0\u{1B}\u{202E}é", asUnicode: OutsideText.isUnsafe)
        == #"a\"\\\n\r\t\u{0}\u{1B}\u{202E}é"#)
    #expect(UIStep.quoted("x\0\u{2066}") == #""x\u{0}\u{2066}""#)
  }
}
