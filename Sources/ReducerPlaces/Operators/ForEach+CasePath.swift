public import CaseReflection
public import IdentifiedArrays
public import ReducerCore
extension Reducer {
  /// Runs `element` on the element of an `IdentifiedArray` an action names, with an explicit (or composed) case path
  /// to the `(id, action)` pair; the same semantics as the case-constructor form.
  ///
  /// ```swift
  /// .forEach(\.rows, action: AnyCasePath(Action.row)) { Row() }
  /// ```
  @inlinable
  public func forEach<
    ElementID: Hashable & Sendable, ElementState, ElementAction, Element: Reducer
  >(
    _ toElements: any WritableKeyPath<State, IdentifiedArray<ElementID, ElementState>> & Sendable,
    action toElementAction: AnyCasePath<Action, (ElementID, ElementAction)>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> ForEachReducer<Self, ElementID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    PlaceReducer(
      parent: self, place: IdentifiedElementPlace(toElements, action: toElementAction),
      child: element(),
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
