import Dependencies
import Reducer
import ReducerTesting
import Testing

/// The presentation `ifLet`, alerts and `dismiss`, through a `TestStore`.
@MainActor
@Suite struct PresentationTests {
  func makeStore(
    _ state: ItemList.State = ItemList.State(), clock: TestClock = TestClock()
  ) -> TestStore<ItemList.State, ItemList.Action> {
    TestStore(initialState: state) {
      ItemList()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func presentingAndDismissingByAction() async {
    let store = makeStore()
    await store.send(.addTapped) { $0.destination = .add(ItemForm.State()) }
    await store.send(.destination(.presented(.add(.titleChanged("Milk"))))) {
      $0.destination?.modify(ItemList.Destination.State.add) { $0.title = "Milk" }
    }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
  }

  @Test func dismissFromAnEffectSendsDismissAndClearsTheState() async {
    let store = makeStore(ItemList.State(destination: .add(ItemForm.State(title: "Milk"))))
    await store.send(.destination(.presented(.add(.saveTapped))))
    await store.receive(.destination(.dismiss)) { $0.destination = nil }
  }

  @Test func dismissalCancelsTheChildsLongRunningEffect() async {
    let clock = TestClock()
    let store = makeStore(ItemList.State(destination: .add(ItemForm.State())), clock: clock)
    await store.send(.destination(.presented(.add(.timerStarted))))
    await clock.advance(by: .seconds(1))
    await store.receive(.destination(.presented(.add(.tick)))) {
      $0.destination?.modify(ItemList.Destination.State.add) { $0.ticks = 1 }
    }
    await store.send(.destination(.presented(.add(.saveTapped))))
    await store.receive(.destination(.dismiss)) { $0.destination = nil }
    await clock.advance(by: .seconds(5))
    // The test store fails the test if the timer still ran here (an effect in flight at the end).
  }

  @Test func theParentSettingNilCancelsTheChildsEffects() async {
    let clock = TestClock()
    let store = makeStore(ItemList.State(destination: .add(ItemForm.State())), clock: clock)
    await store.send(.destination(.presented(.add(.timerStarted))))
    await store.send(.closeTapped) { $0.destination = nil }
    await clock.advance(by: .seconds(3))
  }

  @Test func presentingAnotherCaseCancelsThePreviousChildsEffects() async {
    let clock = TestClock()
    let store = makeStore(ItemList.State(destination: .add(ItemForm.State())), clock: clock)
    await store.send(.destination(.presented(.add(.timerStarted))))
    await store.send(.deleteTapped(id: 1)) {
      $0.destination = .alert(ItemList.deletionAlert(id: 1))
    }
    await clock.advance(by: .seconds(3))
  }

  @Test func anAlertClearsItselfAfterAButtonAction() async {
    let store = makeStore(ItemList.State(items: [ItemList.Item(id: 1, title: "Milk")]))
    await store.send(.deleteTapped(id: 1)) {
      $0.destination = .alert(ItemList.deletionAlert(id: 1))
    }
    await store.send(.destination(.presented(.alert(.confirmDeletion(id: 1))))) {
      $0.items = []
      $0.destination = nil
    }
  }

  @Test func anActionForADismissedChildIsReportedNamingTheAction() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.destination(.presented(.add(.titleChanged("Late")))))
    } matching: {
      $0.description.contains("received a presentation action when nothing was presented")
        && $0.description.contains(#".destination(.presented(.add(.titleChanged("Late"))))"#)
    }
  }

  @Test func receivingByAComposedCasePath() async {
    let store = makeStore(ItemList.State(destination: .add(ItemForm.State())))
    let dismiss = AnyCasePath(ItemList.Action.destination).appending(
      path: AnyCasePath<PresentationAction<ItemList.Destination.Action>, Void> { _ in .dismiss })
    await store.send(.destination(.presented(.add(.saveTapped))))
    await store.receive(dismiss) { $0.destination = nil }
  }

  @Test func receivingAComposedCaseWithItsPayload() async {
    let clock = TestClock()
    let store = makeStore(ItemList.State(destination: .add(ItemForm.State())), clock: clock)
    let presented = AnyCasePath(ItemList.Action.destination).appending(PresentationAction.presented)
    await store.send(.destination(.presented(.add(.timerStarted))))
    await clock.advance(by: .seconds(1))
    await store.receive(presented, .add(.tick)) {
      $0.destination?.modify(ItemList.Destination.State.add) { $0.ticks = 1 }
    }
    await store.send(.closeTapped) { $0.destination = nil }
  }

