public import CaseReflection
import Dependencies
public import IdentifiedArrays
public import ReducerCore
import ReducerRuntime

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
  @inlinable
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
    forEach(
      toElements, action: AnyCasePath(toElementAction), element: element, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }
}

/// The reducer `forEach` returns: the element run at an ``IdentifiedElementPlace``.
public typealias ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer> =
  PlaceReducer<
    Parent, IdentifiedElementPlace<Parent.State, Parent.Action, ID, Element.State, Element.Action>,
    Element
  >

extension Array {
  /// Whether both arrays share one buffer (so they are equal without comparing elements).
  @inlinable
  package func isSameStorage(as other: Array) -> Bool {
    count == other.count
      && withUnsafeBufferPointer { lhs in
        other.withUnsafeBufferPointer { rhs in lhs.baseAddress == rhs.baseAddress }
      }
  }
}
