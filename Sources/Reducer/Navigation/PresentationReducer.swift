import Dependencies

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
  /// - The child's effects can dismiss it with `@Dependency(\.dismiss)`: `await dismiss()` sends `.dismiss`.
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: any WritableKeyPath<State, PresentationState<DestinationState>>
      & Sendable,
    action toPresentationAction: @escaping @Sendable (PresentationAction<DestinationAction>) ->
      Action,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> PresentationReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    PresentationReducer(
      parent: self, destination: destination(), toPresentationState: toPresentationState,
      toPresentationAction: AnyCasePath(toPresentationAction),
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Runs `destination` on presented child state while it is presented, with an explicit (or composed) case path for
  /// the action side; the same semantics as the case-constructor form.
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
    PresentationReducer(
      parent: self, destination: destination(), toPresentationState: toPresentationState,
      toPresentationAction: toPresentationAction,
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Integrates presented state that has no reducer of its own, such as an alert or a dialog:
  /// `.ifLet(\.$alert, action: Action.alert)`.
  ///
  /// The state is cleared after any of its `.presented` actions (for alerts and dialogs) or on `.dismiss`.
  public func ifLet<DestinationState, DestinationAction>(
    _ toPresentationState: any WritableKeyPath<State, PresentationState<DestinationState>>
      & Sendable,
    action toPresentationAction: @escaping @Sendable (PresentationAction<DestinationAction>) ->
      Action,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    PresentationReducer(
      parent: self, destination: EmptyReducer(), toPresentationState: toPresentationState,
      toPresentationAction: AnyCasePath(toPresentationAction),
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// The reducer the presentation `ifLet` returns.
public struct PresentationReducer<Parent: Reducer, Destination: Reducer>: Reducer {
  let parent: Parent
  let destination: PreparedReducer<Destination.State, Destination.Action>
  let toPresentationState: FieldPath<Parent.State, PresentationState<Destination.State>>
  let toPresentationAction: AnyCasePath<Parent.Action, PresentationAction<Destination.Action>>
  let location: OperatorLocation
  /// Whether the destination state is `Identifiable` (its `id` is part of its identity), decided once.
  let identifiable: Bool
  /// Whether the destination state can be an alert or a dialog (or an enum that may hold one), decided once.
  let mayBeEphemeral: Bool
  let dependencies = DismissDependencies()

  init(
    parent: Parent, destination: Destination,
    toPresentationState: any WritableKeyPath<Parent.State, PresentationState<Destination.State>>
      & Sendable,
    toPresentationAction: AnyCasePath<Parent.Action, PresentationAction<Destination.Action>>,
    location: OperatorLocation
  ) {
    self.parent = parent
    self.destination = destination._prepared()
    self.toPresentationState = FieldPath(toPresentationState)
    self.toPresentationAction = toPresentationAction
    self.location = location
    self.identifiable = Destination.State.self is any Identifiable.Type
    self.mayBeEphemeral = canBeEphemeral(Destination.State.self)
  }

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let presentationAction = toPresentationAction.extract(from: action)
    let before = identity(in: &state)
    var destinationEffect = Effect<Parent.Action>.none
    var clearsAfterward = false
    switch presentationAction {
    case let .presented(destinationAction)?:
      if let before {
        clearsAfterward =
          mayBeEphemeral
          && toPresentationState.read(&state) { $0.wrappedValue.map(isEphemeral) ?? false }
        destinationEffect = reduceDestination(
          into: &state, action: destinationAction, identity: before)
      } else {
        reportAbsent(action)
      }
    case .dismiss?:
      if before != nil { clearsAfterward = true } else { reportAbsent(action) }
    case nil:
      break
    }
    let parentEffect = parent.reduce(into: &state, action: action)
    var effect = destinationEffect.merge(with: parentEffect)
    if before == nil { return effect }
    if clearsAfterward, identity(in: &state) == before {
      dismiss(&state)
    }
    if identity(in: &state) != before, let before {
      effect = effect.merge(with: .cancel(id: namespace(before)))
    }
    return effect
  }

  func reduceDestination(
    into state: inout Parent.State, action: Destination.Action, identity: PresentationIdentity
  ) -> Effect<Parent.Action> {
    let token = namespace(identity)
    let destination = self.destination
    let toPresentationState = self.toPresentationState
    let effect = dependencies.run(dismissing: token) { () -> Effect<Destination.Action> in
      // Take the child out first, so its storage is uniquely referenced while it is reduced (no copy-on-write copy
      // through the projection's getter and setter).
      var presentation = toPresentationState.read(&state) { $0 }
      toPresentationState.modify(&state) { $0.wrappedValue = nil }
      guard var child = presentation.wrappedValue else { return .none }
      presentation.wrappedValue = nil
      let effect = destination.reduce(into: &child, action: action)
      presentation.wrappedValue = child
      toPresentationState.modify(&state) { $0 = presentation }
      return effect
    }
    if effect.isNone { return .none }
    let casePath = toPresentationAction
    return effect.namespaced(token)
      .map { casePath.embed(.presented($0)) }
      .routingDismiss(token) { send in await send(casePath.embed(.dismiss)) }
  }

  func identity(in state: inout Parent.State) -> PresentationIdentity? {
    let identifiable = self.identifiable
    return toPresentationState.read(&state) { presentation in
      presentation.wrappedValue.map { PresentationIdentity(of: $0, identifiable: identifiable) }
    }
  }

  func dismiss(_ state: inout Parent.State) {
    toPresentationState.modify(&state) { $0.wrappedValue = nil }
  }

  func namespace(_ identity: PresentationIdentity) -> CancelID {
    CancelID(PresentationNamespace(keyPath: toPresentationState.anyKeyPath, identity: identity))
  }

  func reportAbsent(_ action: Parent.Action) {
    reportIssue(
      """
      An 'ifLet' at \(location.fileID):\(location.line) received a presentation action when nothing was \
      presented:

        \(indentedDump(action))

      Make sure the parent does not send actions to a dismissed child, and that the child's effects are \
      cancelled when it is dismissed.
      """,
      fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column)
  }
}
