/// A problem found at run time: a misuse of the library, an unimplemented dependency, a failed test assertion.
public struct ReportedIssue: Sendable, CustomStringConvertible {
  /// How serious the issue is.
  public enum Severity: String, Sendable {
    /// Fails the running test; a warning outside tests.
    case failure
    /// Informational (for example a skipped assertion in non-exhaustive tests); never fails a test.
    case info
  }

  /// What went wrong and how to fix it.
  public var message: String
  /// How serious it is.
  public var severity: Severity
  /// Where it was reported: `#fileID`.
  public var fileID: StaticString
  /// Where it was reported: `#filePath`.
  public var filePath: StaticString
  /// Where it was reported: `#line`.
  public var line: UInt
  /// Where it was reported: `#column`.
  public var column: UInt

  /// Creates an issue.
  public init(
    _ message: String,
    severity: Severity = .failure,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    self.message = message
    self.severity = severity
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// `file:line:column: severity: message`.
  public var description: String {
    "\(fileID):\(line):\(column): \(severity == .failure ? "error" : "note"): \(message)"
  }
}
