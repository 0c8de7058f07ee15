public import CaseReflection
import Dependencies
public import ReducerCore
public import ReducerRuntime
import ValueDumping

extension Reducer {
  /// Runs `element` on the elements of a navigation stack, routing each element's actions, before this reducer; and
  /// handles pushes and pops.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .forEach(\.path, action: Action.path) { Path() }
  /// ```
  ///
  /// - `.element(id:action:)` runs the element with that id (O(1)), then this reducer.
  /// - `.push(id:state:)` runs this reducer, then pushes `state` with `id`; `.popFrom(id:)` runs this reducer, then
  ///   removes that element and those above it.
  /// - Removing an element, by a pop or by this reducer changing the stack, cancels every effect it started.
  /// - An element's effects can pop it with `@Dependency(\.dismiss)`: `await dismiss()` sends `.popFrom(id:)`.
  /// - An action for an id that is not on the stack, or a push of an id already on it, is a reported issue naming
  ///   the action (a test failure in tests), never a crash.
  /// - `state.path.append(…)` in this reducer gives the new element the next id of the store's counter (or of an
  ///   overridden `@Dependency(\.stackElementID)`), so ids are never reused in a store, even after the stack was
  ///   replaced; a late `dismiss()` of an element that left is a reported issue that pops nothing.
  /// - Pushes and pops cost O(1) (amortised) however deep the stack is.
  public func forEach<ElementState, ElementAction, Element: Reducer>(
    _ toStack: any WritableKeyPath<State, StackState<ElementState>> & Sendable,
    action toStackAction: @escaping @Sendable (StackAction<ElementState, ElementAction>) -> Action,
    @ReducerBuilder<ElementState, ElementAction> destination element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> StackReducer<Self, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    forEach(
      toStack, action: AnyCasePath(toStackAction), destination: element, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Runs `element` on the elements of a navigation stack, with an explicit (or composed) case path for the action
  /// side; the same semantics as the case-constructor form.
  @inlinable
  public func forEach<ElementState, ElementAction, Element: Reducer>(
    _ toStack: any WritableKeyPath<State, StackState<ElementState>> & Sendable,
    action toStackAction: AnyCasePath<Action, StackAction<ElementState, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> destination element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> StackReducer<Self, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    StackReducer(
      parent: self, element: element(), toStack: toStack, toStackAction: toStackAction,
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
    .preparingInPlace()
  }
}

/// The reducer the stack `forEach` returns.
public struct StackReducer<Parent: Reducer, Element: Reducer>: Reducer, InPlaceReducer {
  @usableFromInline let parent: Parent
  @usableFromInline let element: PreparedReducer<Element.State, Element.Action>
  @usableFromInline let toStack: FieldPath<Parent.State, StackState<Element.State>>
  @usableFromInline let toStackAction:
    AnyCasePath<Parent.Action, StackAction<Element.State, Element.Action>>
  @usableFromInline let location: OperatorLocation
  /// The reducer run in place, made where it was written (see `InPlaceReducer`).
  @usableFromInline package var inPlace: PreparedReducer<Parent.State, Parent.Action>?

  @usableFromInline
  init(
    parent: Parent, element: Element,
    toStack: any WritableKeyPath<Parent.State, StackState<Element.State>> & Sendable,
    toStackAction: AnyCasePath<Parent.Action, StackAction<Element.State, Element.Action>>,
    location: OperatorLocation
  ) {
    self.parent = parent
    self.element = preparingChild(at: location) { element.prepared() }
    self.toStack = FieldPath(toStack)
    self.toStackAction = toStackAction
    self.location = location
  }

  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let stackAction = toStackAction.extract(from: action)
    // The lineage, not the ids array: keeping the array would make the push below copy it (O(depth)).
    let before = toStack.read(&state) { $0.lineage }
    var elementEffect = Effect<Parent.Action>.none
    switch stackAction {
    case let .element(id, elementAction)?:
      elementEffect = reduceElement(
        into: &state, id: id, action: elementAction, parentAction: action)
    case let .popFrom(id)?:
      let isDismissal = DismissRoutes.takeSender(for: toStack.anyKeyPath) == .stackElement(id)
      if !toStack.read(&state, { $0.contains(id: id) }) {
        reportMissing(id: id, action: action, isDismissal: isDismissal)
      }
    case let .push(id, _)?:
      if toStack.read(&state, { $0.contains(id: id) }) { reportDuplicate(id: id, action: action) }
    case nil:
      break
    }
    let effect = elementEffect.merge(with: parent.reduce(into: &state, action: action))
    switch stackAction {
    case let .popFrom(id)?:
      toStack.modify(&state) { _ = $0.pop(from: id) }
    case let .push(id, elementState)?:
      toStack.modify(&state) { _ = $0.append(elementState, id: id) }
    case .element?, nil:
      break
    }
    let after = toStack.read(&state) { $0.lineage }
    if before === after { return effect }
    return effect.merge(with: cancelRemoved(before: before, after: after))
  }

  @inlinable
  func reduceElement(
    into state: inout Parent.State, id: StackElementID, action: Element.Action,
    parentAction: Parent.Action
  ) -> Effect<Parent.Action> {
    let element = self.element
    let reduced = toStack.modify(&state) { stack -> Effect<Element.Action>? in
      stack.modifyElement(id: id) { element.reduce(into: &$0, action: action) }
    }
    guard let effect = reduced else {
      reportMissing(id: id, action: parentAction)
      return .none
    }
    if effect.isNone { return .none }
    let casePath = toStackAction
    return effect.namespaced(namespace(id))
      .map { casePath.embed(.element(id: id, action: $0)) }
      .routingDismiss { [toStack] send, _ in
        await DismissRoutes.send(.stackElement(id), of: toStack.anyKeyPath) {
          await send(casePath.embed(.popFrom(id: id)))
        }
      }
  }

  /// Cancels the effects of the elements that left the stack: O(elements pushed and popped), whatever the depth.
  @usableFromInline
  func cancelRemoved(before: StackLineage?, after: StackLineage?) -> Effect<Parent.Action> {
    let removed = StackLineage.removed(from: before, to: after)
    if removed.count <= 1 { return removed.first.map { .cancel(id: namespace($0)) } ?? .none }
    // One merge of all the cancellations (merging them one by one copies the list each time).
    return Effect(operation: .merge(removed.map { .cancel(id: namespace($0)) }))
  }

  @usableFromInline
  func namespace(_ id: StackElementID) -> CancelID {
    CancelID(StackNamespace(keyPath: toStack.anyKeyPath, id: id))
  }

  @usableFromInline
  func reportMissing(id: StackElementID, action: Parent.Action, isDismissal: Bool = false) {
    if isDismissal {
      reportIssue(
        """
        'dismiss' was called for a stack element that is no longer presented: the element (id: \(id.rawValue)) \
        of the 'forEach' at \(location.fileID):\(location.line) that called it left the stack before the \
        dismissal arrived. Nothing was popped:

          \(indentedDump(action))

        A task that outlives its element (an unstructured 'Task', or one that ignores cancellation) must not \
        call 'dismiss()' after the element is gone.
        """,
        fileID: location.fileID, filePath: location.filePath, line: location.line,
        column: location.column)
      return
    }
    reportIssue(
      """
      A 'forEach' at \(location.fileID):\(location.line) received an action for a stack element that is not \
      on the stack (id: \(id.rawValue)):

        \(indentedDump(action))

      Make sure actions are not sent to elements that were popped; their effects are cancelled when they \
      are popped.
      """,
      fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column)
  }

  @usableFromInline
  func reportDuplicate(id: StackElementID, action: Parent.Action) {
    reportIssue(
      """
      A 'forEach' at \(location.fileID):\(location.line) received a push with an id already on the stack \
      (id: \(id.rawValue)); the push was ignored:

        \(indentedDump(action))

      Push new elements with a fresh id, e.g. one more than the highest id in 'path.ids'.
      """,
      fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column)
  }
}

/// The cancellation namespace (and dismissal token) of one stack element.
@usableFromInline
struct StackNamespace: Hashable, Sendable {
  // NB: key paths are immutable; `AnyKeyPath` is only compared and hashed here.
  nonisolated(unsafe) let keyPath: AnyKeyPath
  let id: StackElementID
}
