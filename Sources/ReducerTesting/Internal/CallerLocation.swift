/// Where a test store assertion was written: what its failures are reported at.
///
/// A public assertion takes its caller's location as the four defaulted parameters every assertion of the package
/// takes (`fileID`, `filePath`, `line`, `column`, so that a helper can forward its own caller's), builds this value
/// from them once, and hands it to the one implementation the assertion shares with its overloads.
struct CallerLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  init(_ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }
}

extension TestStore {
  /// Fails the running test with `message`, at `location`.
  nonisolated func fail(_ message: String, at location: CallerLocation) {
    fail(message, location.fileID, location.filePath, location.line, location.column)
  }

  /// Notes `message` (not a failure) at `location`.
  func note(_ message: String, at location: CallerLocation) {
    note(message, location.fileID, location.filePath, location.line, location.column)
  }

  /// Compares the state an assertion expects with the `actual` one, reporting at `location`.
  func check(
    previous: State, actual: State, update: ((inout State) throws -> Void)?,
    at location: CallerLocation
  ) {
    check(
      previous: previous, actual: actual, update: update, location.fileID, location.filePath,
      location.line, location.column)
  }
}
