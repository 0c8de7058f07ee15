public import CaseReflection
public import ReducerCore
import ReducerRuntime

extension Reducer {
  /// Runs `child` on the children at `place`, before this reducer: the one operator every composition operator is
  /// (`ifLet`, `forEach` and the navigation operators are this with a built-in place).
  ///
  /// - An action for the place runs the child it names (``ChildPlace/modifyChild(at:in:_:)``), then this reducer.
  /// - A child's effects run in the child's cancellation namespace and are cancelled when this reducer removes the
  ///   child (``ChildPlace/removedChildren(since:in:)``).
  /// - An action for a child that is not there is reported (a test failure in tests, a warning elsewhere) with the
  ///   place's ``ChildPlace/missingChildIssue(for:at:operatorAt:)``, at `fileID`/`line`; never a crash.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .child(DictionaryPlace(\.rooms, action: Action.room)) { Room() }
  /// ```
  @inlinable
  public func child<Place: ChildPlace, Child: Reducer>(
    _ place: Place,
    @ReducerBuilder<Child.State, Child.Action> run child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> PlaceReducer<Self, Place, Child>
  where
    Place.ParentState == State, Place.ParentAction == Action, Place.ChildState == Child.State,
    Place.ChildAction == Child.Action
  {
    PlaceReducer(
      parent: self, place: place, child: child(),
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// A child reducer run at a ``ChildPlace``, before a parent reducer: what
/// `Reducer.child(_:run:)` returns, and what `ifLet` (``IfLetReducer``), `forEach` (``ForEachReducer``), `ifCaseLet`,
/// and the navigation module's presentation `ifLet` and stack `forEach` are.
public struct PlaceReducer<Parent: Reducer, Place: ChildPlace, Child: Reducer>: Reducer,
  InlinedOperator
where
  Place.ParentState == Parent.State, Place.ParentAction == Parent.Action,
  Place.ChildState == Child.State, Place.ChildAction == Child.Action
{
  /// The reducer, prepared when it is made.
  @usableFromInline package let layer: PreparedReducer<Parent.State, Parent.Action>
  /// The operator's parts, run in place by `reduce(into:action:)` (see ``InlinedOperator``).
  @usableFromInline let parts: Parts

  @inlinable
  package init(parent: Parent, place: Place, child: Child, location: OperatorLocation) {
    let parent = ReducerStep(parent)
    let child = preparingChild(at: location) { ReducerStep(child) }
    let parts = Parts(
      parent: parent,
      layer: PlaceLayer(
        place: place, child: child, location: location, flag: TypeFlag(for: Self.self)))
    self.parts = parts
    // The layer called directly (not through `Parts.reduce`): one frame less per level of a recursive tree.
    self.layer = PreparedReducer(layer: {
      parts.layer.reduce(into: &$0, action: $1, tag: &$2, parent: parts.parent)
    })
  }

  /// The parent and the child at its place, in one immutable object (see ``PlaceLayer``).
  @usableFromInline
  final class Parts: Sendable {
    @usableFromInline let parent: ReducerStep<Parent>
    @usableFromInline let layer: PlaceLayer<Place, Child>

    @inlinable init(parent: ReducerStep<Parent>, layer: PlaceLayer<Place, Child>) {
      self.parent = parent
      self.layer = layer
    }

    @inlinable @inline(__always)
    func reduce(
      into state: inout Parent.State, action: Parent.Action, tag: inout CaseTagCache<Parent.Action>
    ) -> Effect<Parent.Action> {
      layer.reduce(into: &state, action: action, tag: &tag, parent: parent)
    }
  }

  @inlinable @inline(__always)
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    var tag = CaseTagCache<Parent.Action>()
    return parts.reduce(into: &state, action: action, tag: &tag)
  }
}