  @Test func modifyOnAnotherCaseIsReportedAndChangesNothing() async {
    var destination = ItemList.Destination.State.alert(ItemList.deletionAlert(id: 1))
    withKnownIssue {
      destination.modify(ItemList.Destination.State.add) { $0.title = "x" }
    } matching: {
      $0.description.contains(
        "'modify' expected the case holding ReducerTestingTests.ItemForm.State")
    }
    #expect(destination == .alert(ItemList.deletionAlert(id: 1)))
  }

  struct Outer: Reducer {
    struct State: Equatable, Sendable {
      @Presents var list: ItemList.State?
    }
    enum Action: Equatable, Sendable {
      case list(PresentationAction<ItemList.Action>)
    }
    var body: some Reducer<State, Action> {
      Reduce { _, _ in .none }
        .ifLet(\.$list, action: Action.list) { ItemList() }
    }
  }

  @Test func aNestedChildDismissesOnlyItself() async {
    let store = TestStore(
      initialState: Outer.State(list: ItemList.State(destination: .add(ItemForm.State())))
    ) {
      Outer()
    }
    await store.send(.list(.presented(.destination(.presented(.add(.saveTapped))))))
    await store.receive(.list(.presented(.destination(.dismiss)))) {
      $0.list?.destination = nil
    }
  }

  @Test func aPresentedDestinationDumpsAsTheOptionalItWraps() {
    let state = ItemList.State(destination: .alert(ItemList.deletionAlert(id: 1)))
    let dump = dumpValue(state)
    #expect(dump.contains("_destination: .alert("))
    #expect(dump.contains(#"title: TextState(string: "Delete this item?")"#))
    #expect(dumpValue(ItemList.State()).contains("_destination: nil"))
  }

  struct Closer: Reducer {
    struct State: Equatable, Sendable {}
    enum Action: Equatable, Sendable { case closeTapped }
    @Dependency(\.dismiss) var dismiss
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      .run { _ in
        await withTaskGroup(of: Void.self) { group in
          group.addTask { await dismiss() }
        }
      }
    }
  }

  struct Host: Reducer {
    struct State: Equatable, Sendable {
      @Presents var closer: Closer.State?
    }
    enum Action: Equatable, Sendable {
      case closer(PresentationAction<Closer.Action>)
    }
    var body: some Reducer<State, Action> {
      Reduce { _, _ in .none }
        .ifLet(\.$closer, action: Action.closer) { Closer() }
    }
  }

  @Test func dismissFromATaskTheEffectStartedDismissesTheChild() async {
    let store = TestStore(initialState: Host.State(closer: Closer.State())) { Host() }
    await store.send(.closer(.presented(.closeTapped)))
    await store.receive(.closer(.dismiss)) { $0.closer = nil }
  }
}

/// Regression (found porting TCA's alerts case study): a new alert presented in answer to an alert's button was
/// cleared together with the old one, because alerts have no identity to tell them apart.
@MainActor
@Suite struct AlertReplacementRegressionTests {
  struct Quiz: Reducer {
    struct State: Equatable, Sendable {
      @Presents var alert: AlertState<Action.Alert>?
    }
    enum Action: Equatable, Sendable {
      case askTapped
      case alert(PresentationAction<Alert>)
      enum Alert: Equatable, Sendable { case again, done }
    }
    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .askTapped:
          state.alert = AlertState {
            TextState("Once?")
          } actions: {
            ButtonState(action: .again) { TextState("Again") }
          }
          return .none
        case .alert(.presented(.again)):
          state.alert = AlertState {
            TextState("Twice!")
          } actions: {
            ButtonState(action: .done) { TextState("Done") }
          }
          return .none
        case .alert:
          return .none
        }
      }
      .ifLet(\.$alert, action: Action.alert)
    }
  }

  @Test func aNewAlertPresentedFromAnAlertsButtonStaysPresented() async {
    let store = TestStore(initialState: Quiz.State()) { Quiz() }
    await store.send(.askTapped) {
      $0.alert = AlertState {
        TextState("Once?")
      } actions: {
        ButtonState(action: .again) { TextState("Again") }
      }
    }
    await store.send(.alert(.presented(.again))) {
      $0.alert = AlertState {
        TextState("Twice!")
      } actions: {
        ButtonState(action: .done) { TextState("Done") }
      }
    }
    await store.send(.alert(.presented(.done))) { $0.alert = nil }
  }
}
