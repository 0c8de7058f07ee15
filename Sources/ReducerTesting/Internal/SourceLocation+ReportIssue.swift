import Dependencies
import Testing

/// Reports `message` at `location` (a caller's `sourceLocation`): the one place a location of ReducerTesting's API
/// becomes a ``ReportedIssue``.
///
/// Every public API of the target takes its caller's location as one `sourceLocation: SourceLocation =
/// #_sourceLocation` (Swift Testing's macro, evaluated where the call is written, as `#expect` and `Issue.record`
/// take it), and hands it down as it is; only a report converts it. `ReportedIssue` holds its location as the
/// `StaticString`s production code passes (`XCTFail` takes its file as one), so the location's file ID and path are
/// turned into `StaticString`s holding the same text (``StaticStringTable``): every reporter — Swift Testing, XCTest,
/// an ``IssueReporter`` a test installs — sees the caller's file ID, file path, line and column, as when the four were
/// parameters. Should that conversion ever be unavailable, the issue keeps its location in its text instead
/// (`path:line:column: message`), reported at a placeholder file (`ReducerTesting/UnnamedFile.swift`).
func reportIssue(
  _ message: String, severity: ReportedIssue.Severity = .failure, at location: SourceLocation
) {
  let line = UInt(max(location.line, 0))
  let column = UInt(max(location.column, 0))
  guard let fileID = StaticStringTable.staticString(location.fileID),
    let filePath = StaticStringTable.staticString(location.filePath)
  else {
    reportIssue(
      "\(location.filePath):\(line):\(column): \(message)", severity: severity,
      fileID: "ReducerTesting/UnnamedFile.swift", filePath: "UnnamedFile.swift", line: line,
      column: column)
    return
  }
  reportIssue(
    message, severity: severity, fileID: fileID, filePath: filePath, line: line, column: column)
}
