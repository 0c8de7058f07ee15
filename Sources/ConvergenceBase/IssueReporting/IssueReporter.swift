/// Receives the issues the library reports: misuse, unimplemented dependencies, failed test assertions.
///
/// The default reporter fails the running test inside a test process (Swift Testing or XCTest, found at run time;
/// production code never links either) and prints a warning on stderr elsewhere. Install your own for a scope, for
/// example to count issues in a benchmark:
///
/// ```swift
/// let counter = CountingIssueReporter()
/// withIssueReporters([counter]) { store.send(.tapped) }
/// ```
public protocol IssueReporter: Sendable {
  /// Handles one issue.
  func report(_ issue: ReportedIssue)
}

/// The reporters issues go to: task-local, so a test or benchmark can redirect them for its own scope.
public enum IssueReporters {
  /// The reporters for the current task; `nil` means the default reporter.
  @TaskLocal public static var current: [any IssueReporter]?

  /// The default reporter: the running test framework in a test process, stderr elsewhere.
  public static let `default`: any IssueReporter = DefaultIssueReporter()
}

/// Runs `operation` with issues sent to `reporters` instead of the default reporter.
@discardableResult
public func withIssueReporters<R>(
  _ reporters: [any IssueReporter],
  operation: () throws -> R
) rethrows -> R {
  try IssueReporters.$current.withValue(reporters, operation: operation)
}

/// Runs an async `operation` with issues sent to `reporters` instead of the default reporter.
@discardableResult
public func withIssueReporters<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ reporters: [any IssueReporter],
  operation: () async throws -> R
) async rethrows -> R {
  try await IssueReporters.$current.withValue(reporters, operation: operation)
}

/// Reports an issue to the current reporters.
///
/// Inside a test this fails the running test at the given location; elsewhere it prints a warning. Messages should
/// say what went wrong and how to fix it.
public func reportIssue(
  _ message: @autoclosure () -> String,
  severity: ReportedIssue.Severity = .failure,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let issue = ReportedIssue(
    message(), severity: severity, fileID: fileID, filePath: filePath, line: line, column: column)
  if let reporters = IssueReporters.current {
    for reporter in reporters { reporter.report(issue) }
  } else {
    IssueReporters.default.report(issue)
  }
}
