public import Foundation

extension UUID {
  /// The UUID that ``UUIDGenerator/incrementing`` hands out `intValue`-th, counting from zero.
  ///
  /// Tests and fixtures spell expected ids with it: the first id an `.incrementing` generator makes is `UUID(0)`,
  /// the next `UUID(1)`, and so on. The value fills the last 48 bits, in hexadecimal: `UUID(10)` is
  /// `00000000-0000-0000-0000-00000000000A`.
  ///
  /// ```swift
  /// let store = TestStore(initialState: Todos.State()) { Todos() } withDependencies: {
  ///   $0.uuid = .incrementing
  /// }
  /// await store.send(.addTapped) { $0.todos = [Todo(id: UUID(0))] }
  /// ```
  ///
  /// Values of 2⁴⁸ and more wrap around, as the generator's counter does. A negative value is a reported issue
  /// (a test failure in tests, a warning elsewhere) and gives `UUID(0)`.
  ///
  /// - Parameters:
  ///   - intValue: the position in the incrementing sequence, from zero.
  ///   - fileID: the file ID reported with an issue; the caller's by default.
  ///   - filePath: the file path reported with an issue; the caller's by default.
  ///   - line: the line reported with an issue; the caller's by default.
  ///   - column: the column reported with an issue; the caller's by default.
  public init(
    _ intValue: Int,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    guard intValue >= 0 else {
      reportIssue(
        "UUID(\(intValue)): the value must not be negative; it is the position in the sequence an "
          + "'.incrementing' UUID generator hands out, from 0. Using UUID(0).",
        fileID: fileID, filePath: filePath, line: line, column: column)
      self.init(incrementingValue: 0)
      return
    }
    self.init(incrementingValue: UInt64(intValue))
  }
}
