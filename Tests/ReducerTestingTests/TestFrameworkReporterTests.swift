import Dependencies
import ReducerTesting
import Testing

/// Where Swift Testing shows a reported issue: `SourceLocation` traps on an empty or module-less file ID and on a line
/// or column below 1, so the reporter never hands it one.
struct TestFrameworkReporterTests {
  /// A reported location, and where Swift Testing is told the issue is: (file ID, path, line, column).
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let issue: ReportedIssue
    let expected: (fileID: String, filePath: String, line: Int, column: Int)
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "no file ID, line or column",
      issue: ReportedIssue("lost", fileID: "", filePath: "", line: 0, column: 0),
      expected: ("Unknown/UnnamedFile.swift", "", 1, 1)),
    Case(
      name: "a file name without its module",
      issue: ReportedIssue(
        "odd", fileID: "Odd.swift", filePath: "/tmp/Odd.swift", line: 7, column: 0),
      expected: ("Unknown/Odd.swift", "/tmp/Odd.swift", 7, 1)),
    Case(
      name: "a caller's location",
      issue: ReportedIssue(
        "here", fileID: "Module/File.swift", filePath: "/src/Module/File.swift", line: 12, column: 5
      ),
      expected: ("Module/File.swift", "/src/Module/File.swift", 12, 5)),
  ]

  @Test(arguments: cases)
  func aReportWithoutAFileIDLineOrColumnIsShownAtAPlaceholderInsteadOfTrapping(_ test: Case) {
    let location = TestFrameworkReporter.sourceLocation(of: test.issue)
    #expect(location.fileID == test.expected.fileID)
    #expect(location.filePath == test.expected.filePath)
    #expect(location.line == test.expected.line)
    #expect(location.column == test.expected.column)
  }
}
