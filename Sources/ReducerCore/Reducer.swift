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
