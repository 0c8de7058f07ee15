import Foundation
import Testing

@testable import DemoRunnerCore

@Suite struct LineDiffTests {
  @Test func equalTextsHaveNoDiff() {
    #expect(LineDiff.diff("a\nb\n", "a\nb\n", expectedName: "g", actualName: "r") == nil)
  }

  @Test func changedLineShowsWithContextAndLineNumbers() {
    let golden = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let replay = golden.replacingOccurrences(of: "line 6", with: "line six")
    let diff = LineDiff.diff(golden, replay, expectedName: "x.golden", actualName: "replay")
    #expect(
      diff == """
        --- x.golden
        +++ replay
        @@ golden line 4, replay line 4 @@
          line 4
          line 5
        - line 6
        + line six
          line 7
          line 8
        """)
  }

  @Test func distantChangesGetSeparateHunksAndInsertionsAreAligned() {
    let golden = (1...12).map { "\($0)" }.joined(separator: "\n")
    var lines = (1...12).map { "\($0)" }
    lines[0] = "one"
    lines.insert("inserted", at: 10)
    let diff = LineDiff.diff(
      golden, lines.joined(separator: "\n"), expectedName: "g", actualName: "r")
    #expect(diff?.contains("@@ golden line 1, replay line 1 @@\n- 1\n+ one\n  2\n  3") == true)
    #expect(
      diff?.contains("@@ golden line 9, replay line 9 @@\n  9\n  10\n+ inserted\n  11") == true)
  }

  @Test func aMissingFinalNewlineIsNamed() {
    let diff = LineDiff.diff("a\n", "a", expectedName: "g", actualName: "r")
    #expect(diff?.hasSuffix("(the final newline differs)") == true)
  }
}
