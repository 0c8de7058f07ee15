public import CaseReflection
public import ReducerCore

/// The place of `Scope` on a stored property: a child that is always there. Its effects are the parent's (no
/// namespace), and nothing is compared after the parent runs.
public struct FieldPlace<ParentState, ParentAction: Sendable, ChildState, ChildAction: Sendable>:
  ChildPlace
{
  @usableFromInline let field: FieldPath<ParentState, ChildState>
  public let action: AnyCasePath<ParentAction, ChildAction>
  public typealias Address = Void
  public typealias Message = ChildAction

  /// The child at `toChildState`, its actions in `action`.
  @inlinable
  package init(
    _ toChildState: any WritableKeyPath<ParentState, ChildState> & Sendable,
    action: AnyCasePath<ParentAction, ChildAction>
  ) {
    self.field = FieldPath(toChildState)
    self.action = action
  }

  @inlinable @inline(__always)
  public func modifyChild<Result>(
    at address: Void, in state: inout ParentState, _ body: (inout ChildState) -> Result
  ) -> (result: Result, id: Int)? {
    (field.modify(&state, body), 0)
  }

  @inlinable public var tracksChildren: Bool { false }

  public var namespace: AnyHashable { AnyHashable(field.anyKeyPath) }

  @inlinable public func presence(in state: inout ParentState) -> Void? { nil }

  @inlinable public func removedChildren(since before: Void, in state: inout ParentState) -> [Int] {
    []
  }

  public func missingChildIssue(
    for action: ParentAction, at address: Void, operatorAt location: String
  ) -> String {
    "A 'Scope' at \(location) received an action for a child that is always there."
  }
}
