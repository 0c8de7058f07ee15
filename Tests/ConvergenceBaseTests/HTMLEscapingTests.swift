import ConvergenceBase
import Testing

@Suite struct HTMLEscapingTests {
  @Test func theFiveSpecialCharactersBecomeEntities() {
    #expect(
      HTMLEscaping.escaped(#"<a href="x">Tom & 'Jerry'</a>"#)
        == "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;")
  }

  @Test func plainTextIsReturnedAsItIs() {
    let text = "Ünïcödé 🎉 text\nwith a newline"
    #expect(HTMLEscaping.escaped(text) == text)
  }

  @Test func controlAndBidiCharactersAreShownAsReplacementCharacters() {
    #expect(
      HTMLEscaping.escaped("a\u{1B}[2J\u{202E}<b>\u{2066}")
        == "a\u{FFFD}[2J\u{FFFD}&lt;b&gt;\u{FFFD}")
  }

  @Test func aTabIsKeptOnlyWhenAsked() {
    #expect(HTMLEscaping.escaped("a\tb") == "a\u{FFFD}b")
    #expect(HTMLEscaping.escaped("a\tb\n", keepingTabs: true) == "a\tb\n")
  }

  /// A prepended mark (U+0600) forms one `Character` with the `<` after it: compared as characters, the `<` would
  /// pass unescaped.
  @Test func aPrependedMarkCannotHideALessThanSign() {
    #expect(HTMLEscaping.escaped("\u{0600}<script>") == "\u{0600}&lt;script&gt;")
    #expect(HTMLEscaping.escaped("e\u{301}<") == "e\u{301}&lt;")
  }
}
