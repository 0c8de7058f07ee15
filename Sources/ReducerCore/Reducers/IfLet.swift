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
  @inlinable
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ toChildState: any WritableKeyPath<State, ChildState?> & Sendable,
    action toChildAction: @escaping @Sendable (ChildAction) -> Action,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> IfLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
    ifLet(
      toChildState, action: AnyCasePath(toChildAction), then: child, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Runs `child` on optional `Identifiable` child state while it is non-nil, before this reducer; the old child's
  /// effects are also cancelled when the child's `id` changes.
  @inlinable
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

  /// Runs `child` on optional child state while it is non-nil, with an explicit (or composed) case path for the
  /// action side; the same semantics as the case-constructor form.
  ///
  /// ```swift
  /// .ifLet(\.search, action: AnyCasePath(Action.search)) { Search() }
  /// ```
  @inlinable
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ toChildState: any WritableKeyPath<State, ChildState?> & Sendable,
    action toChildAction: AnyCasePath<Action, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> IfLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
    IfLetReducer(
      parent: self, child: child(), toChildState: toChildState, toChildAction: toChildAction,
      identify: nil,
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// The reducer `ifLet` returns.
public struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer, InlinedOperator {
  /// The reducer, prepared when it is made.
  @usableFromInline package let layer: PreparedReducer<Parent.State, Parent.Action>
  /// The operator's parts, run in place by `reduce(into:action:)` (see ``InlinedOperator``).
  @usableFromInline let parts: Layer

  /// `identify` gives the child's id, for `Identifiable` children (chosen statically by the `ifLet` overload).
  @inlinable
  init(
    parent: Parent, child: Child,
    toChildState: any WritableKeyPath<Parent.State, Child.State?> & Sendable,
    toChildAction: AnyCasePath<Parent.Action, Child.Action>,
    identify: (@Sendable (Child.State) -> AnyHashable)?,
    location: OperatorLocation
  ) {
    let parent = ReducerStep(parent)
    let child = preparingChild(at: location) { ReducerStep(child) }
    let toChildState = FieldPath(toChildState)
    let route = ChildRoute(toChildAction, location: location)
    let parts = Layer(
      parent: parent, child: child, toChildState: toChildState, route: route, identify: identify)
    self.parts = parts
    self.layer = PreparedReducer(layer: { parts.reduce(into: &$0, action: $1, tag: &$2) })
  }

  /// The operator's parts in one immutable object: the layer's closure holds one reference, and each part is used in
  /// place (capturing each would copy it out, a retain and a release, on every action).
  @usableFromInline
  final class Layer: Sendable {
    @usableFromInline let parent: ReducerStep<Parent>
    @usableFromInline let child: ReducerStep<Child>
    @usableFromInline let toChildState: FieldPath<Parent.State, Child.State?>
    @usableFromInline let route: ChildRoute<Parent.Action, Child.Action>
    @usableFromInline let identify: (@Sendable (Child.State) -> AnyHashable)?

    @inlinable
    init(
      parent: ReducerStep<Parent>, child: ReducerStep<Child>,
      toChildState: FieldPath<Parent.State, Child.State?>,
      route: ChildRoute<Parent.Action, Child.Action>,
      identify: (@Sendable (Child.State) -> AnyHashable)?
    ) {
      self.parent = parent
      self.child = child
      self.toChildState = toChildState
      self.route = route
      self.identify = identify
    }

    /// The child's part of an action for it: out of line (still specialised), so that the child's code, inlined
    /// here, does not weigh on every other action's path (a child's `.run` alone makes each call look up the
    /// metadata of `TaskPriority?`, a resilient type, to size its stack).
    @inlinable @inline(never)
    func reduceChild(
      into state: inout Parent.State, childAction: Child.Action, action: Parent.Action
    ) -> Effect<Parent.Action> {
      let outcome = toChildState.modify(&state) {
        slot -> (Effect<Child.Action>, IfLetChildIdentity)? in
        guard var value = slot else { return nil }
        let identity = IfLetChildIdentity(of: value, identify: identify)
        // Take the child out while it is reduced, so its storage is uniquely referenced (no copy).
        slot = nil
        let effect = child.reduce(into: &value, action: childAction)
        slot = value
        return (effect, identity)
      }
      guard let (effect, identity) = outcome else {
        IfLetReducer<Parent, Child>.reportMissingChild(action, route: route)
        return .none
      }
      // The namespace (a boxed identity) is made only for an effect that does work.
      if effect.isNone { return .none }
      return route.embed(
        effect, in: IfLetReducer<Parent, Child>.namespace(identity, of: toChildState.anyKeyPath))
    }

    @inlinable @inline(__always)
    func reduce(
      into state: inout Parent.State, action: Parent.Action, tag: inout CaseTagCache<Parent.Action>
    ) -> Effect<Parent.Action> {
      var childEffect = Effect<Parent.Action>.none
      if let childAction = route.extract(from: action, tag: &tag) {
        childEffect = reduceChild(into: &state, childAction: childAction, action: action)
      }
      guard toChildState.read(&state, { $0 != nil }) else {
        return childEffect.merge(with: parent.reduce(into: &state, action: action, tag: &tag))
      }
      guard identify != nil else {
        // Not `Identifiable`: only presence matters, so no identity is computed on this hot path.
        let effect = childEffect.merge(with: parent.reduce(into: &state, action: action, tag: &tag))
        if toChildState.read(&state, { $0 != nil }) { return effect }
        return effect.merge(
          with: .cancel(
            id: IfLetReducer<Parent, Child>.namespace(
              IfLetChildIdentity(id: nil), of: toChildState.anyKeyPath)))
      }
      let identityBefore = toChildState.read(&state) {
        IfLetChildIdentity(of: $0, identify: identify)
      }
      let effect = childEffect.merge(with: parent.reduce(into: &state, action: action, tag: &tag))
      if toChildState.read(&state, { $0 != nil }),
        toChildState.read(&state, { IfLetChildIdentity(of: $0, identify: identify) })
          == identityBefore
      {
        return effect
      }
      return effect.merge(
        with: .cancel(
          id: IfLetReducer<Parent, Child>.namespace(identityBefore, of: toChildState.anyKeyPath)))
    }
  }

  @inlinable @inline(__always)
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    var tag = CaseTagCache<Parent.Action>()
    return parts.reduce(into: &state, action: action, tag: &tag)
  }

  @usableFromInline
  static func reportMissingChild(
    _ action: Parent.Action, route: ChildRoute<Parent.Action, Child.Action>
  ) {
    let line = route.location.map { " at \($0.fileID):\($0.line)" } ?? ""
    route.report(
      """
      An 'ifLet'\(line) received a child action when child state was nil:

        \(action)

      Make sure the child's effects are cancelled when its state becomes nil, and that the parent does \
      not send child actions while the child is absent.
      """)
  }

  /// The cancellation namespace of the child with `identity`, under the child state's key path.
  @usableFromInline
  static func namespace(_ identity: IfLetChildIdentity, of keyPath: AnyKeyPath) -> CancelID {
    ChildNamespace.cancelID(identity, under: keyPath)
  }
}

/// An `ifLet` child's identity: its `id` when it is `Identifiable`, else one identity for any child. Outside the
/// generic reducer, so building one needs no generic metadata.
@usableFromInline
struct IfLetChildIdentity: Hashable, Sendable {
  // NB: built only from an `Identifiable.ID`, which is Hashable; only compared and hashed.
  nonisolated(unsafe) let id: AnyHashable?

  @usableFromInline init(id: AnyHashable?) { self.id = id }

  /// The identity of `child`: its `id` when `identify` is given, else the one identity of any child.
  @usableFromInline
  init<Child>(of child: Child?, identify: (@Sendable (Child) -> AnyHashable)?) {
    guard let identify, let child else {
      self.id = nil
      return
    }
    self.id = identify(child)
  }
}
