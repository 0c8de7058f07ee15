public import CaseReflection
public import ReducerCore
public import ReducerPlaces

extension Reducer {
  /// Runs `destination` on presented child state while it is presented, before this reducer.
  ///
  /// The child's state is a ``PresentationState`` (declared with `@Presents`); pass its projection, `\.$destination`,
  /// and the case constructor of the parent's `case destination(PresentationAction<Destination.Action>)`:
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.$destination, action: Action.destination) { Destination() }
  /// ```
  ///
  /// - `.presented(action)` runs the child, then this reducer. A `.presented` action while nothing is presented is a
  ///   reported issue naming the action (a test failure in tests), never a crash.
  /// - `.dismiss` runs this reducer, then sets the state to nil.
  /// - Dismissal, whether by `.dismiss`, by this reducer setting the state to nil, or by presenting another case of a
  ///   destination enum or another `id` of `Identifiable` state, cancels every effect the child started.
  /// - After any `.presented` action of an ``AlertState`` or ``ConfirmationDialogState`` (presented directly or as
  ///   a case of a destination enum), the state is cleared by itself.
  /// - The child's effects can dismiss it with `@Dependency(\.dismiss)`: `await dismiss()` sends `.dismiss`. A
  ///   `dismiss()` arriving after its child was dismissed or replaced (from a task that outlived it) is a reported
  ///   issue that changes nothing: it never closes the child presented after it.
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: any WritableKeyPath<State, PresentationState<DestinationState>>
      & Sendable,
    action toPresentationAction:
      @escaping @Sendable (PresentationAction<DestinationAction>) ->
      Action,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> PresentationReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    ifLet(
      toPresentationState, action: AnyCasePath(toPresentationAction), destination: destination,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Runs `destination` on presented child state while it is presented, with an explicit (or composed) case path for
  /// the action side; the same semantics as the case-constructor form.
  @inlinable
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: any WritableKeyPath<State, PresentationState<DestinationState>>
      & Sendable,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> PresentationReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    PlaceReducer(
      parent: self, place: PresentationPlace(toPresentationState, action: toPresentationAction),
      child: destination(),
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Integrates presented state that has no reducer of its own, such as an alert or a dialog:
  /// `.ifLet(\.$alert, action: Action.alert)`.
  ///
  /// The state is cleared after any of its `.presented` actions (for alerts and dialogs) or on `.dismiss`.
  public func ifLet<DestinationState, DestinationAction>(
    _ toPresentationState: any WritableKeyPath<State, PresentationState<DestinationState>>
      & Sendable,
    action toPresentationAction:
      @escaping @Sendable (PresentationAction<DestinationAction>) ->
      Action,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    ifLet(
      toPresentationState, action: AnyCasePath(toPresentationAction),
      destination: { EmptyReducer() },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// The reducer the presentation `ifLet` returns: the destination run at a ``PresentationPlace``.
public typealias PresentationReducer<Parent: Reducer, Destination: Reducer> = PlaceReducer<
  Parent,
  PresentationPlace<Parent.State, Parent.Action, Destination.State, Destination.Action>,
  Destination
>
