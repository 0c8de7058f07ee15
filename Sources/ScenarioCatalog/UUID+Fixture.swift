public import Foundation
import Dependencies

extension UUID {
  /// A fixed UUID written out in a fixtures file: the same id in every preview, test and demo.
  ///
  /// ```swift
  /// public static let ferns = Item(
  ///   id: UUID(fixture: "11111111-1111-1111-1111-111111111111"), title: "Water the ferns")
  /// ```
  ///
  /// For ids a feature makes at run time (through the `uuid` dependency, incrementing in scenarios) spell the
  /// expected value with `UUID(0)`, `UUID(1)`, … instead.
  ///
  /// A malformed literal is a reported issue (a test failure in tests, a warning elsewhere) naming it, and gives
  /// the nil UUID, so a fixture typo fails the first test that loads the fixtures instead of trapping.
  ///
  /// - Parameters:
  ///   - fixture: the UUID in its usual text form, `8-4-4-4-12` hexadecimal digits.
  ///   - fileID: the file ID reported with an issue; the caller's by default.
  ///   - filePath: the file path reported with an issue; the caller's by default.
  ///   - line: the line reported with an issue; the caller's by default.
  ///   - column: the column reported with an issue; the caller's by default.
  public init(
    fixture: StaticString,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    if let uuid = UUID(uuidString: "\(fixture)") {
      self = uuid
      return
    }
    reportIssue(
      "UUID(fixture: \"\(fixture)\") is not a UUID: write 32 hexadecimal digits as 8-4-4-4-12, "
        + "e.g. \"11111111-1111-1111-1111-111111111111\". Using the nil UUID.",
      fileID: fileID, filePath: filePath, line: line, column: column)
    self.init(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
  }
}
