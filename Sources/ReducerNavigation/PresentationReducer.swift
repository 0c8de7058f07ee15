public import CaseReflection
import Dependencies
public import ReducerCore
public import ReducerRuntime
import ValueDumping

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
    PresentationReducer(
      parent: self, destination: destination(), toPresentationState: toPresentationState,
      toPresentationAction: toPresentationAction,
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
    .preparingInPlace()
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

/// The reducer the presentation `ifLet` returns.
public struct PresentationReducer<Parent: Reducer, Destination: Reducer>: Reducer, InPlaceReducer {
  @usableFromInline let parent: Parent
  @usableFromInline let destination: PreparedReducer<Destination.State, Destination.Action>
  @usableFromInline let toPresentationState: PresentationField<Parent.State, Destination.State>
  @usableFromInline let toPresentationAction:
    AnyCasePath<Parent.Action, PresentationAction<Destination.Action>>
  @usableFromInline let location: OperatorLocation
  /// How to tell presented children apart, decided once from the destination's type.
  @usableFromInline let identification: PresentationIdentity.Kind
  /// Whether the destination state can be an alert or a dialog (or an enum that may hold one), decided once.
  @usableFromInline let mayBeEphemeral: Bool
  /// The reducer run in place, made where it was written (see `InPlaceReducer`).
  @usableFromInline package var inPlace: PreparedReducer<Parent.State, Parent.Action>?

  @usableFromInline
  init(
    parent: Parent, destination: Destination,
    toPresentationState: any WritableKeyPath<Parent.State, PresentationState<Destination.State>>
      & Sendable,
    toPresentationAction: AnyCasePath<Parent.Action, PresentationAction<Destination.Action>>,
    location: OperatorLocation
  ) {
    self.parent = parent
    self.destination = preparingChild(at: location) { destination.prepared() }
    self.toPresentationState = PresentationField(toPresentationState)
    self.toPresentationAction = toPresentationAction
    self.location = location
    self.identification = PresentationIdentity.Kind(of: Destination.State.self)
    self.mayBeEphemeral = canBeEphemeral(Destination.State.self)
  }

  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    // A destination that is neither an enum nor `Identifiable` has one identity: then only whether something is
    // presented matters, and nothing about the child is computed, copied or compared on each action.
    if identification.isConstant {
      return reduce(into: &state, action: action) { _ in SamePresentation() }
    }
    let identification = self.identification
    return reduce(into: &state, action: action) { PresentationIdentity(of: $0, identification) }
  }

  /// ``reduce(into:action:)`` with the children told apart by `identify`.
  @inlinable @inline(__always)
  func reduce<Identity: PresentationIdentifying>(
    into state: inout Parent.State, action: Parent.Action,
    identifiedBy identify: (Destination.State) -> Identity
  ) -> Effect<Parent.Action> {
    let presentationAction = toPresentationAction.extract(from: action)
    let before: Identity?
    var destinationEffect = Effect<Parent.Action>.none
    var clearsAfterward = false
    if case let .presented(destinationAction)? = presentationAction {
      // One read gives both the identity and the child to reduce.
      if var child = toPresentationState.read(&state) {
        let identity = identify(child)
        before = identity
        // Take the child out while it is reduced, so its storage is uniquely referenced (no copy-on-write copy
        // through the projection's getter and setter).
        toPresentationState.write(&state, nil)
        let effect = destination.reduce(into: &child, action: destinationAction)
        // An alert or a dialog clears itself after any button action — before the parent runs, so a parent that
        // answers by presenting a new alert keeps it (alerts have no identity of their own to tell them apart).
        if !(mayBeEphemeral && isEphemeral(child)) { toPresentationState.write(&state, child) }
        if !effect.isNone {
          destinationEffect = embed(
            effect, identity: identity.presentationIdentity,
            generation: toPresentationState.generation(&state))
        }
      } else {
        before = nil
        reportAbsent(action)
      }
    } else {
      before = toPresentationState.read(&state).map(identify)
      if case .dismiss? = presentationAction {
        // A `dismiss()` of a child that is gone changes nothing: not even the next child.
        if isStaleDismissal(&state, isPresented: before != nil, action: action) { return .none }
        if before != nil { clearsAfterward = true } else { reportAbsent(action) }
      }
    }
    let parentEffect = parent.reduce(into: &state, action: action)
    guard let before else {
      if toPresentationState.read(&state) != nil { toPresentationState.renumber(&state) }
      return destinationEffect.merge(with: parentEffect)
    }
    var after = toPresentationState.read(&state).map(identify)
    if clearsAfterward, after == before {
      toPresentationState.write(&state, nil)
      after = nil
    }
    let effect = destinationEffect.merge(with: parentEffect)
    if after == before { return effect }
    if after != nil { toPresentationState.renumber(&state) }
    return effect.merge(with: .cancel(id: namespace(before.presentationIdentity)))
  }

  /// The child's effect as the parent's: namespaced for cancellation, its actions wrapped in `.presented`, and
  /// `dismiss` routed to `.dismiss`.
  @inlinable
  func embed(
    _ effect: Effect<Destination.Action>, identity: PresentationIdentity, generation: UInt64
  ) -> Effect<Parent.Action> {
    if effect.isNone { return .none }
    let casePath = toPresentationAction
    let field = toPresentationState
    return effect.namespaced(namespace(identity))
      .map { casePath.embed(.presented($0)) }
      .routingDismiss { send, _ in
        await DismissRoutes.send(.presentation(generation), of: field.anyKeyPath) {
          await send(casePath.embed(.dismiss))
        }
      }
  }

  /// Whether the `.dismiss` being reduced comes from a `dismiss()` of a child that is no longer presented (it was
  /// dismissed, or replaced by another): then it is reported, and must change nothing.
  @usableFromInline
  func isStaleDismissal(_ state: inout Parent.State, isPresented: Bool, action: Parent.Action)
    -> Bool
  {
    guard
      case let .presentation(generation)? = DismissRoutes.takeSender(
        for: toPresentationState.anyKeyPath)
    else { return false }
    if isPresented, toPresentationState.generation(&state) == generation { return false }
    reportIssue(
      """
      'dismiss' was called for a presentation that is no longer presented: the child of the 'ifLet' at \
      \(location.fileID):\(location.line) that called it was dismissed or replaced before the dismissal \
      arrived\(isPresented ? ", and another child is presented now" : ""). Nothing was dismissed:

        \(indentedDump(action))

      A task that outlives its child (an unstructured 'Task', or one that ignores cancellation) must not call \
      'dismiss()' after the child is gone.
      """,
      fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column)
    return true
  }

  @usableFromInline
  func namespace(_ identity: PresentationIdentity) -> CancelID {
    CancelID(PresentationNamespace(keyPath: toPresentationState.anyKeyPath, identity: identity))
  }

  @usableFromInline
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
