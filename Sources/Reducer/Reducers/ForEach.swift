import Dependencies

extension Reducer {
  /// Runs `element` on the element of an `IdentifiedArray` an action names, before this reducer.
  ///
  /// The action side is the case constructor of a `case row(id: ID, action: Row.Action)`: `action: Action.row`.
  /// Routing is O(1) by id. When the parent removes an element, its running effects are cancelled. An action for an
  /// id that is not in the array is reported (a test failure in tests, a warning elsewhere), never a crash.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .forEach(\.rows, action: Action.row) { Row() }
  /// ```
  public func forEach<
    ElementID: Hashable & Sendable, ElementState, ElementAction, Element: Reducer
  >(
    _ toElements: any WritableKeyPath<State, IdentifiedArray<ElementID, ElementState>> & Sendable,
    action toElementAction: @escaping @Sendable (ElementID, ElementAction) -> Action,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> ForEachReducer<Self, ElementID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    ForEachReducer(
      parent: self, element: element(), toElements: toElements,
      toElementAction: AnyCasePath(toElementAction),
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// The reducer `forEach` returns.
public struct ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  let parent: Parent
  let element: Element
  let toElements: any WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>> & Sendable
  let toElementAction: AnyCasePath<Parent.Action, (ID, Element.Action)>
  let location: OperatorLocation

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let elementEffect = reduceElement(into: &state, action: action)
    let idsBefore = state[keyPath: toElements].ids
    let parentEffect = parent.reduce(into: &state, action: action)
    let idsAfter = state[keyPath: toElements].ids
    guard !idsBefore.isSameStorage(as: idsAfter), idsBefore != idsAfter else {
      return elementEffect.merge(with: parentEffect)
    }
    let remaining = Set(idsAfter)
    var cancel = Effect<Parent.Action>.none
    for id in idsBefore where !remaining.contains(id) {
      cancel = cancel.merge(with: .cancel(id: namespace(id)))
    }
    return elementEffect.merge(with: parentEffect).merge(with: cancel)
  }

  private func reduceElement(into state: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    guard let (id, elementAction) = toElementAction.extract(from: action) else { return .none }
    guard let index = state[keyPath: toElements].index(id: id) else {
      reportIssue(
        """
        A 'forEach' at \(location.fileID):\(location.line) received an action for a missing element \
        (id: \(id)):

          \(action)

        Make sure an element's effects are cancelled when it is removed, and that actions are not sent to \
        elements that are gone.
        """,
        fileID: location.fileID, filePath: location.filePath, line: location.line,
        column: location.column)
      return .none
    }
    let effect = element.reduce(into: &state[keyPath: toElements][index], action: elementAction)
    if effect.isNone { return .none }
    let casePath = toElementAction
    return effect.namespaced(namespace(id)).map { casePath.embed((id, $0)) }
  }

  private func namespace(_ id: ID) -> CancelID {
    CancelID(ForEachNamespace(keyPath: toElements, id: id))
  }

  private struct ForEachNamespace: Hashable, Sendable {
    // NB: key paths are immutable; `AnyKeyPath` is only compared and hashed here.
    nonisolated(unsafe) let keyPath: AnyKeyPath
    let id: ID
  }
}

extension Array {
  /// Whether both arrays share one buffer (so they are equal without comparing elements).
  func isSameStorage(as other: Array) -> Bool {
    count == other.count
      && withUnsafeBufferPointer { lhs in
        other.withUnsafeBufferPointer { rhs in lhs.baseAddress == rhs.baseAddress }
      }
  }
}
