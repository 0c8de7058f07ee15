/// A reducer that changes nothing and returns no effect.
public struct EmptyReducer<State, Action: Sendable>: Reducer {
  /// The empty reducer.
  @inlinable public init() {}

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
