public import CaseReflection

/// A reducer whose body was built once: what stores and the composition operators run.
///
/// A store prepares its reducer when it is made, and `Scope`, `ifLet` and `forEach` prepare their child when they are
/// built, so the cost of building bodies (key paths, case paths, closures) is not paid on every action. You rarely
/// need one yourself.
public struct PreparedReducer<State, Action: Sendable>: Reducer {
  /// The reducer, given what the reducers run before it on the same action learned of the action's case tag.
  @usableFromInline let run:
    @Sendable (inout State, Action, inout CaseTagCache<Action>) -> Effect<Action>

  /// A reducer running `run`.
  public init(_ run: @escaping @Sendable (inout State, Action) -> Effect<Action>) {
    self.run = { state, action, _ in run(&state, action) }
  }

  /// A reducer that shares the case tag of its layer (see `PlaceLayer`).
  @inlinable
  package init(
    layer run:
      @escaping @Sendable (inout State, Action, inout CaseTagCache<Action>) -> Effect<Action>
  ) {
    self.run = run
  }

  /// `reducer`, run in place: for an operator that prepares itself where it is written (inlined there, so that it
  /// runs specialised for the feature's types).
  @inlinable
  package init<R: Reducer>(running reducer: R) where R.State == State, R.Action == Action {
    self = ReducerBox(reducer).prepared()
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    var tag = CaseTagCache<Action>()
    return run(&state, action, &tag)
  }

  /// Runs the reducer with the tag its layer learned of `action` so far.
  @inlinable
  package func reduce(into state: inout State, action: Action, tag: inout CaseTagCache<Action>)
    -> Effect<Action>
  {
    run(&state, action, &tag)
  }
}

/// A reducer that holds its prepared form, built when it was made: the composition operators (`Scope`, `ifLet`,
/// `forEach`, a body's sequence). Found by a dynamic cast when a reducer is prepared, never a requirement of
/// ``Reducer``.
@usableFromInline
package protocol ComposedReducer<State, Action>: Reducer {
  /// This reducer, ready to run many actions.
  var layer: PreparedReducer<State, Action> { get }
}

extension PreparedReducer: ComposedReducer {
  @inlinable package var layer: Self { self }
}

/// An operator whose `reduce(into:action:)` runs its parts in place: the operator or sequence around it calls that
/// directly (inlined where the body is written, specialised for the feature's types) instead of its prepared form
/// through a closure. `Scope`, `ifLet`, `forEach`, a body's sequence.
@usableFromInline
package protocol InlinedOperator: ComposedReducer {}

extension Reducer {
  /// This reducer, ready to run many actions: a reducer with a `body` builds it once, here; a reducer whose body
  /// contains its own type (a recursive tree) builds each level the first time an action reaches it.
  ///
  /// Inlined, so that a reducer implementing ``reduce(into:action:)`` is called directly by the operator built
  /// around it.
  @inlinable
  package func prepared() -> PreparedReducer<State, Action> {
    if let composed = self as? any ComposedReducer<State, Action> { return composed.layer }
    if Body.self == Never.self { return PreparedReducer(running: self) }
    // The body is built here, where this method is inlined, so that a generic reducer's body (and the operators in
    // it) is built specialised for its type parameters: built through the protocol, it would run unspecialised and
    // look up generic metadata on every action. `Reducer` does not relate `Body` to `State` and `Action`, so the
    // body is found to be a reducer of them by a cast, once per preparation.
    return prepareBody(of: self) { ($0.body as? any Reducer<State, Action>)?.prepared() }
  }
}

/// One reducer of an operator or a body's sequence, as the operator runs it: a reducer implementing
/// `reduce(into:action:)` is called directly (inlined where the operator is written), anything else through its
/// prepared form, which shares the layer's case tag.
@usableFromInline
package struct ReducerStep<R: Reducer>: Sendable {
  @usableFromInline let reducer: R
  @usableFromInline let prepared: PreparedReducer<R.State, R.Action>?

  @inlinable
  package init(_ reducer: R) {
    self.reducer = reducer
    let isLeaf =
      reducer is any InlinedOperator
      || (R.Body.self == Never.self && !(reducer is any ComposedReducer<R.State, R.Action>))
    self.prepared = isLeaf ? nil : reducer.prepared()
  }

  @inlinable @inline(__always)
  package func reduce(
    into state: inout R.State, action: R.Action, tag: inout CaseTagCache<R.Action>
  )
    -> Effect<R.Action>
  {
    // Optional chaining uses the prepared form in place: binding it (`guard let`) would copy it out, a retain and a
    // release on every action.
    prepared?.reduce(into: &state, action: action, tag: &tag)
      ?? reducer.reduce(into: &state, action: action)
  }

  @inlinable @inline(__always)
  package func reduce(into state: inout R.State, action: R.Action) -> Effect<R.Action> {
    prepared?.reduce(into: &state, action: action) ?? reducer.reduce(into: &state, action: action)
  }
}

/// Holds a reducer by reference, so calling it never copies it.
@usableFromInline
final class ReducerBox<Base: Reducer>: Sendable {
  @usableFromInline let reducer: Base

  @inlinable init(_ reducer: Base) { self.reducer = reducer }

  /// The reducer, run in place: each call borrows it from this box instead of copying it out of the closure.
  @inlinable func prepared() -> PreparedReducer<Base.State, Base.Action> {
    PreparedReducer(layer: { state, action, _ in self.reducer.reduce(into: &state, action: action) }
    )
  }
}
