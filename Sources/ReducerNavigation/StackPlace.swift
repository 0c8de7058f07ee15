public import CaseReflection
import Dependencies
public import ReducerCore
public import ReducerPlaces
import ValueDumping

/// The place of the stack `forEach`: the elements of a ``StackState``, each found by its id in O(1), their actions
/// in a ``StackAction``.
///
/// `.element(id:action:)` is an element's; `.push(id:state:)` and `.popFrom(id:)` are the place's own messages:
/// checked before the parent runs (a pop of an id not on the stack, a push of one already on it, are reported),
/// applied after it. Elements that left the stack, by a pop or by the parent, are found from the stack's
/// ``StackLineage`` in O(elements pushed and popped); their effects are cancelled. An element's `dismiss()` sends
/// `.popFrom(id:)` with its id, so a late one pops nothing.
public struct StackPlace<
  ParentState, ParentAction: Sendable, ElementState, ElementAction: Sendable
>:
  ChildPlace
{
  @usableFromInline let stack: FieldPath<ParentState, StackState<ElementState>>
  public let action: AnyCasePath<ParentAction, StackAction<ElementState, ElementAction>>
  public typealias ChildState = ElementState
  public typealias ChildAction = ElementAction
  public typealias Address = StackElementID
  public typealias Message = StackAction<ElementState, ElementAction>

  /// The stack at `toStack`, its actions in `action`.
  @inlinable
  init(
    _ toStack: any WritableKeyPath<ParentState, StackState<ElementState>> & Sendable,
    action: AnyCasePath<ParentAction, StackAction<ElementState, ElementAction>>
  ) {
    self.stack = FieldPath(toStack)
    self.action = action
  }

  @inlinable
  public func unpack(_ message: Message) -> (address: StackElementID, action: ElementAction)? {
    guard case let .element(id, action) = message else { return nil }
    return (id, action)
  }

  @inlinable
  public func pack(_ action: ElementAction, at id: StackElementID) -> Message {
    .element(id: id, action: action)
  }

  @inlinable
  public func modifyChild<Result>(
    at id: StackElementID, in state: inout ParentState, _ body: (inout ElementState) -> Result
  ) -> (result: Result, id: StackElementID)? {
    stack.modify(&state) { $0.modifyElement(id: id, body) }.map { ($0, id) }
  }

  /// The stack's key path, in a struct: made into an `AnyHashable` on every pop, a key path (a class) has its
  /// `Hashable` superclass looked up at run time each time.
  @inlinable public var namespace: AnyHashable { AnyHashable(KeyPathNamespace(stack.anyKeyPath)) }

  /// The stack's lineage (one reference: keeping the ids array instead would make a push copy it).
  @inlinable
  public func presence(in state: inout ParentState) -> StackLineage? {
    stack.read(&state) { $0.lineage }
  }

  /// The elements of `before` no longer on the stack. Inlinable, like ``check(_:of:before:in:operatorAt:)``.
  @inlinable
  public func removedChildren(since before: StackLineage, in state: inout ParentState)
    -> [StackElementID]
  {
    let after = stack.read(&state) { $0.lineage }
    if before === after { return [] }
    return StackLineage.removed(from: before, to: after)
  }

  public func missingChildIssue(
    for action: ParentAction, at id: StackElementID, operatorAt location: String
  ) -> String {
    """
    A 'forEach' at \(location) received an action for a stack element that is not on the stack \
    (id: \(id.rawValue)):

      \(indentedDump(action))

    Make sure actions are not sent to elements that were popped; their effects are cancelled when they are popped.
    """
  }

  /// A pop of an id not on the stack (a late `dismiss()`, or a stale action), or a push of an id already on it, is
  /// reported; the parent runs all the same. Inlinable, so the stack is read specialised where the operator is
  /// written (unspecialised, each pop looked up the metadata of the stack's generic types); the reports are made
  /// out of line, only when there is one.
  @inlinable
  public func check(
    _ message: Message, of action: ParentAction, before: StackLineage?,
    in state: inout ParentState, operatorAt location: @autoclosure () -> String
  ) -> PlaceMessageCheck {
    switch message {
    case let .popFrom(id):
      let isDismissal = DismissRoutes.takeSender(for: stack.anyKeyPath) == .stackElement(id)
      if stack.read(&state, { $0.contains(id: id) }) { return .proceed }
      return .proceed(
        reporting: missingElementIssue(
          for: action, at: id, isDismissal: isDismissal, operatorAt: location()))
    case let .push(id, _):
      guard stack.read(&state, { $0.contains(id: id) }) else { return .proceed }
      return .proceed(reporting: duplicateElementIssue(for: action, at: id, operatorAt: location()))
    case .element:
      return .proceed
    }
  }

  /// The report of a pop of `id`, not on the stack: a late dismissal (`isDismissal`) or a stale action.
  @usableFromInline
  func missingElementIssue(
    for action: ParentAction, at id: StackElementID, isDismissal: Bool, operatorAt location: String
  ) -> String {
    guard isDismissal else { return missingChildIssue(for: action, at: id, operatorAt: location) }
    return """
      'dismiss' was called for a stack element that is no longer presented: the element (id: \(id.rawValue)) \
      of the 'forEach' at \(location) that called it left the stack before the dismissal arrived. Nothing \
      was popped:

        \(indentedDump(action))

      A task that outlives its element (an unstructured 'Task', or one that ignores cancellation) must not \
      call 'dismiss()' after the element is gone.
      """
  }

  /// The report of a push of `id`, already on the stack.
  @usableFromInline
  func duplicateElementIssue(
    for action: ParentAction, at id: StackElementID, operatorAt location: String
  ) -> String {
    """
    A 'forEach' at \(location) received a push with an id already on the stack (id: \(id.rawValue)); the push \
    was ignored:

      \(indentedDump(action))

    Push new elements with a fresh id, e.g. one more than the highest id in 'path.ids'.
    """
  }

  /// A push appends the element with its id (ignored when the id is on the stack); a pop removes the element and
  /// those above it.
  @inlinable
  public func apply(_ message: Message, before: StackLineage?, in state: inout ParentState) {
    switch message {
    case let .popFrom(id): stack.modify(&state) { _ = $0.pop(from: id) }
    case let .push(id, element): stack.modify(&state) { _ = $0.append(element, id: id) }
    case .element: break
    }
  }

  /// An element's `dismiss()` sends `.popFrom(id:)` with its id.
  public func routing(
    _ effect: Effect<ParentAction>, ofChild id: StackElementID, at address: StackElementID,
    in state: inout ParentState
  ) -> Effect<ParentAction> {
    let action = self.action
    let stack = self.stack
    return effect.routingDismiss { send, _ in
      await DismissRoutes.send(.stackElement(id), of: stack.anyKeyPath) {
        await send(action.embed(.popFrom(id: id)))
      }
    }
  }
}
