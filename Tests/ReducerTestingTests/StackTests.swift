import Dependencies
import Reducer
import ReducerTesting
import Testing

/// The stack `forEach`: pushes, pops, element actions, `dismiss` from an element, and cancellation.
@MainActor
@Suite struct StackTests {
  typealias Path = ItemList.Path

  func makeStore(
    _ state: ItemList.State = ItemList.State(), clock: TestClock = TestClock()
  ) -> TestStore<ItemList.State, ItemList.Action> {
    TestStore(initialState: state) {
      ItemList()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func pushRoutesElementActionsAndPopRemoves() async {
    let store = makeStore()
    await store.send(.path(.push(id: 0, state: .detail(ItemForm.State())))) {
      $0.path[id: 0] = .detail(ItemForm.State())
    }
    await store.send(.path(.element(id: 0, action: .detail(.titleChanged("Milk"))))) {
      $0.path[id: 0]?.modify(Path.State.detail) { $0.title = "Milk" }
    }
    await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
  }

  @Test func dismissFromAnElementPopsIt() async {
    let store = makeStore(
      ItemList.State(path: [.detail(ItemForm.State()), .detail(ItemForm.State(title: "B"))]))
    #expect(store.state.path.ids == [0, 1])
    await store.send(.path(.element(id: 1, action: .detail(.saveTapped))))
    await store.receive(.path(.popFrom(id: 1))) { $0.path.removeLast() }
  }

  @Test func poppingAnElementCancelsItsEffectsAndThoseAboveIt() async {
    let clock = TestClock()
    let store = makeStore(
      ItemList.State(path: [.detail(ItemForm.State()), .detail(ItemForm.State())]), clock: clock)
    await store.send(.path(.element(id: 0, action: .detail(.timerStarted))))
    await store.send(.path(.element(id: 1, action: .detail(.timerStarted))))
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .detail(.tick)))) {
      $0.path[id: 0]?.modify(Path.State.detail) { $0.ticks = 1 }
    }
    await store.receive(.path(.element(id: 1, action: .detail(.tick)))) {
      $0.path[id: 1]?.modify(Path.State.detail) { $0.ticks = 1 }
    }
    await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
    await clock.advance(by: .seconds(3))
  }

  @Test func reducerAppendsGetIncrementingIDsNotReusedAfterAPop() async {
    let store = makeStore()
    await store.send(.openTapped(title: "A")) {
      $0.path[id: 0] = .detail(ItemForm.State(title: "A"))
    }
    await store.send(.openTapped(title: "B")) {
      $0.path[id: 1] = .detail(ItemForm.State(title: "B"))
    }
    await store.send(.path(.popFrom(id: 1))) { $0.path[id: 1] = nil }
    await store.send(.openTapped(title: "C")) {
      $0.path[id: 2] = .detail(ItemForm.State(title: "C"))
    }
  }

  @Test func anActionForAMissingElementIsReportedNamingTheAction() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.path(.element(id: 4, action: .detail(.tick))))
    } matching: {
      $0.description.contains("an action for a stack element that is not on the stack (id: 4)")
        && $0.description.contains(".path(.element(id: 4, action: .detail(.tick)))")
    }
    await withKnownIssue {
      await store.send(.path(.popFrom(id: 9)))
    } matching: {
      $0.description.contains("(id: 9)") && $0.description.contains(".path(.popFrom(id: 9))")
    }
  }

  @Test func pushingAnIDAlreadyOnTheStackIsReportedAndIgnored() async {
    let store = makeStore(ItemList.State(path: [.detail(ItemForm.State(title: "A"))]))
    await withKnownIssue {
      await store.send(.path(.push(id: 0, state: .detail(ItemForm.State(title: "B")))))
    } matching: {
      $0.description.contains("a push with an id already on the stack (id: 0)")
    }
    #expect(store.state.path[id: 0] == .detail(ItemForm.State(title: "A")))
  }

  @Test func receivingAPopByAComposedCasePath() async {
    let store = makeStore(ItemList.State(path: [.detail(ItemForm.State())]))
    await store.send(.path(.element(id: 0, action: .detail(.saveTapped))))
    await store.receive(AnyCasePath(ItemList.Action.path).appending(StackAction.popFrom)) {
      $0.path = StackState()
    }
  }
}
