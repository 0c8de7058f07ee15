public import CaseReflection
public import ReducerCore
public import ReducerPlaces

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
    PlaceReducer(
      parent: self, place: StackPlace(toStack, action: toStackAction), child: element(),
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// The reducer the stack `forEach` returns: the element run at a ``StackPlace``.
public typealias StackReducer<Parent: Reducer, Element: Reducer> = PlaceReducer<
  Parent, StackPlace<Parent.State, Parent.Action, Element.State, Element.Action>, Element
>
