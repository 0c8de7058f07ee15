public import ReducerCore
extension Reducer {
  /// Runs `reducer` after this one whenever the value `toValue` selects from the state has changed.
  ///
  /// The value is read before and after this reducer handles an action; when the two differ (`!=`), the reducer
  /// that `reducer` builds from the old and new values runs on the same state and action, and its effects are
  /// merged with this reducer's. Setting the value to what it already was is not a change. `toValue` is a key path
  /// (`\.query`) or any closure (`{ $0.query }`).
  ///
  /// ```swift
  /// var body: some Reducer<State, Action> {
  ///   BindingReducer()
  ///     .onChange(of: \.query) { _, query in
  ///       Reduce { state, _ in
  ///         state.results = []
  ///         return .send(.search(query))
  ///       }
  ///     }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - toValue: selects the value to watch.
  ///   - reducer: builds the reducer to run from the old and the new value.
  public func onChange<Value: Equatable & SendableMetatype, Changed: Reducer>(
    of toValue: @escaping @Sendable (State) -> Value,
    @ReducerBuilder<State, Action> _ reducer:
      @escaping @Sendable (_ oldValue: Value, _ newValue: Value) ->
      Changed
  ) -> OnChangeReducer<Self, Value, Changed> {
    OnChangeReducer(base: self, toValue: toValue, isDuplicate: { $0 == $1 }, reducer: reducer)
  }

  /// Runs `reducer` after this one whenever the selected value changed, as `isDuplicate` sees it.
  ///
  /// For values that are not `Equatable`, or to ignore some changes:
  ///
  /// ```swift
  /// .onChange(of: \.location, removeDuplicates: { $0.distance(to: $1) < 10 }) { _, location in
  ///   Reduce { state, _ in .send(.locationChanged(location)) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - toValue: selects the value to watch.
  ///   - isDuplicate: whether the old and the new value count as the same (then `reducer` does not run).
  ///   - reducer: builds the reducer to run from the old and the new value.
  public func onChange<Value, Changed: Reducer>(
    of toValue: @escaping @Sendable (State) -> Value,
    removeDuplicates isDuplicate: @escaping @Sendable (Value, Value) -> Bool,
    @ReducerBuilder<State, Action> _ reducer:
      @escaping @Sendable (_ oldValue: Value, _ newValue: Value) ->
      Changed
  ) -> OnChangeReducer<Self, Value, Changed> {
    OnChangeReducer(base: self, toValue: toValue, isDuplicate: isDuplicate, reducer: reducer)
  }
}

/// The reducer `onChange(of:_:)` returns.
public struct OnChangeReducer<Base: Reducer, Value, Changed: Reducer>: Reducer
where Changed.State == Base.State, Changed.Action == Base.Action {
  let base: Base
  let toValue: @Sendable (Base.State) -> Value
  let isDuplicate: @Sendable (Value, Value) -> Bool
  let reducer: @Sendable (Value, Value) -> Changed

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = toValue(state)
    let effect = base.reduce(into: &state, action: action)
    let newValue = toValue(state)
    if isDuplicate(oldValue, newValue) { return effect }
    return effect.merge(with: reducer(oldValue, newValue).reduce(into: &state, action: action))
  }
}
