public import ReducerCore

extension Reduce where State: LoadTracking & Sendable {
  /// The load cycle of a screen that shows what one service call answers: load on the first
  /// appear, load again when asked, and record the answer.
  ///
  /// The spinner, the failure message and ``LoadTracking/hasLoaded`` move here; `loaded` puts a
  /// successful answer in place. A reload cancels the call in flight (``LoadStep/reload``); an
  /// appear while a load is in flight or after one completed does nothing. Actions for which
  /// `step` answers `nil` are left to the feature's other reducers, listed beside this one:
  ///
  /// ```swift
  /// var body: some Reducer<State, Action> {
  ///   Reduce.loadCycle(
  ///     id: CancelID.load, response: Action.feedResponse,
  ///     step: { action in
  ///       switch action {
  ///       case .onAppear: .appear
  ///       case .refreshPulled, .retryTapped: .reload
  ///       case let .feedResponse(result): .answer(result)
  ///       }
  ///     },
  ///     fetch: { try await newsService.fetchFeed() },
  ///     loaded: { state, feed in state.articles = IdentifiedArray(keepingFirstOf: feed.articles) })
  /// }
  /// ```
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
  /// - Returns: a reducer that handles the cycle's actions and returns `.none` for the others.
  public static func loadCycle<Value: Sendable>(
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
