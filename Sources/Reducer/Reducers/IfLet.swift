import Dependencies

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
      toChildAction: AnyCasePath(toChildAction),
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// Where a reducer operator was written, for its diagnostics.
struct OperatorLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}

/// The reducer `ifLet` returns.
public struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child: Child
  let toChildState: any WritableKeyPath<Parent.State, Child.State?> & Sendable
  let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  let location: OperatorLocation

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let childEffect = reduceChild(into: &state, action: action)
    let identityBefore = childIdentity(state[keyPath: toChildState])
    let parentEffect = parent.reduce(into: &state, action: action)
    let identityAfter = childIdentity(state[keyPath: toChildState])
    var cancel = Effect<Parent.Action>.none
    if let identityBefore, identityBefore != identityAfter {
      cancel = .cancel(id: namespace(identityBefore))
    }
    return childEffect.merge(with: parentEffect).merge(with: cancel)
  }

  private func reduceChild(into state: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    guard state[keyPath: toChildState] != nil else {
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
      return .none
    }
    let identity = childIdentity(state[keyPath: toChildState]) ?? ChildIdentity(id: nil)
    var effect = Effect<Child.Action>.none
    withChild(&state[keyPath: toChildState]) { child in
      effect = self.child.reduce(into: &child, action: childAction)
    }
    if effect.isNone { return .none }
    let casePath = toChildAction
    return effect.namespaced(namespace(identity)).map { casePath.embed($0) }
  }

  private func withChild(_ child: inout Child.State?, _ body: (inout Child.State) -> Void) {
    guard var value = child else { return }
    child = nil
    body(&value)
    child = value
  }

  private struct ChildIdentity: Hashable, Sendable {
    // NB: built only from an `Identifiable.ID` that is Hashable; compared, never shared across threads mutably.
    nonisolated(unsafe) let id: AnyHashable?
  }

  private func childIdentity(_ child: Child.State?) -> ChildIdentity? {
    guard let child else { return nil }
    if let identifiable = child as? any Identifiable {
      return ChildIdentity(id: identifiable.anyID)
    }
    return ChildIdentity(id: nil)
  }

  private func namespace(_ identity: ChildIdentity) -> CancelID {
    CancelID(IfLetNamespace(keyPath: toChildState, identity: identity))
  }

  private struct IfLetNamespace: Hashable, Sendable {
    // NB: key paths are immutable; `AnyKeyPath` is only compared and hashed here.
    nonisolated(unsafe) let keyPath: AnyKeyPath
    let identity: ChildIdentity
  }
}

extension Identifiable {
  fileprivate var anyID: AnyHashable { AnyHashable(id) }
}
