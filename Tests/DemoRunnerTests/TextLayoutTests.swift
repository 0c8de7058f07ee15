@testable import DemoRunnerCore
@testable import DemoSession
@testable import DemoTerminal
import Testing

/// Wrapping, fitting and truncating, including text far longer than a screen (issue 18: wrapping
/// was quadratic; `render.longTitle` in the benchmarks measures the 400,000-character case).
@Suite struct TextLayoutTests {
  @Test func wrapBreaksAtSpacesAndCutsLongWords() {
    #expect(TextLayout.wrap("aaaa bbb cc", width: 5) == ["aaaa", "bbb", "cc"])
    #expect(TextLayout.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
    #expect(
      TextLayout.wrap("ab cdefghij", width: 4, hangingIndent: 1) == ["ab", " cde", " fgh", " ij"])
    #expect(TextLayout.wrap("one\n\ntwo  three", width: 20) == ["one", "", "two three"])
    #expect(TextLayout.wrap("", width: 3) == [""])
    #expect(TextLayout.wrap("abc", width: 0) == ["a", "b", "c"])
  }

  @Test func wrapCountsTerminalColumnsNotScalars() {
    // An emoji (however many scalars it joins) takes two columns, as terminals draw it.
    #expect(TextLayout.wrap("👩‍👩‍👧👩‍👩‍👧👩‍👩‍👧", width: 4) == ["👩‍👩‍👧👩‍👩‍👧", "👩‍👩‍👧"])
    #expect(TextLayout.wrap("日本語の文", width: 4) == ["日本", "語の", "文"])
    #expect(TextLayout.wrap("cafe\u{301} cafe\u{301}", width: 4) == ["cafe\u{301}", "cafe\u{301}"])
  }

  @Test func displayWidthsFollowTheTerminal() {
    #expect(DisplayWidth.of("abc") == 3)
    #expect(DisplayWidth.of("日本") == 4)
    #expect(DisplayWidth.of("👩🏽‍🔬") == 2)
    #expect(DisplayWidth.of("🇳🇴") == 2)
    #expect(DisplayWidth.of("❤\u{FE0F}") == 2)
    #expect(DisplayWidth.of("e\u{301}") == 1)
    #expect(DisplayWidth.of("\u{200B}") == 0)
    #expect(DisplayWidth.of("Ünïcödé") == 7)
  }

  @Test func fitAndTruncateNeverSplitAWideCharacterAcrossTheEdge() {
    #expect(TextLayout.fit("日本語", width: 4) == "日… ")
    #expect(TextLayout.fit("日本", width: 4) == "日本")
    #expect(TextLayout.fit("日本", width: 5) == "日本 ")
    #expect(TextLayout.truncate("日本語", width: 5) == "日本…")
    #expect(TextLayout.center("日本", width: 6) == " 日本 ")
    #expect(TextLayout.wrap("日日日", width: 1) == ["日", "日", "日"])
  }

  @Test func textWrappingOfAVeryLongWordIsLinear() {
    let title = String(repeating: "x", count: 100_000)
    let lines = TextLayout.wrap(title, width: 40)
    #expect(lines.count == 2_500)
    #expect(lines.allSatisfy { $0.count == 40 })
  }

  @Test func fitPadsOrCutsToTheWidth() {
    #expect(TextLayout.fit("ab", width: 4) == "ab  ")
    #expect(TextLayout.fit("abcd", width: 4) == "abcd")
    #expect(TextLayout.fit("abcde", width: 4) == "abc…")
    #expect(TextLayout.fit("ab", width: 0) == "…")
    #expect(TextLayout.fit(String(repeating: "y", count: 400_000), width: 5) == "yyyy…")
  }

  @Test func truncateKeepsShortTextAndCutsLongText() {
    #expect(TextLayout.truncate("abc", width: 3) == "abc")
    #expect(TextLayout.truncate("abcd", width: 3) == "ab…")
  }

  @Test func aLongTitleIsCutToTheTopBorder() {
    let title = String(repeating: "T", count: 400_000)
    let screen = TerminalScreen.render(
      title: title, viewState: TerminalTextTests.HostileViewState.loaded([title]),
      caseName: "loaded", width: 48)
    let lines = screen.split(separator: "\n")
    #expect(Set(lines.map(\.count)).count == 1)
    #expect(lines.first?.contains("T…") == true)
    // A bullet row: 42 characters of text per line inside the 44-wide box.
    #expect(lines.count == 2 + (400_000 + 41) / 42)
  }
}
