/// A reducer made from a closure: the place for a feature's own logic in a ``Reducer/body``.
///
/// ```swift
/// var body: some Reducer<State, Action> {
///   Reduce { state, action in
///     switch action {
///     case .incrementTapped:
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
public struct Reduce<State, Action: Sendable>: Reducer {
  @usableFromInline let reduce: @Sendable (inout State, Action) -> Effect<Action>

  /// A reducer running `reduce` for every action.
  @inlinable
  public init(
    _ reduce: @escaping @Sendable (_ state: inout State, _ action: Action) -> Effect<Action>
  ) {
    self.reduce = reduce
  }

  /// Wraps any reducer with the same state and action, erasing its type.
  @inlinable
  public init<R: Reducer>(_ reducer: R) where R.State == State, R.Action == Action {
    self.reduce = { reducer.reduce(into: &$0, action: $1) }
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}
