import Dependencies
import Reducer

extension TestStore {
  /// Asserts that an effect sent, next, an action of one `forEach` element: the element `id`, with an action of the
  /// case `elementCase`, whatever its payload.
  ///
  /// For a parent with `case rows(id: Row.State.ID, action: Row.Action)` (the case its `forEach` names), the
  /// macro-free spelling of TCA's `receive(\.rows[id: 1].response)`, without a closure and without an `Equatable`
  /// action:
  ///
  /// ```swift
  /// await store.receive(Action.rows, id: 1, Row.Action.response) {
  ///   $0.rows[id: 1]?.fact = "1 is a number."
  /// }
  /// ```
  ///
  /// An action of another element, of another case of the element, or not of the element case at all fails the
  /// test, naming what was expected and what arrived.
  ///
  /// - Parameters:
  ///   - elementAction: the parent's two-payload case constructor, `Action.rows`.
  ///   - id: the id of the element whose action is expected.
  ///   - elementCase: the case constructor of the element's action, `Row.Action.response`.
  ///   - timeout: how long to wait for the action; the store's ``TestStore/timeout`` by default.
  ///   - updateStateToExpectedResult: how the action changes the state.
  ///   - fileID: the file ID a failure is reported at; the caller's by default.
  ///   - filePath: the file path a failure is reported at; the caller's by default.
  ///   - line: the line a failure is reported at; the caller's by default.
  ///   - column: the column a failure is reported at; the caller's by default.
  public func receive<ID: Hashable & Sendable, ElementAction, Payload>(
    _ elementAction: @escaping @Sendable (ID, ElementAction) -> Action,
    id: ID,
    _ elementCase: @escaping @Sendable (Payload) -> ElementAction,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let element = AnyCasePath(elementAction)
    let child = AnyCasePath(elementCase)
    let expected =
      "an action of the element \(String(reflecting: id)) of the case \(Payload.self) -> "
      + "\(ElementAction.self)"
    let expectation = ReceiveExpectation<Action>.any(expected, hint: "Expected \(expected).") {
      guard let (actionID, childAction) = element.extract(from: $0) else { return false }
      return actionID == id && child.extract(from: childAction) != nil
    }
    await receiveAction(
      expectation, timeout: timeout, update: updateStateToExpectedResult, fileID, filePath, line,
      column)
  }
}
