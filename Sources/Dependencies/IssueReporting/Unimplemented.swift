/// An error thrown by a dependency endpoint that a test did not provide; creating it fails the running test.
///
/// Use it in a `testValue`, so that a test that reaches the endpoint without overriding it fails, naming it:
///
/// ```swift
/// static let testValue = SearchClient { _ in throw Unimplemented("SearchClient.search") }
/// ```
public struct Unimplemented: Error, Sendable, CustomStringConvertible {
  /// The endpoint that was called, e.g. `"SearchClient.search"`.
  public let name: String

  /// Reports the unimplemented call (a test failure in tests, a warning elsewhere) and returns the error to throw.
  public init(
    _ name: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.name = name
    reportIssue(
      """
      Unimplemented: '\(name)' was called, but this test did not override it. Override the dependency \
      in the test's `withDependencies:` with the behaviour this test expects.
      """,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// `Unimplemented: <name>`.
  public var description: String { "Unimplemented: \(name)" }
}
