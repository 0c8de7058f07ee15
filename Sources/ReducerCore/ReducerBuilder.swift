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

  /// Inlined, so that the sequence prepares its reducers where the body is written, specialised for its types.
  @inlinable
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
public struct ReducerSequence<R0: Reducer, R1: Reducer>: Reducer, InlinedOperator
where R0.State == R1.State, R0.Action == R1.Action {
  @usableFromInline let r0: R0
  @usableFromInline let r1: R1
  /// Both reducers, prepared when the body is built; they share what was learned of the action's case tag.
  @usableFromInline package let layer: PreparedReducer<R0.State, R0.Action>
  /// The sequence's reducers, run in place by `reduce(into:action:)` (see ``InlinedOperator``).
  @usableFromInline let steps: Steps

  @inlinable init(_ r0: R0, _ r1: R1) {
    self.r0 = r0
    self.r1 = r1
    let steps = Steps(first: ReducerStep(r0), second: ReducerStep(r1))
    self.steps = steps
    self.layer = PreparedReducer(layer: { steps.reduce(into: &$0, action: $1, tag: &$2) })
  }

  /// Both reducers in one immutable object: the layer's closure holds one reference, and each reducer is used in
  /// place (capturing each would copy it out, a retain and a release, on every action).
  @usableFromInline
  final class Steps: Sendable {
    @usableFromInline let first: ReducerStep<R0>
    @usableFromInline let second: ReducerStep<R1>

    @inlinable init(first: ReducerStep<R0>, second: ReducerStep<R1>) {
      self.first = first
      self.second = second
    }

    @inlinable @inline(__always)
    func reduce(
      into state: inout R0.State, action: R0.Action, tag: inout CaseTagCache<R0.Action>
    ) -> Effect<R0.Action> {
      let effect = first.reduce(into: &state, action: action, tag: &tag)
      return effect.merge(with: second.reduce(into: &state, action: action, tag: &tag))
    }
  }

  @inlinable @inline(__always)
  public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
    var tag = CaseTagCache<R0.Action>()
    return steps.reduce(into: &state, action: action, tag: &tag)
  }
}

/// A reducer that runs only when present (from `if` in a builder).
public struct OptionalReducer<Wrapped: Reducer>: Reducer, ComposedReducer {
  let wrapped: Wrapped?

  init(_ wrapped: Wrapped?) { self.wrapped = wrapped }

  public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<
    Wrapped.Action
  > {
    wrapped?.reduce(into: &state, action: action) ?? .none
  }

  /// The reducer when present, sharing its layer's tag; else nothing.
  @usableFromInline package var layer: PreparedReducer<Wrapped.State, Wrapped.Action> {
    wrapped?.prepared() ?? PreparedReducer(layer: { _, _, _ in .none })
  }
}

/// One of two reducers (from `if … else` or `switch` in a builder).
public enum EitherReducer<First: Reducer, Second: Reducer>: Reducer, ComposedReducer
where First.State == Second.State, First.Action == Second.Action {
  case first(First)
  case second(Second)

  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    switch self {
    case let .first(reducer): reducer.reduce(into: &state, action: action)
    case let .second(reducer): reducer.reduce(into: &state, action: action)
    }
  }

  /// The chosen reducer, sharing its layer's tag.
  @usableFromInline package var layer: PreparedReducer<First.State, First.Action> {
    switch self {
    case let .first(reducer): reducer.prepared()
    case let .second(reducer): reducer.prepared()
    }
  }
}

/// Reducers from a `for … in` loop, run in order.
public struct ReducerArray<Element: Reducer>: Reducer, ComposedReducer {
  let reducers: [Element]

  init(_ reducers: [Element]) { self.reducers = reducers }

  public func reduce(into state: inout Element.State, action: Element.Action) -> Effect<
    Element.Action
  > {
    layer.reduce(into: &state, action: action)
  }

  /// Every reducer in order, sharing the layer's tag (they run on the same action).
  @usableFromInline package var layer: PreparedReducer<Element.State, Element.Action> {
    let reducers = reducers.map { $0.prepared() }
    return PreparedReducer(layer: { state, action, tag in
      var effect = Effect<Element.Action>.none
      for reducer in reducers {
        effect = effect.merge(with: reducer.reduce(into: &state, action: action, tag: &tag))
      }
      return effect
    })
  }
}
