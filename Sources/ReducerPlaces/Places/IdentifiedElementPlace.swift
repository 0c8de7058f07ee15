public import CaseReflection
public import IdentifiedArrays
public import ReducerCore

/// The place of `forEach`: the elements of an `IdentifiedArray`, each found by its id in O(1), each with its own
/// effects, cancelled when the parent removes the element.
public struct IdentifiedElementPlace<
  ParentState, ParentAction: Sendable, ID: Hashable & Sendable, ElementState,
  ElementAction: Sendable
>: ScopablePlace {
  @usableFromInline let elements: FieldPath<ParentState, IdentifiedArray<ID, ElementState>>
  public let action: AnyCasePath<ParentAction, (ID, ElementAction)>
  public typealias ChildState = ElementState
  public typealias ChildAction = ElementAction
  public typealias Address = ID
  public typealias Message = (ID, ElementAction)

  /// The elements at `toElements`, their actions in `action` with their ids.
  @inlinable
  package init(
    _ toElements: any WritableKeyPath<ParentState, IdentifiedArray<ID, ElementState>> & Sendable,
    action: AnyCasePath<ParentAction, (ID, ElementAction)>
  ) {
    self.elements = FieldPath(toElements)
    self.action = action
  }

  @inlinable @inline(__always)
  public func modifyChild<Result>(
    at id: ID, in state: inout ParentState, _ body: (inout ElementState) -> Result
  ) -> (result: Result, id: ID)? {
    // Found first, then reached in place: no closure of this place stays on the stack while the child runs (a
    // recursive tree goes through here once per level).
    guard let index = elements.read(&state, { $0.index(id: id) }) else { return nil }
    return (elements.modify(&state, at: index, body), id)
  }

  public func keyPath(to id: ID) -> KeyPath<ParentState, ElementState?> {
    elements.keyPath.appending(path: \IdentifiedArray<ID, ElementState>.[id: id])
  }

  public var namespace: AnyHashable { AnyHashable(elements.anyKeyPath) }

  /// The ids before the parent runs are held (one retain), so that their storage cannot be freed and reused by the
  /// parent; afterwards they are compared in place, without copying the ids out again.
  @inlinable @inline(__always)
  public func presence(in state: inout ParentState) -> [ID]? {
    elements.read(&state) { $0.ids }
  }

  @inlinable @inline(__always)
  public func removedChildren(since before: [ID], in state: inout ParentState) -> [ID] {
    if elements.read(&state, { $0.ids.isSameStorage(as: before) }) { return [] }
    let after = elements.read(&state) { $0.ids }
    return Self.removed(from: before, keeping: after)
  }

  /// The ids of `before` that are not in `after`.
  @usableFromInline
  static func removed(from before: [ID], keeping after: [ID]) -> [ID] {
    guard before != after else { return [] }
    let remaining = Set(after)
    return before.filter { !remaining.contains($0) }
  }

  public func missingChildIssue(
    for action: ParentAction, at id: ID, operatorAt location: String
  ) -> String {
    """
    A 'forEach' at \(location) received an action for a missing element (id: \(id)):

      \(action)

    Make sure an element's effects are cancelled when it is removed, and that actions are not sent to \
    elements that are gone.
    """
  }
}
