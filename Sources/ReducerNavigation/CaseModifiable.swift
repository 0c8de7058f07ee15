import CaseReflection
import Dependencies
import ValueDumping

/// An enum whose current case can be changed in place with its case constructor, as tests do with destinations.
///
/// Adopt it on an enum state (a destination's `State`), with no requirements to implement:
///
/// ```swift
/// extension Destination.State: CaseModifiable {}
///
/// await store.send(.destination(.presented(.add(.titleChanged("x"))))) {
///   $0.destination?.modify(Destination.State.add) { $0.title = "x" }
/// }
/// ```
///
/// Plain assignment (`$0.destination = .add(ItemForm.State(title: "x"))`) always works too.
public protocol CaseModifiable {}

extension CaseModifiable {
  /// Changes the payload of the case `embed` constructs, in place.
  ///
  /// When the value holds another case nothing changes, and an issue naming both cases is reported (a test failure
  /// in tests).
  ///
  /// - Parameters:
  ///   - embed: The case constructor, e.g. `Destination.State.add`.
  ///   - body: Changes the payload.
  ///   - fileID: the file ID reported with an issue; the caller's by default.
  ///   - filePath: the file path reported with an issue; the caller's by default.
  ///   - line: the line reported with an issue; the caller's by default.
  ///   - column: the column reported with an issue; the caller's by default.
  public mutating func modify<Payload>(
    _ embed: @escaping @Sendable (Payload) -> Self,
    _ body: (inout Payload) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) rethrows {
    let casePath = AnyCasePath(embed)
    guard var payload = casePath.extract(from: self) else {
      reportIssue(
        """
        'modify' expected the case holding \(String(reflecting: Payload.self)), but the value holds another case:

          \(dumpValue(self))
        """,
        fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    try body(&payload)
    self = casePath.embed(payload)
  }
}
