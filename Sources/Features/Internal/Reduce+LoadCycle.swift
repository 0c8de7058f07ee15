import Reducer

extension Reduce where State: LoadTracking & Sendable {
  /// The load cycle of a screen that shows what one service call answers: load on the first
  /// appear, load again when asked, and record the answer — the spinner, the failure message and
  /// ``LoadTracking/hasLoaded`` move here; `loaded` puts a successful answer in place.
  ///
  /// Actions for which `step` answers `nil` are left to the feature's other reducers.
  ///
  /// - Parameters:
  ///   - id: the cancellation id the call runs under; a reload cancels the call in flight.
  ///   - response: the action that carries the answer back.
  ///   - step: what an action asks of the cycle, if anything.
  ///   - fetch: the service call.
  ///   - loaded: puts a successful answer in the state (after the load is marked ended).
  ///   - fileID: where the call's effect is reported as created (a test that leaves it running
  ///     names this place); the caller's by default.
  ///   - filePath: the same, as a path.
  ///   - line: the same, as a line.
  ///   - column: the same, as a column.
  static func loadCycle<Value: Sendable>(
    id: some Hashable & Sendable,
    response: @escaping @Sendable (ServiceResult<Value>) -> Action,
    step: @escaping @Sendable (Action) -> LoadStep<Value>?,
    fetch: @escaping @Sendable () async throws -> Value,
    loaded: @escaping @Sendable (inout State, Value) -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    Reduce { state, action in
      switch step(action) {
      case .appear where state.needsFirstLoad, .reload:
        state.loadStarted()
        return .serviceCall(
          id: id, then: response, fileID: fileID, filePath: filePath, line: line, column: column,
          fetch)
      case let .answer(.success(value)):
        state.loadEnded()
        loaded(&state, value)
        return .none
      case let .answer(.failure(error)):
        state.loadEnded(failure: error)
        return .none
      case .appear, nil:
        return .none
      }
    }
  }
}
