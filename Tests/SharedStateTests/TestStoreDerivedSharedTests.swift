import Dependencies
import Reducer
import ReducerTesting
import Testing

/// A `TestStore` sees a change made through a derived reference (`$team.name`, `Shared($teams[id:])`) as a change
/// of the root value, asserted either way. The feature is Docs/SharedState.md's team list (`DerivingDocSample`).
@MainActor
@Suite struct TestStoreDerivedSharedTests {
  private typealias Team = DerivingDocSample.Team
  private typealias Roster = DerivingDocSample.Teams
  private typealias Detail = DerivingDocSample.TeamDetail

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
      $0.description.contains(".inMemory(\"teams\")")
    }
  }
}
