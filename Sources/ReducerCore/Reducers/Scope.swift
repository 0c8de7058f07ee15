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
  @usableFromInline let toChildState: ChildStateAccess<ParentState, Child.State>
  @usableFromInline let toChildAction: AnyCasePath<ParentAction, Child.Action>
  @usableFromInline let child: PreparedReducer<Child.State, Child.Action>

  /// Scopes with an enum case constructor, e.g. `action: Action.counter`.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: any WritableKeyPath<ParentState, ChildState> & Sendable,
    action toChildAction: @escaping @Sendable (ChildAction) -> ParentAction,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .field(FieldPath(toChildState))
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
    self.toChildState = .field(FieldPath(toChildState))
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
    self.toChildState = .enumCase(
      toChildState,
      OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    self.toChildAction = toChildAction
    self.child = child()._prepared()
  }

  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    let child = self.child
    let effect: Effect<Child.Action>
    switch toChildState {
    case let .field(field):
      effect = field.modify(&state) { child.reduce(into: &$0, action: childAction) }
    case let .enumCase(casePath, location):
      guard var childState = casePath.extract(from: state) else {
        reportOtherCase(action, location: location)
        return .none
      }
      effect = child.reduce(into: &childState, action: childAction)
      state = casePath.embed(childState)
    }
    if effect.isNone { return .none }
    let casePath = toChildAction
    return effect.map { casePath.embed($0) }
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

/// How a `Scope` reaches its child state: a field of a struct, or a case of an enum.
@usableFromInline
enum ChildStateAccess<Parent, Child>: Sendable {
  case field(FieldPath<Parent, Child>)
  case enumCase(AnyCasePath<Parent, Child>, OperatorLocation)
}
