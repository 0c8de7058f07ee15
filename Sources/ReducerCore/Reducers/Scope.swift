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
  /// The scope's parts, by reference: a layer's reducer is then a few words, and each part is read where it is
  /// used (in place, as the class's fields are immutable) instead of the whole scope before its first step.
  @usableFromInline let storage: Storage

  /// What a `Scope` is made of.
  @usableFromInline
  final class Storage: Sendable {
    /// The child state as a field of the parent (a struct state), or nil.
    @usableFromInline let toChildField: FieldPath<ParentState, Child.State>?
    /// The child state as a case of the parent (an enum state), or nil.
    @usableFromInline let toChildCase: ChildCase<ParentState, Child.State>?
    @usableFromInline let toChildAction: AnyCasePath<ParentAction, Child.Action>
    @usableFromInline let child: PreparedReducer<Child.State, Child.Action>

    @inlinable
    init(
      toChildField: FieldPath<ParentState, Child.State>?,
      toChildCase: ChildCase<ParentState, Child.State>?,
      toChildAction: AnyCasePath<ParentAction, Child.Action>,
      child: PreparedReducer<Child.State, Child.Action>
    ) {
      self.toChildField = toChildField
      self.toChildCase = toChildCase
      self.toChildAction = toChildAction
      self.child = child
    }
  }

  /// Scopes with an enum case constructor, e.g. `action: Action.counter`.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: any WritableKeyPath<ParentState, ChildState> & Sendable,
    action toChildAction: @escaping @Sendable (ChildAction) -> ParentAction,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.storage = Storage(
      toChildField: FieldPath(toChildState), toChildCase: nil,
      toChildAction: AnyCasePath(toChildAction), child: child()._prepared())
  }

  /// Scopes with an explicit case path (the hand-written fast path).
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: any WritableKeyPath<ParentState, ChildState> & Sendable,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.storage = Storage(
      toChildField: FieldPath(toChildState), toChildCase: nil, toChildAction: toChildAction,
      child: child()._prepared())
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
    self.storage = Storage(
      toChildField: nil,
      toChildCase: ChildCase(
        casePath: toChildState,
        location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)),
      toChildAction: toChildAction, child: child()._prepared())
  }

  /// The reducer as it is (one reference to its parts), held by the closure itself: one load less on every
  /// action than through a box.
  @inlinable
  public func _prepared() -> PreparedReducer<ParentState, ParentAction> {
    let reducer = self
    return PreparedReducer { reducer.reduce(into: &$0, action: $1) }
  }

  @inlinable @inline(__always)
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    var tag = CaseTagCache<ParentAction>()
    return _reduce(into: &state, action: action, tag: &tag)
  }

  /// Extracts the child's action through `tag`, shared with the other reducers of the layer.
  @inlinable @inline(__always)
  public func _reduce(
    into state: inout ParentState, action: ParentAction, tag: inout CaseTagCache<ParentAction>
  ) -> Effect<ParentAction> {
    guard let childAction = storage.toChildAction.extract(from: action, tag: &tag) else {
      return .none
    }
    // The stored fields are used in place (optional chaining, no `switch` or `let` copy): copying them out would
    // retain and release the key path, the case path and the child's closure on every action.
    let effect =
      storage.toChildField?.modify(&state) {
        self.storage.child.reduce(into: &$0, action: childAction)
      }
      ?? reduceCase(into: &state, childAction: childAction, action: action)
    if effect.isNone { return .none }
    return embed(effect)
  }

  /// The child's effect, its actions embedded in the parent action (the closure captures a copy of the case path,
  /// which the `.none` path never makes).
  ///
  /// Every helper of `reduce` is inlined or static: one that took the whole reducer as `self` would make each call
  /// copy the reducer out of its prepared closure first.
  @inlinable @inline(__always)
  func embed(_ effect: Effect<Child.Action>) -> Effect<ParentAction> {
    Self.embed(effect, storage.toChildAction.embedding)
  }

  /// Out of line, given the case path by address (a plain integer): reading the path itself out of the reducer made
  /// every action copy (retain and release) its references, even when the effect was `.none`.
  @inlinable @inline(never)
  static func embed(
    _ effect: Effect<Child.Action>, _ embedding: CasePathEmbedding<ParentAction, Child.Action>
  ) -> Effect<ParentAction> {
    // The reducer whose case path this is is running, so the path is alive.
    let casePath = embedding.retained()
    return effect.map { casePath.embed($0) }
  }

  /// The child run on a case of an enum state (see `init(state:action:child:)` with case paths).
  @inlinable @inline(__always)
  func reduceCase(
    into state: inout ParentState, childAction: Child.Action, action: ParentAction
  ) -> Effect<Child.Action> {
    let effect = storage.toChildCase?.reduce(
      into: &state, child: storage.child, childAction: childAction, action: action)
    return effect ?? .none
  }
}

/// How a `Scope` reaches a child state held in a case of an enum state (a class: the reducer keeps one word for it).
@usableFromInline
final class ChildCase<Parent, Child>: Sendable {
  @usableFromInline let casePath: AnyCasePath<Parent, Child>
  @usableFromInline let location: OperatorLocation

  @usableFromInline
  init(casePath: AnyCasePath<Parent, Child>, location: OperatorLocation) {
    self.casePath = casePath
    self.location = location
  }

  /// Runs `child` on the case's state, or reports `action` when the state holds another case.
  @inlinable
  func reduce<ParentAction, ChildAction: Sendable>(
    into state: inout Parent, child: PreparedReducer<Child, ChildAction>, childAction: ChildAction,
    action: ParentAction
  ) -> Effect<ChildAction> {
    guard var childState = casePath.extract(from: state) else {
      reportOtherCase(action)
      return .none
    }
    let effect = child.reduce(into: &childState, action: childAction)
    state = casePath.embed(childState)
    return effect
  }

  @usableFromInline
  func reportOtherCase<ParentAction>(_ action: ParentAction) {
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
