/// Runs a child reducer on part of the parent's state, for the child's actions.
///
/// The action side is the enum case constructor itself, no per-case code needed:
///
/// ```swift
/// var body: some Reducer<State, Action> {
///   Scope(state: \.counter, action: Action.counter) { Counter() }
///   Reduce { state, action in … }
/// }
/// ```
///
/// Listed before the parent's `Reduce`, the child runs first (as in TCA). Actions that are not the child's case are
/// ignored at the cost of one case check.
public struct Scope<ParentState, ParentAction: Sendable, Child: Reducer>: Reducer {
  @usableFromInline let toChildState: FieldPath<ParentState, Child.State>
  @usableFromInline let toChildAction: AnyCasePath<ParentAction, Child.Action>
  @usableFromInline let child: PreparedReducer<Child.State, Child.Action>

  /// Scopes with an enum case constructor, e.g. `action: Action.counter`.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: any WritableKeyPath<ParentState, ChildState> & Sendable,
    action toChildAction: @escaping @Sendable (ChildAction) -> ParentAction,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = FieldPath(toChildState)
    self.toChildAction = AnyCasePath(toChildAction)
    self.child = child()._prepared()
  }

  /// Scopes with an explicit case path (the hand-written fast path).
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: any WritableKeyPath<ParentState, ChildState> & Sendable,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = FieldPath(toChildState)
    self.toChildAction = toChildAction
    self.child = child()._prepared()
  }

  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    let child = self.child
    let effect = toChildState.modify(&state) { child.reduce(into: &$0, action: childAction) }
    if effect.isNone { return .none }
    let casePath = toChildAction
    return effect.map { casePath.embed($0) }
  }
}
