public import ReducerCore

extension Store {
  /// The store of the element with `id` on this stack store, nil when no such element is on the stack.
  ///
  /// Scope the stack first (`store.scope(state: \.path, action: Feature.Action.path)`); the element's actions
  /// reach the parent as `.path(.element(id:action:))`, as the stack `forEach` expects.
  ///
  /// The element's store is cached while the element is on the stack; the stores of popped elements are forgotten,
  /// so the stack's store keeps as many as the stack is deep, however many screens were shown. A view that still
  /// holds the store of a popped element sends nothing to the elements that replaced it: ids are never reused, and
  /// its actions are reported issues (see the stack `forEach`).
  public func scope<ElementState: Sendable, ElementAction: Sendable>(
    id: StackElementID
  ) -> Store<ElementState, ElementAction>?
  where State == StackState<ElementState>, Action == StackAction<ElementState, ElementAction> {
    // Cached by id, and forgotten once the element left (the cache stays as deep as the stack).
    scope(
      element: AnyHashable(id), of: \StackState<ElementState>.self,
      observing: \StackState<ElementState>.ids,
      present: \StackState<ElementState>.[id: id], StackElement(id: id),
      action: { .element(id: id, action: $0) },
      presentIDs: { Set(currentState.ids.map { AnyHashable($0) }) })
  }

  /// The stack's screens, bottom first, as the view layer's path holds them. Reading it observes the stack's ids.
  public func stackPath<ElementState: Sendable, ElementAction: Sendable>() -> [StackPathComponent<
    ElementState
  >]
  where State == StackState<ElementState>, Action == StackAction<ElementState, ElementAction> {
    let ids = self[dynamicMember: \StackState<ElementState>.ids]
    let stack = currentState
    return ids.compactMap { id in stack[id: id].map { StackPathComponent(id: id, state: $0) } }
  }

  /// Applies a path the view layer wrote (a `NavigationStack` after a back swipe or a `NavigationLink(state:)`):
  /// pops every element from the first one missing from `path`, then pushes each component without an id, in order.
  ///
  /// Components with an id that is not on the stack are ignored: only the reducer decides what an id holds.
  public func setStackPath<ElementState: Sendable, ElementAction: Sendable>(
    _ path: [StackPathComponent<ElementState>]
  ) where State == StackState<ElementState>, Action == StackAction<ElementState, ElementAction> {
    let ids = currentState.ids
    var kept = 0
    while kept < ids.count, kept < path.count, path[kept].id == ids[kept] { kept += 1 }
    if kept < ids.count { send(.popFrom(id: ids[kept])) }
    for component in path.dropFirst(kept) where component.id == nil {
      push(component.state)
    }
  }

  /// Pushes `state` on this stack store from the view layer: sends `.push(id:state:)` with a new id, drawn as the
  /// reducers' `append` draws it (the next of the store's `@Dependency(\.stackElementID)` counter, skipping ids on
  /// the stack).
  ///
  /// Ids are never reused in a store, even after a reducer replaced the stack (`state.path = StackState()`): a late
  /// action from a view that still holds the store of an element that left is a reported issue, and never reaches
  /// the element pushed after it.
  @discardableResult
  public func push<ElementState: Sendable, ElementAction: Sendable>(
    _ state: ElementState,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> StoreTask
  where State == StackState<ElementState>, Action == StackAction<ElementState, ElementAction> {
    let id = currentState.newID(
      dependencies: dependencies, fileID: fileID, filePath: filePath, line: line, column: column)
    return send(.push(id: id, state: state))
  }

  /// Pops every element above the one with `id` (a tap on a breadcrumb): sends `.popFrom(id:)` for the element just
  /// above it. Nothing happens when `id` is on top or not on the stack.
  @discardableResult
  public func pop<ElementState: Sendable, ElementAction: Sendable>(to id: StackElementID)
    -> StoreTask?
  where State == StackState<ElementState>, Action == StackAction<ElementState, ElementAction> {
    let ids = currentState.ids
    guard let index = ids.firstIndex(of: id), index + 1 < ids.count else { return nil }
    return send(.popFrom(id: ids[index + 1]))
  }

  /// Pops the element with `id` and every element above it (a back button): sends `.popFrom(id:)`. Nothing happens
  /// when `id` is not on the stack.
  @discardableResult
  public func pop<ElementState: Sendable, ElementAction: Sendable>(from id: StackElementID)
    -> StoreTask?
  where State == StackState<ElementState>, Action == StackAction<ElementState, ElementAction> {
    guard currentState.ids.contains(id) else { return nil }
    return send(.popFrom(id: id))
  }
}

/// The element with `id` on a stack: the kind of scope of ``Store/scope(id:)``.
struct StackElement<Element>: ScopeStepKind {
  let id: StackElementID

  func part(of stack: StackState<Element>) -> Element? { stack[id: id] }
}
