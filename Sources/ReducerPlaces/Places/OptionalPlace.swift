public import CaseReflection
public import ReducerCore

/// The place of `ifLet`: optional child state, present while it is non-nil. Its child is told apart from the one
/// before by its `id` when it is `Identifiable` (a new `id` cancels the old child's effects), else only by presence.
public struct OptionalPlace<ParentState, ParentAction: Sendable, ChildState, ChildAction: Sendable>:
  ScopablePlace
{
  @usableFromInline let field: FieldPath<ParentState, ChildState?>
  public let action: AnyCasePath<ParentAction, ChildAction>
  public typealias Address = Void
  public typealias Message = ChildAction
  /// The child's id, for `Identifiable` children (chosen statically by the `ifLet` overload).
  @usableFromInline let identify: (@Sendable (ChildState) -> AnyHashable)?

  /// The optional child at `toChildState`, its actions in `action`; `identify` gives an `Identifiable` child's id.
  @inlinable
  package init(
    _ toChildState: any WritableKeyPath<ParentState, ChildState?> & Sendable,
    action: AnyCasePath<ParentAction, ChildAction>,
    identify: (@Sendable (ChildState) -> AnyHashable)?
  ) {
    self.field = FieldPath(toChildState)
    self.action = action
    self.identify = identify
  }

  @inlinable @inline(__always)
  public func modifyChild<Result>(
    at address: Void, in state: inout ParentState, _ body: (inout ChildState) -> Result
  ) -> (result: Result, id: IfLetChildIdentity)? {
    field.modify(&state) { slot -> (Result, IfLetChildIdentity)? in
      guard var value = slot else { return nil }
      let identity = IfLetChildIdentity(of: value, identify: identify)
      // Take the child out while it is reduced, so its storage is uniquely referenced (no copy).
      slot = nil
      let result = body(&value)
      slot = value
      return (result, identity)
    }
  }

  public func keyPath(to address: Void) -> KeyPath<ParentState, ChildState?> { field.keyPath }

  public var namespace: AnyHashable { AnyHashable(field.anyKeyPath) }

  @inlinable @inline(__always)
  public func presence(in state: inout ParentState) -> IfLetChildIdentity? {
    // Not `Identifiable`: only presence matters, so no identity is computed on this hot path.
    guard identify != nil else {
      return field.read(&state, { $0 != nil }) ? IfLetChildIdentity(id: nil) : nil
    }
    return field.read(&state) { $0.map { IfLetChildIdentity(of: $0, identify: identify) } }
  }

  @inlinable @inline(__always)
  public func removedChildren(since before: IfLetChildIdentity, in state: inout ParentState)
    -> [IfLetChildIdentity]
  {
    guard field.read(&state, { $0 != nil }) else { return [before] }
    if identify == nil { return [] }
    return field.read(&state, { IfLetChildIdentity(of: $0, identify: identify) }) == before
      ? [] : [before]
  }

  public func missingChildIssue(
    for action: ParentAction, at address: Void, operatorAt location: String
  ) -> String {
    """
    An 'ifLet' at \(location) received a child action when child state was nil:

      \(action)

    Make sure the child's effects are cancelled when its state becomes nil, and that the parent does \
    not send child actions while the child is absent.
    """
  }
}

/// An `ifLet` child's identity: its `id` when it is `Identifiable`, else one identity for any child. Outside the
/// generic reducer, so building one needs no generic metadata.
public struct IfLetChildIdentity: Hashable, Sendable {
  // NB: built only from an `Identifiable.ID`, which is Hashable; only compared and hashed.
  @usableFromInline nonisolated(unsafe) let id: AnyHashable?

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
