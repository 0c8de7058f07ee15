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
}
