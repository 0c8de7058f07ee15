import Dependencies
import Reducer
import ReducerTesting
import Testing

/// The presentation `ifLet` is the one place operator (`PlaceReducer`) at a `PresentationPlace`: what its hooks do
/// is pinned by `PresentationReducerTests`, `DismissEffectTests` and the features' tests.
@Suite struct PresentationPlaceTests {
  struct Child: Reducer {
    struct State: Equatable, Sendable { var count = 0 }
    enum Action: Equatable, Sendable { case tapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  struct State: Equatable, Sendable { @Presents var child: Child.State? }
  enum Action: Equatable, Sendable { case child(PresentationAction<Child.Action>) }

  /// The place a place operator runs its child at.
  static func placeType<Parent, Place, Child>(of reducer: PlaceReducer<Parent, Place, Child>)
    -> Place.Type
  { Place.self }

  @Test func thePresentationIfLetIsThePlaceOperatorAtAPresentationPlace() {
    let reducer = Reduce<State, Action> { _, _ in .none }
      .ifLet(\.$child, action: Action.child) { Child() }
    #expect(
      Self.placeType(of: reducer)
        == PresentationPlace<State, Action, Child.State, Child.Action>.self)
  }
}

/// A presented destination enum whose reducer switches its own case, as TCA's presentation `ifLet` runs it: the
/// presented child is remembered as it was before it ran, and after the whole action another case is another child.
@MainActor
@Suite struct PresentationPlaceSwitchingTests {
  /// A step of a flow: a timer, and a task outliving the step that calls `dismiss()` once `gate` yields and then
  /// yields `finished`.
  struct Step: Reducer {
    struct State: Equatable, Sendable { var ticks = 0 }
    enum Action: Equatable, Sendable { case startTimer, tick, leaveLater }
    let gate: AsyncStream<Void>
    let finished: AsyncStream<Void>.Continuation
    @Dependency(\.continuousClock) var clock
    @Dependency(\.dismiss) var dismiss

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .startTimer:
        return .run { [clock] send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
      case .tick:
        state.ticks += 1
        return .none
      case .leaveLater:
        let gate = gate
        let finished = finished
        let dismiss = dismiss
        return .run { _ in
          // Unstructured: cancelling the step's effects does not cancel it.
          Task {
            for await _ in gate { break }
            await dismiss()
            finished.yield()
          }
        }
      }
    }
  }

  /// The destination: two steps, the first moving on to the second by itself on any of its actions but a tick; an
  /// alert; a dialog.
  struct Flow: Reducer {
    enum State: Equatable, Sendable {
      case first(Step.State)
      case second(Step.State)
      case alert(AlertState<Action.Choice>)
      case dialog(ConfirmationDialogState<Action.Choice>)
    }
    enum Action: Equatable, Sendable {
      case first(Step.Action)
      case second(Step.Action)
      case alert(Choice)
      case dialog(Choice)
      enum Choice: Equatable, Sendable { case confirm, askAgain }
    }
    let gate: AsyncStream<Void>
    let finished: AsyncStream<Void>.Continuation

    static var sure: AlertState<Action.Choice> {
      AlertState {
        TextState("Sure?")
      } actions: {
        ButtonState(action: .confirm) { TextState("Yes") }
        ButtonState(action: .askAgain) { TextState("Ask again") }
      }
    }

    static var choose: ConfirmationDialogState<Action.Choice> {
      ConfirmationDialogState {
        TextState("Choose")
      } actions: {
        ButtonState(action: .confirm) { TextState("Yes") }
      }
    }

    var body: some Reducer<State, Action> {
      Scope(state: State.first, action: Action.first) { Step(gate: gate, finished: finished) }
      Scope(state: State.second, action: Action.second) { Step(gate: gate, finished: finished) }
      Reduce { state, action in
        if case let .first(step) = action, step != .tick { state = .second(Step.State()) }
        return .none
      }
    }
  }

