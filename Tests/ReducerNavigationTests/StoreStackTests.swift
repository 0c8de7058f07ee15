import Reducer
import Testing

/// The view side of a navigation stack, on plain stores: element stores, pushing and popping, and the path a
/// `NavigationStack` reads and writes.
@MainActor
@Suite struct StoreStackTests {
  struct Screen: Reducer {
    struct State: Equatable, Sendable {
      var name: String
      var taps = 0
    }
    enum Action: Equatable, Sendable { case tap }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.taps += 1
      return .none
    }
  }

  struct Flow: Reducer {
    struct State: Equatable, Sendable {
      var path = StackState<Screen.State>()
    }
    enum Action: Equatable, Sendable {
      case path(StackAction<Screen.State, Screen.Action>)
    }
    var body: some Reducer<State, Action> {
      Reduce { _, _ in .none }
        .forEach(\.path, action: Action.path) { Screen() }
    }
  }

  /// A flow whose reducer can replace its whole stack.
  struct ResettingFlow: Reducer {
    struct State: Equatable, Sendable {
      var path = StackState<Screen.State>()
    }
    enum Action: Equatable, Sendable {
      case path(StackAction<Screen.State, Screen.Action>)
      case startOver
    }
    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .startOver:
          state.path = StackState()
          return .none
        case .path:
          return .none
        }
      }
      .forEach(\.path, action: Action.path) { Screen() }
    }
  }

  private func makeStore(_ names: [String]) -> StoreOf<Flow> {
    Store(initialState: Flow.State(path: StackState(names.map { Screen.State(name: $0) }))) {
      Flow()
    }
  }

  @Test func anElementStoreSendsToItsElement() throws {
    let store = makeStore(["a", "b"])
    let path = store.scope(state: \.path, action: Flow.Action.path)
    let b = try #require(path.scope(id: 1))
    b.send(.tap)
    #expect(store.path[id: 1]?.taps == 1)
    #expect(b.taps == 1)
    #expect(path.scope(id: 7) == nil)
  }

  @Test func pushingFromTheViewAddsAnElementWithTheNextID() {
    let store = makeStore(["a"])
    let path = store.scope(state: \.path, action: Flow.Action.path)
    path.push(Screen.State(name: "b"))
    #expect(store.path.ids == [0, 1])
    #expect(store.path[id: 1]?.name == "b")
  }

  @Test func poppingToAnElementRemovesEverythingAboveIt() {
    let store = makeStore(["a", "b", "c"])
    let path = store.scope(state: \.path, action: Flow.Action.path)
    #expect(path.pop(to: 2) == nil)
    path.pop(to: 0)
    #expect(store.path.ids == [0])
    path.pop(from: 0)
    #expect(store.path.ids.isEmpty)
    #expect(path.pop(from: 0) == nil)
  }

  @Test func thePathListsTheElementsBottomFirst() {
    let store = makeStore(["a", "b"])
    let path = store.scope(state: \.path, action: Flow.Action.path).stackPath()
    #expect(path.map(\.id) == [0, 1])
    #expect(path.map(\.state.name) == ["a", "b"])
  }

  @Test func writingAShorterPathPopsAndAComponentWithoutIDPushes() {
    let store = makeStore(["a", "b", "c"])
    let path = store.scope(state: \.path, action: Flow.Action.path)
    var components = path.stackPath()
    components.removeLast(2)
    components.append(StackPathComponent(state: Screen.State(name: "d")))
    path.setStackPath(components)
    #expect(store.path.ids == [0, 3])
    #expect(store.path.map(\.name) == ["a", "d"])
  }

  @Test func aPushFromTheViewAfterTheReducerReplacedTheStackGetsANewIDAndALateTapChangesNothing()
    throws
  {
    let store = Store(initialState: ResettingFlow.State()) { ResettingFlow() }
    let path = store.scope(state: \.path, action: ResettingFlow.Action.path)
    path.push(Screen.State(name: "old"))
    let old = try #require(path.scope(id: 0))
    store.send(.startOver)
    path.push(Screen.State(name: "new"))
    #expect(store.path.ids == [1])
    let log = CountingIssueReporter()
    withIssueReporters([log]) {
      old.send(.tap)  // a late tap from a view still holding the old screen's store
    }
    #expect(store.path[id: 1]?.taps == 0)
    #expect(log.messages.count == 1)
    #expect(log.messages.first?.contains("not on the stack (id: 0)") == true)
  }

  @Test func theStoresOfPoppedElementsAreForgottenSoTheCacheStaysAsDeepAsTheStack() throws {
    let store = makeStore(["root"])
    let path = store.scope(state: \.path, action: Flow.Action.path)
    _ = try #require(path.scope(id: 0))
    for _ in 0..<5_000 {
      path.push(Screen.State(name: "pushed"))
      let top = try #require(store.path.ids.last)
      let screen = try #require(path.scope(id: top))
      screen.send(.tap)
      path.pop(from: top)
    }
    #expect(store.path.ids == [0])
    // Bounded by the stack's depth (and a small floor), not by the 5,000 screens shown.
    #expect(path.cachedChildStoreCount <= 33)
    #expect(path.observedPartCount <= 2)
    // The bottom element's store is still the cached one.
    #expect(path.scope(id: 0) === path.scope(id: 0))
  }
}
