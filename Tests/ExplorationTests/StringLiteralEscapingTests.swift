import Exploration
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
}
