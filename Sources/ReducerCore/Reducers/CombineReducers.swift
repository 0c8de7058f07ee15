/// Groups reducers so that a modifier (`ifLet`, `forEach`, `_printChanges`) applies to all of them.
///
/// ```swift
/// CombineReducers {
///   Scope(state: \.counter, action: Action.counter) { Counter() }
///   Reduce { state, action in .none }
/// }
/// .ifLet(\.search, action: Action.search) { Search() }
/// ```
public struct CombineReducers<State, Action: Sendable, Reducers: Reducer>: Reducer
where Reducers.State == State, Reducers.Action == Action {
  @usableFromInline let reducers: Reducers

  /// Runs the listed reducers in order.
  @inlinable
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }
}

extension CombineReducers: ComposedReducer {
  /// The reducers, prepared, sharing the layer's tag (they run on the same action).
  @usableFromInline package var layer: PreparedReducer<State, Action> { reducers.prepared() }
}
