public import CaseReflection

/// Builds a reducer out of the reducers listed in a ``Reducer/body``, run in the order they are listed.
///
/// Supports `if`, `if let`, `if … else`, `switch` and `for … in` over reducers.
@resultBuilder
public enum ReducerBuilder<State, Action: Sendable> {
  public static func buildExpression<R: Reducer>(_ reducer: R) -> R
  where R.State == State, R.Action == Action {
    reducer
  }

  public static func buildPartialBlock<R: Reducer>(first: R) -> R
  where R.State == State, R.Action == Action {
    first
  }

  public static func buildPartialBlock<R0: Reducer, R1: Reducer>(
    accumulated: R0, next: R1
  ) -> ReducerSequence<R0, R1>
  where R0.State == State, R0.Action == Action, R1.State == State, R1.Action == Action {
    ReducerSequence(accumulated, next)
  }

  public static func buildBlock() -> EmptyReducer<State, Action> {
    EmptyReducer()
  }

  public static func buildOptional<R: Reducer>(_ wrapped: R?) -> OptionalReducer<R>
  where R.State == State, R.Action == Action {
    OptionalReducer(wrapped)
  }

  public static func buildEither<First: Reducer, Second: Reducer>(
    first reducer: First
  ) -> EitherReducer<First, Second>
  where First.State == State, First.Action == Action, Second.State == State, Second.Action == Action
  {
    .first(reducer)
  }

  public static func buildEither<First: Reducer, Second: Reducer>(
    second reducer: Second
  ) -> EitherReducer<First, Second>
  where First.State == State, First.Action == Action, Second.State == State, Second.Action == Action
  {
    .second(reducer)
  }

  public static func buildArray<R: Reducer>(_ reducers: [R]) -> ReducerArray<R>
  where R.State == State, R.Action == Action {
    ReducerArray(reducers)
  }

  public static func buildLimitedAvailability<R: Reducer>(_ wrapped: R) -> R
  where R.State == State, R.Action == Action {
    wrapped
  }

  public static func buildFinalResult<R: Reducer>(_ reducer: R) -> R
  where R.State == State, R.Action == Action {
    reducer
  }
}

/// Two reducers run one after the other; their effects are merged.
public struct ReducerSequence<R0: Reducer, R1: Reducer>: Reducer
where R0.State == R1.State, R0.Action == R1.Action {
  @usableFromInline let r0: R0
  @usableFromInline let r1: R1

  @inlinable init(_ r0: R0, _ r1: R1) {
    self.r0 = r0
    self.r1 = r1
  }

  @inlinable @inline(__always)
  public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
    var tag = CaseTagCache<R0.Action>()
    return _reduce(into: &state, action: action, tag: &tag)
  }

  /// Both reducers share what was learned of the action's tag (they run on the same action).
  @inlinable @inline(__always)
  public func _reduce(
    into state: inout R0.State, action: R0.Action, tag: inout CaseTagCache<R0.Action>
  ) -> Effect<R0.Action> {
    let first = r0._reduce(into: &state, action: action, tag: &tag)
    let second = r1._reduce(into: &state, action: action, tag: &tag)
    return first.merge(with: second)
  }
}

/// A reducer that runs only when present (from `if` in a builder).
public struct OptionalReducer<Wrapped: Reducer>: Reducer {
  @usableFromInline let wrapped: Wrapped?

  @inlinable init(_ wrapped: Wrapped?) { self.wrapped = wrapped }

  @inlinable
  public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<
    Wrapped.Action
  > {
    var tag = CaseTagCache<Wrapped.Action>()
    return _reduce(into: &state, action: action, tag: &tag)
  }

  /// Runs the reducer when present, with the layer's tag.
  @inlinable
  public func _reduce(
    into state: inout Wrapped.State, action: Wrapped.Action, tag: inout CaseTagCache<Wrapped.Action>
  ) -> Effect<Wrapped.Action> {
    wrapped?._reduce(into: &state, action: action, tag: &tag) ?? .none
  }
}

/// One of two reducers (from `if … else` or `switch` in a builder).
public enum EitherReducer<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action {
  case first(First)
  case second(Second)

  @inlinable
  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    var tag = CaseTagCache<First.Action>()
    return _reduce(into: &state, action: action, tag: &tag)
  }

  /// Runs the chosen reducer with the layer's tag.
  @inlinable
  public func _reduce(
    into state: inout First.State, action: First.Action, tag: inout CaseTagCache<First.Action>
  ) -> Effect<First.Action> {
    switch self {
    case let .first(reducer): reducer._reduce(into: &state, action: action, tag: &tag)
    case let .second(reducer): reducer._reduce(into: &state, action: action, tag: &tag)
    }
  }
}

/// Reducers from a `for … in` loop, run in order.
public struct ReducerArray<Element: Reducer>: Reducer {
  @usableFromInline let reducers: [Element]

  @inlinable init(_ reducers: [Element]) { self.reducers = reducers }

  @inlinable
  public func reduce(into state: inout Element.State, action: Element.Action) -> Effect<
    Element.Action
  > {
    var tag = CaseTagCache<Element.Action>()
    return _reduce(into: &state, action: action, tag: &tag)
  }

  /// Runs every reducer in order with the layer's tag (they run on the same action).
  @inlinable
  public func _reduce(
    into state: inout Element.State, action: Element.Action, tag: inout CaseTagCache<Element.Action>
  ) -> Effect<Element.Action> {
    var effect = Effect<Element.Action>.none
    for reducer in reducers {
      effect = effect.merge(with: reducer._reduce(into: &state, action: action, tag: &tag))
    }
    return effect
  }
}
