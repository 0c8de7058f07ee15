import Dependencies
import Reducer
import ReducerTesting
import Testing

/// A `TestStore` sees a change made through a derived reference (`$team.name`, `Shared($teams[id:])`) as a change
/// of the root value, asserted either way.
@MainActor
@Suite struct TestStoreDerivedSharedTests {
  struct Team: Equatable, Identifiable, Sendable {
    var id: Int
    var name: String
  }

  struct Roster: Reducer {
    struct State: Equatable, Sendable {
      @Shared(.inMemory("roster")) var teams: IdentifiedArrayOf<Team> = [Team(id: 1, name: "Core")]
      var detail: Detail.State?
    }
    enum Action: Equatable, Sendable {
      case teamTapped(id: Int)
      case detail(Detail.Action)
    }
    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case let .teamTapped(id):
          state.detail = Shared(state.$teams[id: id]).map { Detail.State(team: $0) }
          return .none
        case .detail:
          return .none
        }
      }
      .ifLet(\.detail, action: Action.detail) { Detail() }
    }
  }

  struct Detail: Reducer {
    struct State: Equatable, Sendable {
      @Shared var team: Team
    }
    enum Action: Equatable, Sendable { case renamed(String) }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .renamed(name):
        state.$team.name.withLock { $0 = name }
        return .none
      }
    }
  }

  @Test func aChangeThroughADerivedReferenceIsAssertedOnTheRoot() async {
    let store = TestStore(initialState: Roster.State()) { Roster() }
    await store.send(.teamTapped(id: 1)) {
      $0.detail = Detail.State(team: Shared(value: Team(id: 1, name: "Core")))
    }
    await store.send(.detail(.renamed("Kernel"))) {
      $0.$teams.withLock { $0[id: 1]?.name = "Kernel" }
    }
    #expect(store.state.teams[id: 1]?.name == "Kernel")
  }

  @Test func aChangeThroughADerivedReferenceIsAssertedThroughTheChildsReferenceToo() async {
    let store = TestStore(initialState: Roster.State()) { Roster() }
    await store.send(.teamTapped(id: 1)) {
      $0.detail = Detail.State(team: Shared(value: Team(id: 1, name: "Core")))
    }
    await store.send(.detail(.renamed("Kernel"))) {
      $0.detail?.$team.name.withLock { $0 = "Kernel" }
    }
  }

  @Test func anUnassertedChangeThroughADerivedReferenceFailsNamingTheRootKey() async {
    let store = TestStore(initialState: Roster.State()) { Roster() }
    await store.send(.teamTapped(id: 1)) {
      $0.detail = Detail.State(team: Shared(value: Team(id: 1, name: "Core")))
    }
    await withKnownIssue {
      await store.send(.detail(.renamed("Kernel")))
    } matching: {
      $0.description.contains(".inMemory(\"roster\")")
    }
  }
}
