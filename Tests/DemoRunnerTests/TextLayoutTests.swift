@testable import DemoRunnerCore
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

  @Test func wrapCountsCharactersNotScalars() {
    #expect(TextLayout.wrap("👩‍👩‍👧👩‍👩‍👧👩‍👩‍👧", width: 2) == ["👩‍👩‍👧👩‍👩‍👧", "👩‍👩‍👧"])
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
