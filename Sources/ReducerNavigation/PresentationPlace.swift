public import CaseReflection
import Dependencies
public import ReducerCore
public import ReducerPlaces
import ValueDumping

/// The place of the presentation `ifLet`: the child presented in a ``PresentationState`` (`@Presents`), its actions
/// in a ``PresentationAction``.
///
/// `.presented(action)` is the child's; `.dismiss` is the place's own message: checked before the parent runs (a
/// late `dismiss()` of a child that is gone is dropped), applied after it (the child is dismissed unless the parent
/// replaced it). A child is told from the one before by the case of a destination enum and the `id` of
/// `Identifiable` state; each presentation gets a new number (its generation), which its effects' `dismiss()`
/// carries, so a late one cannot close the next child. An alert or a dialog clears itself after any of its actions.
public struct PresentationPlace<
  ParentState, ParentAction: Sendable, ChildState, ChildAction: Sendable
>: ChildPlace {
  @usableFromInline let field: PresentationField<ParentState, ChildState>
  public let action: AnyCasePath<ParentAction, PresentationAction<ChildAction>>
  public typealias Address = Void
  public typealias Message = PresentationAction<ChildAction>
  /// How to tell presented children apart, decided once from the child's type.
  @usableFromInline let identification: PresentationIdentity.Kind
  /// Whether the child can be an alert or a dialog (or an enum that may hold one), decided once.
  @usableFromInline let mayBeEphemeral: Bool

  /// The presentation at `toPresentationState` (`\.$destination`), its actions in `action`.
  @usableFromInline
  init(
    _ toPresentationState: any WritableKeyPath<ParentState, PresentationState<ChildState>>
      & Sendable,
    action: AnyCasePath<ParentAction, PresentationAction<ChildAction>>
  ) {
    self.field = PresentationField(toPresentationState)
    self.action = action
    self.identification = PresentationIdentity.Kind(of: ChildState.self)
    self.mayBeEphemeral = canBeEphemeral(ChildState.self)
  }

  @inlinable
  public func unpack(_ message: Message) -> (address: Void, action: ChildAction)? {
    guard case let .presented(action) = message else { return nil }
    return ((), action)
  }

  @inlinable
  public func pack(_ action: ChildAction, at address: Void) -> Message { .presented(action) }

  @inlinable @inline(__always)
  public func modifyChild<Result>(
    at address: Void, in state: inout ParentState, _ body: (inout ChildState) -> Result
  ) -> (result: Result, id: PresentationIdentity)? {
    guard var child = field.read(&state) else { return nil }
    let identity = PresentationIdentity(of: child, identification)
    // Taken out while it is reduced, so its storage is uniquely referenced (no copy-on-write copy).
    field.write(&state, nil)
    let result = body(&child)
    // An alert or a dialog clears itself after any button action — before the parent runs, so a parent that answers
    // by presenting a new alert keeps it (alerts have no identity of their own to tell them apart).
    if !(mayBeEphemeral && isEphemeral(child)) { field.write(&state, child) }
    return (result, identity)
  }

  public var namespace: AnyHashable { AnyHashable(field.anyKeyPath) }

  /// The identity of the presented child, nil inside when nothing is presented: never nil itself, so that a child
  /// presented where there was none gets its number.
  @inlinable
  public func presence(in state: inout ParentState) -> PresentationIdentity?? {
    .some(field.read(&state).map { PresentationIdentity(of: $0, identification) })
  }

  /// True: a destination enum's reducer can set another case of itself, another child, whose predecessor's effects
  /// (those it started in that action included) are cancelled, as when the parent replaces it.
  @inlinable public var childCanChangeItsIdentity: Bool { true }

  /// The child `id` presented, as it was before it ran.
  @inlinable
  public func presence(beforeChild id: PresentationIdentity) -> PresentationIdentity?? {
    .some(.some(id))
  }

  /// The child presented `before`, when another (or none) is presented now; a newly presented child gets a new
  /// number.
  @inlinable
  public func removedChildren(since before: PresentationIdentity?, in state: inout ParentState)
    -> [PresentationIdentity]
  {
    let after = field.read(&state).map { PresentationIdentity(of: $0, identification) }
    if after == before { return [] }
    if after != nil { field.renumber(&state) }
    return before.map { [$0] } ?? []
  }

  public func missingChildIssue(
    for action: ParentAction, at address: Void, operatorAt location: String
  ) -> String {
    """
    An 'ifLet' at \(location) received a presentation action when nothing was presented:

      \(indentedDump(action))

    Make sure the parent does not send actions to a dismissed child, and that the child's effects are cancelled \
    when it is dismissed.
    """
  }

  /// A `.dismiss` of a child that is gone (from a late `dismiss()`) is dropped; one with nothing presented is
  /// reported.
  public func check(
    _ message: Message, of action: ParentAction, before: PresentationIdentity??,
    in state: inout ParentState, operatorAt location: @autoclosure () -> String
  ) -> PlaceMessageCheck {
    let isPresented = (before ?? nil) != nil
    if case let .presentation(generation)? = DismissRoutes.takeSender(for: field.anyKeyPath),
      !isPresented || field.generation(&state) != generation
    {
      return .drop(
        reporting: staleDismissalIssue(for: action, at: location(), isPresented: isPresented))
    }
    if isPresented { return .proceed }
    return .proceed(reporting: missingChildIssue(for: action, at: (), operatorAt: location()))
  }

  /// `.dismiss` dismisses the child presented before the parent ran, unless the parent replaced it.
  public func apply(
    _ message: Message, before: PresentationIdentity??, in state: inout ParentState
  ) {
    guard let before = before ?? nil,
      field.read(&state).map({ PresentationIdentity(of: $0, identification) }) == before
    else { return }
    field.write(&state, nil)
  }

  /// The child's `dismiss()` sends `.dismiss`, carrying the presentation's number.
  public func routing(
    _ effect: Effect<ParentAction>, ofChild id: PresentationIdentity, at address: Void,
    in state: inout ParentState
  ) -> Effect<ParentAction> {
    let generation = field.generation(&state)
    let action = self.action
    let field = self.field
    return effect.routingDismiss { send, _ in
      await DismissRoutes.send(.presentation(generation), of: field.anyKeyPath) {
        await send(action.embed(.dismiss))
      }
    }
  }

  /// The issue of a `dismiss()` that arrived after its child was dismissed or replaced.
  func staleDismissalIssue(for action: ParentAction, at location: String, isPresented: Bool)
    -> String
  {
    """
    'dismiss' was called for a presentation that is no longer presented: the child of the 'ifLet' at \
    \(location) that called it was dismissed or replaced before the dismissal \
    arrived\(isPresented ? ", and another child is presented now" : ""). Nothing was dismissed:

      \(indentedDump(action))

    A task that outlives its child (an unstructured 'Task', or one that ignores cancellation) must not call \
    'dismiss()' after the child is gone.
    """
  }
}
