import Foundation

/// Sends issues to the running test framework in a test process, and to stderr elsewhere.
///
/// The test framework is found at run time, so production targets never link Testing or XCTest:
/// 1. If the process links the `ReducerTesting` module, its bridge type (looked up by name through the Swift
///    runtime) records the issue with Swift Testing's `Issue.record` or XCTest's `XCTFail`.
/// 2. Otherwise, if XCTest is loaded, `XCTFail` is looked up with `dlsym` and called.
/// 3. Otherwise the issue is printed to stderr.
struct DefaultIssueReporter: IssueReporter {
  func report(_ issue: ReportedIssue) {
    if TestProcess.isRunningTests {
      if let bridge = TestFrameworkBridge.reducerTesting, bridge.record(issue) { return }
      if issue.severity == .failure, let fail = TestFrameworkBridge.xctFail {
        fail(issue.message, issue.filePath, issue.line)
        return
      }
    }
    let text =
      "[Convergence] \(issue.severity == .failure ? "warning" : "note"): \(issue.description)\n"
    FileHandle.standardError.write(Data(text.utf8))
  }
}
