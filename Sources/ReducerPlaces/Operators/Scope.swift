public import CaseReflection
import Dependencies
public import ReducerCore
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
public struct Scope<ParentState, ParentAction: Sendable, Child: Reducer>: Reducer, InlinedOperator {
  /// The scope, prepared when it is made.
  @usableFromInline package let layer: PreparedReducer<ParentState, ParentAction>
  /// A scope on a stored property, run in place by `reduce(into:action:)` (see ``InlinedOperator``); nil for a
  /// scope on an enum case.
  @usableFromInline let fieldScope:
    PlaceLayer<FieldPlace<ParentState, ParentAction, Child.State, Child.Action>, Child>?

  /// Scopes with an enum case constructor, e.g. `action: Action.counter`.
  ///
  /// `fileID`, `filePath`, `line` and `column` say where the scope was written: a child that runs itself without end
  /// through it (a `Scope` onto the same state running `Self()`) is reported there.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: any WritableKeyPath<ParentState, ChildState> & Sendable,
    action toChildAction: @escaping @Sendable (ChildAction) -> ParentAction,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      field: FieldPlace(toChildState, action: AnyCasePath(toChildAction)), child: child,
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Scopes with an explicit case path (the hand-written fast path).
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: any WritableKeyPath<ParentState, ChildState> & Sendable,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      field: FieldPlace(toChildState, action: toChildAction), child: child,
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// The child run in place on a stored property of the parent's state; `location` is where a recursion without end
  /// through it is reported.
  @inlinable
  init(
    field: FieldPlace<ParentState, ParentAction, Child.State, Child.Action>, child: () -> Child,
    location: OperatorLocation
  ) {
    let step = preparingChild(at: location) { ReducerStep(child()) }
    let scope = PlaceLayer(
      place: field, child: step, location: location, flag: .untracked)
    self.fieldScope = scope
    self.layer = PreparedReducer(layer: { scope.reduceChild(into: &$0, action: $1, tag: &$2) })
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
    let location = OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let child = preparingChild(at: location) { ReducerStep(child()) }
    let scope = PlaceLayer(
      place: EnumCasePlace(toChildState, action: toChildAction, ifCaseLet: false), child: child,
      location: location, flag: .untracked)
    self.fieldScope = nil
    self.layer = PreparedReducer(layer: { scope.reduceChild(into: &$0, action: $1, tag: &$2) })
  }

  @inlinable @inline(__always)
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    var tag = CaseTagCache<ParentAction>()
    return fieldScope?.reduceChild(into: &state, action: action, tag: &tag)
      ?? layer.reduce(into: &state, action: action)
  }
}
