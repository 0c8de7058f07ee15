public import CaseReflection
import Dependencies
import ValueDumping

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
  /// The child state as a field of the parent (a struct state), or nil.
  @usableFromInline let toChildField: FieldPath<ParentState, Child.State>?
  /// The child state as a case of the parent (an enum state), or nil.
  @usableFromInline let toChildCase: ChildCase<ParentState, Child.State>?
  @usableFromInline let toChildAction: AnyCasePath<ParentAction, Child.Action>
  @usableFromInline let child: PreparedReducer<Child.State, Child.Action>

  /// Scopes with an enum case constructor, e.g. `action: Action.counter`.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: any WritableKeyPath<ParentState, ChildState> & Sendable,
    action toChildAction: @escaping @Sendable (ChildAction) -> ParentAction,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildField = FieldPath(toChildState)
    self.toChildCase = nil
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
    self.toChildField = FieldPath(toChildState)
    self.toChildCase = nil
    self.toChildAction = toChildAction
    self.child = child()._prepared()
  }

  /// Scopes to a case of an enum state with its case constructor, e.g. `Scope(state: State.add, action:
  /// Action.add)` inside a destination enum's body.
  ///
  /// The child runs only while the state holds that case. A child action arriving while the state holds another
  /// case is a reported issue naming the action (a test failure in tests), never a crash.
  ///
  /// ```swift
  /// var body: some Reducer<State, Action> {
  ///   Scope(state: State.add, action: Action.add) { ItemForm() }
  ///   Scope(state: State.edit, action: Action.edit) { ItemForm() }
  /// }
  /// ```
  public init<ChildState, ChildAction>(
    state toChildState: @escaping @Sendable (ChildState) -> ParentState,
    action toChildAction: @escaping @Sendable (ChildAction) -> ParentAction,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      state: AnyCasePath(toChildState), action: AnyCasePath(toChildAction), child: child,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Scopes to a case of an enum state with explicit (or composed) case paths for both sides.
  public init<ChildState, ChildAction>(
    state toChildState: AnyCasePath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildField = nil
    self.toChildCase = ChildCase(
      casePath: toChildState,
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    self.toChildAction = toChildAction
    self.child = child()._prepared()
  }

  @inlinable @inline(__always)
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    // The stored fields are used in place (optional chaining, no `switch` or `let` copy): copying them out would
    // retain and release the key path, the case path and the child's closure on every action.
    let effect =
      toChildField?.modify(&state) { self.child.reduce(into: &$0, action: childAction) }
      ?? reduceCase(into: &state, childAction: childAction, action: action)
    if effect.isNone { return .none }
    return embed(effect)
  }

  /// The child's effect, its actions embedded in the parent action. Out of line, so that the `.none` path never
  /// copies the case path (the closure that embeds it captures a copy).
  @inlinable @inline(never)
  func embed(_ effect: Effect<Child.Action>) -> Effect<ParentAction> {
    let casePath = toChildAction
    return effect.map { casePath.embed($0) }
  }

  /// The child run on a case of an enum state (see `init(state:action:child:)` with case paths).
  @inlinable
  func reduceCase(
    into state: inout ParentState, childAction: Child.Action, action: ParentAction
  ) -> Effect<Child.Action> {
    guard let toChildCase else { return .none }
    guard var childState = toChildCase.casePath.extract(from: state) else {
      reportOtherCase(action, location: toChildCase.location)
      return .none
    }
    let effect = child.reduce(into: &childState, action: childAction)
    state = toChildCase.casePath.embed(childState)
    return effect
  }

  @usableFromInline
  func reportOtherCase(_ action: ParentAction, location: OperatorLocation) {
    reportIssue(
      """
      A 'Scope' at \(location.fileID):\(location.line) received a child action when the state held another \
      case:

        \(indentedDump(action))

      Make sure the child's effects are cancelled when the state leaves the case (use 'ifCaseLet'), and that \
      actions are not sent to a case that is not presented.
      """,
      fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column)
  }
}

/// How a `Scope` reaches a child state held in a case of an enum state.
@usableFromInline
struct ChildCase<Parent, Child>: Sendable {
  @usableFromInline let casePath: AnyCasePath<Parent, Child>
  @usableFromInline let location: OperatorLocation

  @usableFromInline
  init(casePath: AnyCasePath<Parent, Child>, location: OperatorLocation) {
    self.casePath = casePath
    self.location = location
  }
}
