import Dependencies
import ReducerTesting
import Testing

/// Where Swift Testing shows a reported issue: `SourceLocation` traps on an empty or module-less file ID and on a line
/// or column below 1, so the reporter never hands it one.
struct TestFrameworkReporterTests {
  @Test func aReportWithoutAFileIDLineOrColumnIsShownAtAPlaceholderInsteadOfTrapping() {
    let issue = ReportedIssue("lost", fileID: "", filePath: "", line: 0, column: 0)
    let location = TestFrameworkReporter.sourceLocation(of: issue)
    #expect(location.fileID == "Unknown/UnnamedFile.swift")
    #expect(location.line == 1)
    #expect(location.column == 1)
  }

  @Test func aReportWithAFileNameButNoModuleKeepsTheName() {
    let issue = ReportedIssue(
      "odd", fileID: "Odd.swift", filePath: "/tmp/Odd.swift", line: 7, column: 0)
    let location = TestFrameworkReporter.sourceLocation(of: issue)
    #expect(location.fileID == "Unknown/Odd.swift")
    #expect(location.filePath == "/tmp/Odd.swift")
    #expect(location.line == 7)
    #expect(location.column == 1)
  }

  @Test func aCallersLocationIsShownAsItCame() {
    let issue = ReportedIssue(
      "here", fileID: "Module/File.swift", filePath: "/src/Module/File.swift", line: 12, column: 5)
    let location = TestFrameworkReporter.sourceLocation(of: issue)
    #expect(location.fileID == "Module/File.swift")
    #expect(location.filePath == "/src/Module/File.swift")
    #expect(location.line == 12)
    #expect(location.column == 5)
  }
}
