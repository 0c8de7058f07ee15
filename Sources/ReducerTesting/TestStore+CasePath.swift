import Dependencies
public import Reducer

extension TestStore {
  /// Asserts that an effect sent an action of the case `casePath` extracts next, whatever its payload.
  ///
  /// Takes composed case paths, so a test can name a nested case without an `Equatable` action:
  ///
  /// ```swift
  /// await store.receive(AnyCasePath(Action.path).appending(StackAction.popFrom)) {
  ///   $0.path = StackState()
  /// }
  /// ```
  public func receive<Payload>(
    _ casePath: AnyCasePath<Action, Payload>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let expectation = ReceiveExpectation<Action>.any(
      "an action of the case path to \(Payload.self) in \(Action.self)",
      hint: "Expected an action matching the given case path.",
      matches: { casePath.extract(from: $0) != nil })
    await receiveAction(
      expectation, timeout: timeout, update: updateStateToExpectedResult, fileID, filePath, line,
      column)
  }

  /// Asserts that an effect sent, next, an action of the case `casePath` extracts holding exactly `payload`.
  ///
  /// ```swift
  /// let presented = AnyCasePath(Action.destination).appending(PresentationAction.presented)
  /// await store.receive(presented, .alert(.confirmDeletion(id: 1)))
  /// ```
  public func receive<Payload: Equatable>(
    _ casePath: AnyCasePath<Action, Payload>,
    _ payload: Payload,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let expectation = ReceiveExpectation.action(
      { casePath.embed(payload) }, matches: { casePath.extract(from: $0) == payload })
    await receiveAction(
      expectation, timeout: timeout, update: updateStateToExpectedResult, fileID, filePath, line,
      column)
  }
}