  struct Host: Reducer {
    struct State: Equatable, Sendable {
      @Presents var destination: Flow.State?
      var confirmed = 0
    }
    enum Action: Equatable, Sendable { case destination(PresentationAction<Flow.Action>) }
    let gate: AsyncStream<Void>
    let finished: AsyncStream<Void>.Continuation

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .destination(.presented(.alert(.confirm))),
          .destination(.presented(.dialog(.confirm))):
          state.confirmed += 1
        case .destination(.presented(.alert(.askAgain))):
          state.destination = .alert(Flow.sure)
        case .destination:
          break
        }
        return .none
      }
      .ifLet(\.$destination, action: Action.destination) { Flow(gate: gate, finished: finished) }
    }
  }

  /// A store of `Host` presenting `destination`, the continuation opening the steps' gate, and the stream saying a
  /// late task is done.
  func makeStore(_ destination: Flow.State, clock: TestClock = TestClock()) -> (
    TestStore<Host.State, Host.Action>, AsyncStream<Void>.Continuation, AsyncStream<Void>
  ) {
    let (gate, open) = AsyncStream<Void>.makeStream()
    let (finished, finish) = AsyncStream<Void>.makeStream()
    let store = TestStore(initialState: Host.State(destination: destination)) {
      Host(gate: gate, finished: finish)
    } withDependencies: {
      $0.continuousClock = clock
    }
    return (store, open, finished)
  }

  @Test func aDestinationThatSwitchesItsOwnCaseHasTheEffectsItStartedCancelled() async {
    let clock = TestClock()
    let (store, _, _) = makeStore(.first(Step.State()), clock: clock)
    await store.send(.destination(.presented(.first(.startTimer)))) {
      $0.destination = .second(Step.State())
    }
    // A tick after this would be an unasserted action, and a running timer an effect in flight at the end.
    await clock.advance(by: .seconds(3))
  }

  @Test func aLateDismissFromTheCaseADestinationSwitchedAwayFromDoesNotCloseTheCaseAfterIt() async {
    let (store, open, finished) = makeStore(.first(Step.State()))
    await withKnownIssue {
      await store.send(.destination(.presented(.first(.leaveLater)))) {
        $0.destination = .second(Step.State())
      }
      open.yield()
      for await _ in finished { break }
    } matching: {
      $0.description.contains(
        "'dismiss' was called for a presentation that is no longer presented")
        && $0.description.contains("and another child is presented now. Nothing was dismissed")
    }
    await store.receive(.destination(.dismiss))
    #expect(store.state.destination == .second(Step.State()))
  }

  @Test func aDismissFromTheCaseADestinationSwitchedToClosesIt() async {
    let (store, open, finished) = makeStore(.first(Step.State()))
    await store.send(.destination(.presented(.first(.startTimer)))) {
      $0.destination = .second(Step.State())
    }
    await store.send(.destination(.presented(.second(.leaveLater))))
    open.yield()
    for await _ in finished { break }
    await store.receive(.destination(.dismiss)) { $0.destination = nil }
  }

  @Test func anAlertOrADialogCaseOfADestinationClearsItselfOnAnyOfItsActions() async {
    let (store, _, _) = makeStore(.alert(Flow.sure))
    await store.send(.destination(.presented(.alert(.confirm)))) {
      $0.destination = nil
      $0.confirmed = 1
    }
    let (dialogStore, _, _) = makeStore(.dialog(Flow.choose))
    await dialogStore.send(.destination(.presented(.dialog(.confirm)))) {
      $0.destination = nil
      $0.confirmed = 1
    }
  }

  @Test func anAlertCaseOfADestinationThatTheParentPresentsAgainOnItsActionStaysPresented() async {
    let (store, _, _) = makeStore(.alert(Flow.sure))
    await store.send(.destination(.presented(.alert(.askAgain))))
    await store.send(.destination(.presented(.alert(.confirm)))) {
      $0.destination = nil
      $0.confirmed = 1
    }
  }
}
