public import CaseReflection

/// A description of how a feature's state changes in response to actions, and which effects it starts.
///
/// Implement either ``reduce(into:action:)`` or ``body``. `body` lists reducers that run in order for every action
/// (a result builder combines them), the way TCA's `body` does, without macros:
///
/// ```swift
/// struct Counter: Reducer {
///   struct State: Equatable, Sendable { var count = 0 }
///   enum Action: Equatable, Sendable { case incrementTapped }
///
///   func reduce(into state: inout State, action: Action) -> Effect<Action> {
///     switch action {
///     case .incrementTapped:
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
///
/// Reducers are `Sendable`, so effects may capture `self` to read its `@Dependency` properties.
public protocol Reducer<State, Action>: Sendable {
  /// The feature's state.
  associatedtype State
  /// What can happen in the feature.
  associatedtype Action: Sendable
  /// The type of ``body``; `Never` when the reducer implements ``reduce(into:action:)`` instead.
  associatedtype Body

  /// Evolves `state` for `action` and returns the effects to run.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers that make up this one, run in order.
  @ReducerBuilder<State, Action>
  var body: Body { get }

  /// This reducer, ready to run many actions: a reducer with a `body` builds it once, here.
  ///
  /// Stores and the composition operators (`Scope`, `ifLet`, `forEach`) call it once when they are built, so the
  /// cost of building bodies (key paths, case paths, closures) is not paid on every action. You never implement it.
  func _prepared() -> PreparedReducer<State, Action>

  /// ``reduce(into:action:)``, given what the reducers run before it on this same `action` learned of its case tag.
  ///
  /// The composition operators (`Scope`, `ifLet`, `forEach`, a `body`'s sequence) extract their case from `action`
  /// through `tag`, and hand it on to the reducers they run with the same action: the action's tag is read once per
  /// layer instead of once per operator. The default ignores `tag`. You never implement or call it.
  func _reduce(into state: inout State, action: Action, tag: inout CaseTagCache<Action>)
    -> Effect<Action>
}

extension Reducer {
  /// Runs ``reduce(into:action:)``: a reducer that extracts no case has no use for the tag.
  @inlinable @inline(__always)
  public func _reduce(into state: inout State, action: Action, tag: inout CaseTagCache<Action>)
    -> Effect<Action>
  {
    reduce(into: &state, action: action)
  }
}

extension Reducer {
  /// A reducer that implements `reduce(into:action:)` is ready as it is.
  @inlinable
  public func _prepared() -> PreparedReducer<State, Action> {
    // A reducer with a body whose type the compiler could not relate to `State` and `Action` here (one that
    // contains itself, say) is still checked for recursion without end.
    if Body.self != Never.self { return prepareBody(of: self) { ReducerBox($0).prepared() } }
    return ReducerBox(self).prepared()
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// A reducer with a `body` builds it once; a reducer whose body contains its own type (a recursive tree) builds
  /// each level the first time an action reaches it.
  @inlinable
  public func _prepared() -> PreparedReducer<State, Action> {
    prepareBody(of: self) { $0.body._prepared() }
  }
}

/// Holds a reducer by reference, so calling it never copies it.
@usableFromInline
final class ReducerBox<Base: Reducer>: Sendable {
  @usableFromInline let reducer: Base

  @inlinable init(_ reducer: Base) { self.reducer = reducer }

  /// The reducer, run in place: each call borrows it from this box instead of copying it out of the closure.
  @inlinable func prepared() -> PreparedReducer<Base.State, Base.Action> {
    PreparedReducer { self.reducer.reduce(into: &$0, action: $1) }
  }
}

/// A reducer whose body was built once (see `Reducer._prepared()`).
public struct PreparedReducer<State, Action: Sendable>: Reducer {
  @usableFromInline let run: @Sendable (inout State, Action) -> Effect<Action>

  /// A reducer running `run`.
  @inlinable
  public init(_ run: @escaping @Sendable (inout State, Action) -> Effect<Action>) {
    self.run = run
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    run(&state, action)
  }

  @inlinable
  public func _prepared() -> PreparedReducer<State, Action> { self }
}

extension Reducer where Body == Never {
  /// A reducer that implements ``reduce(into:action:)`` has no body.
  public var body: Body {
    preconditionFailure(
      "'\(Self.self)' has no body: it implements reduce(into:action:); do not call 'body' directly."
    )
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs ``body``.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}

/// `Counter.State` spelled as `StateOf<Counter>`.
public typealias StateOf<R: Reducer> = R.State
/// `Counter.Action` spelled as `ActionOf<Counter>`.
public typealias ActionOf<R: Reducer> = R.Action
/// `Effect<Counter.Action>` spelled as `EffectOf<Counter>`.
public typealias EffectOf<R: Reducer> = Effect<R.Action>
/// `Reducer<Counter.State, Counter.Action>` spelled as `ReducerOf<Counter>`, as in TCA: `var body: some
/// ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>
