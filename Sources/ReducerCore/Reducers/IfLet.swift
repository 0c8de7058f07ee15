public import CaseReflection
import Dependencies
public import ReducerRuntime

extension Reducer {
  /// Runs `child` on optional child state while it is non-nil, before this reducer.
  ///
  /// - When the parent sets the child state to `nil`, the child's running effects are cancelled.
  /// - When the child state is `Identifiable` and its id changes, the old child's effects are cancelled.
  /// - A child action arriving while the state is `nil` is reported (a test failure in tests, a warning
  ///   elsewhere), never a crash.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.search, action: Action.search) { Search() }
  /// ```
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ toChildState: any WritableKeyPath<State, ChildState?> & Sendable,
    action toChildAction: @escaping @Sendable (ChildAction) -> Action,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> IfLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
    IfLetReducer(
      parent: self, child: child(), toChildState: toChildState,
      toChildAction: AnyCasePath(toChildAction), identify: nil,
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Runs `child` on optional `Identifiable` child state while it is non-nil, before this reducer; the old child's
  /// effects are also cancelled when the child's `id` changes.
  public func ifLet<ChildState: Identifiable & SendableMetatype, ChildAction, Child: Reducer>(
    _ toChildState: any WritableKeyPath<State, ChildState?> & Sendable,
    action toChildAction: @escaping @Sendable (ChildAction) -> Action,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> IfLetReducer<Self, Child>
  where
    ChildState == Child.State, ChildAction == Child.Action, ChildState.ID: SendableMetatype
  {
    IfLetReducer(
      parent: self, child: child(), toChildState: toChildState,
      toChildAction: AnyCasePath(toChildAction), identify: { AnyHashable($0.id) },
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// Where a reducer operator was written, for its diagnostics (a class: reducers keep one word for it, since it is
/// read only to report an issue).
@usableFromInline
package final class OperatorLocation: Sendable {
  package let fileID: StaticString
  package let filePath: StaticString
  package let line: UInt
  package let column: UInt

  @usableFromInline
  package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }
}

/// The reducer `ifLet` returns.
public struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  /// The reducer's parts, by reference: a layer's reducer is then a few words, and each part is read where it is
  /// used (in place, as the class's fields are immutable) instead of the whole reducer before its first step.
  @usableFromInline let storage: Storage

  /// What an `ifLet` is made of.
  @usableFromInline
  final class Storage: Sendable {
    @usableFromInline let parent: Parent
    @usableFromInline let child: PreparedReducer<Child.State, Child.Action>
    @usableFromInline let toChildState: FieldPath<Parent.State, Child.State?>
    @usableFromInline let toChildAction: AnyCasePath<Parent.Action, Child.Action>
    @usableFromInline let location: OperatorLocation
    /// The child's id, for `Identifiable` children (chosen statically by the `ifLet` overload).
    @usableFromInline let identify: (@Sendable (Child.State) -> AnyHashable)?

    init(
      parent: Parent, child: PreparedReducer<Child.State, Child.Action>,
      toChildState: FieldPath<Parent.State, Child.State?>,
      toChildAction: AnyCasePath<Parent.Action, Child.Action>,
      identify: (@Sendable (Child.State) -> AnyHashable)?, location: OperatorLocation
    ) {
      self.parent = parent
      self.child = child
      self.toChildState = toChildState
      self.toChildAction = toChildAction
      self.identify = identify
      self.location = location
    }
  }

  init(
    parent: Parent, child: Child,
    toChildState: any WritableKeyPath<Parent.State, Child.State?> & Sendable,
    toChildAction: AnyCasePath<Parent.Action, Child.Action>,
    identify: (@Sendable (Child.State) -> AnyHashable)?,
    location: OperatorLocation
  ) {
    self.storage = Storage(
      parent: parent, child: child._prepared(), toChildState: FieldPath(toChildState),
      toChildAction: toChildAction, identify: identify, location: location)
  }

  /// The reducer as it is (one reference to its parts), held by the closure itself: one load less on every
  /// action than through a box.
  @inlinable
  public func _prepared() -> PreparedReducer<Parent.State, Parent.Action> {
    let reducer = self
    return PreparedReducer { reducer.reduce(into: &$0, action: $1) }
  }

  @inlinable @inline(__always)
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    var tag = CaseTagCache<Parent.Action>()
    return _reduce(into: &state, action: action, tag: &tag)
  }

  /// Extracts the child's action through `tag`, and hands it on to the parent (which runs on the same action).
  @inlinable @inline(__always)
  public func _reduce(
    into state: inout Parent.State, action: Parent.Action, tag: inout CaseTagCache<Parent.Action>
  ) -> Effect<Parent.Action> {
    var childEffect = Effect<Parent.Action>.none
    if let childAction = storage.toChildAction.extract(from: action, tag: &tag) {
      childEffect = reduceChild(into: &state, childAction: childAction, action: action)
    }
    guard storage.toChildState.read(&state, { $0 != nil }) else {
      return childEffect.merge(
        with: storage.parent._reduce(into: &state, action: action, tag: &tag))
    }
    guard storage.identify != nil else {
      // Not `Identifiable`: only presence matters, so no identity is computed on this hot path.
      let effect = childEffect.merge(
        with: storage.parent._reduce(into: &state, action: action, tag: &tag))
      if storage.toChildState.read(&state, { $0 != nil }) { return effect }
      return effect.merge(
        with: .cancel(
          id: Self.namespace(IfLetChildIdentity(id: nil), of: storage.toChildState.retainedKeyPath))
      )
    }
    let identityBefore = storage.toChildState.read(&state) {
      Self.identity(of: $0, identify: storage.identify)
    }
    let parentEffect = storage.parent._reduce(into: &state, action: action, tag: &tag)
    let effect = childEffect.merge(with: parentEffect)
    if storage.toChildState.read(&state, { $0 != nil }),
      storage.toChildState.read(&state, { Self.identity(of: $0, identify: storage.identify) })
        == identityBefore
    {
      return effect
    }
    return effect.merge(
      with: .cancel(id: Self.namespace(identityBefore, of: storage.toChildState.retainedKeyPath)))
  }

  /// Every helper of `reduce` is inlined or static: one that took the whole reducer as `self` would make each call
  /// copy the reducer out of its prepared closure first.
  @inlinable @inline(__always)
  func reduceChild(
    into state: inout Parent.State, childAction: Child.Action, action: Parent.Action
  ) -> Effect<Parent.Action> {
    let outcome = storage.toChildState.modify(&state) {
      slot -> (Effect<Child.Action>, IfLetChildIdentity)? in
      guard var value = slot else { return nil }
      let identity = Self.identity(of: value, identify: storage.identify)
      // Take the child out while it is reduced, so its storage is uniquely referenced (no copy).
      slot = nil
      let effect = self.storage.child.reduce(into: &value, action: childAction)
      slot = value
      return (effect, identity)
    }
    guard let (effect, identity) = outcome else {
      Self.reportMissingChild(action, location: storage.location)
      return .none
    }
    if effect.isNone { return .none }
    return embed(effect, identity: identity)
  }

  /// The child's effect in its namespace, its actions embedded in the parent action (the closure captures a copy
  /// of the case path, which the `.none` path never makes).
  @inlinable @inline(__always)
  func embed(_ effect: Effect<Child.Action>, identity: IfLetChildIdentity) -> Effect<Parent.Action>
  {
    Self.embed(
      effect, identity: identity, embedding: storage.toChildAction.embedding,
      keyPath: storage.toChildState.retainedKeyPath)
  }

  /// Out of line, given the case path by address (a plain integer): reading the path itself out of the reducer made
  /// every action copy (retain and release) its references, even when the effect was `.none`.
  @inlinable @inline(never)
  static func embed(
    _ effect: Effect<Child.Action>, identity: IfLetChildIdentity,
    embedding: CasePathEmbedding<Parent.Action, Child.Action>, keyPath: AnyKeyPath
  ) -> Effect<Parent.Action> {
    // The reducer whose case path this is is running, so the path is alive.
    let casePath = embedding.retained()
    return effect.namespaced(namespace(identity, of: keyPath)).map { casePath.embed($0) }
  }

  @usableFromInline
  static func reportMissingChild(_ action: Parent.Action, location: OperatorLocation) {
    reportIssue(
      """
      An 'ifLet' at \(location.fileID):\(location.line) received a child action when child state was \
      nil:

        \(action)

      Make sure the child's effects are cancelled when its state becomes nil, and that the parent does \
      not send child actions while the child is absent.
      """,
      fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column)
  }

  /// The child's identity: its `id` when it is `Identifiable`, else one identity for any child.
  @usableFromInline
  static func identity(
    of child: Child.State?, identify: (@Sendable (Child.State) -> AnyHashable)?
  ) -> IfLetChildIdentity {
    guard let identify, let child else { return IfLetChildIdentity(id: nil) }
    return IfLetChildIdentity(id: identify(child))
  }

  /// The cancellation namespace of the child with `identity`, under the child state's key path.
  @usableFromInline
  static func namespace(_ identity: IfLetChildIdentity, of keyPath: AnyKeyPath) -> CancelID {
    CancelID(IfLetNamespace(keyPath: keyPath, identity: identity))
  }

  struct IfLetNamespace: Hashable, Sendable {
    // NB: key paths are immutable; `AnyKeyPath` is only compared and hashed here.
    nonisolated(unsafe) let keyPath: AnyKeyPath
    let identity: IfLetChildIdentity
  }
}

/// An `ifLet` child's identity: its `id` when it is `Identifiable`, else one identity for any child. Outside the
/// generic reducer, so building one needs no generic metadata.
@usableFromInline
struct IfLetChildIdentity: Hashable, Sendable {
  // NB: built only from an `Identifiable.ID`, which is Hashable; only compared and hashed.
  nonisolated(unsafe) let id: AnyHashable?

  @usableFromInline init(id: AnyHashable?) { self.id = id }
}
