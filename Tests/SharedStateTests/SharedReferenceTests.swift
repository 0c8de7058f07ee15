import Dependencies
import Reducer
import Testing

/// Reads and writes of a shared value from inside its own `withLock`: never a trap of the non-re-entrant lock.
@Suite struct SharedReferenceTests {
  struct Team: Equatable, Sendable {
    var name: String
    var members: [String] = []
  }

  /// Renames the team from its current name, reading the shared value inside its own `withLock`.
  struct Renamer: Reducer {
    struct State: Equatable, Sendable {
      @Shared var team: Team
    }
    enum Action: Equatable, Sendable { case exclaimTapped }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.$team.withLock { $0.name = state.team.name + "!" }
      return .none
    }
  }

  @Test func readingADerivedSharedInsideItsRootsWithLockGivesTheValueBeforeTheChange() {
    let team = Shared(value: Team(name: "Core"))
    let seen = team.withLock { value in
      value.name = "Kernel"
      return (team.name.wrappedValue, team.wrappedValue.name)
    }
    #expect(seen == ("Core", "Core"))
    #expect(team.name.wrappedValue == "Kernel")
  }

  @Test func readingAnUnwrappedElementInsideItsCollectionsWithLockGivesTheValueBeforeTheChange() {
    let teams = Shared<IdentifiedArrayOf<Identified<Int, Team>>>(value: [
      Identified(Team(name: "Core"), id: 1)
    ])
    guard let first = Shared(teams[id: 1]) else {
      Issue.record("an element that exists did not unwrap")
      return
    }
    let seen = teams.withLock { value in
      value[id: 1]?.value.name = "Kernel"
      return first.wrappedValue.value.name
    }
    #expect(seen == "Core")
    #expect(first.wrappedValue.value.name == "Kernel")
  }

  @MainActor @Test func aReducerReadingItsSharedInsideTheSharedsWithLockChangesIt() {
    let store = Store(initialState: Renamer.State(team: Shared(value: Team(name: "Core")))) {
      Renamer()
    }
    store.send(.exclaimTapped)
    store.send(.exclaimTapped)
    #expect(store.state.team.name == "Core!!")
  }

  @Test func aWithLockInsideTheSameValuesWithLockIsAReportedIssueAndItsChangeIsDropped() {
    let team = Shared(value: Team(name: "Core"))
    withKnownIssue {
      team.withLock { value in
        value.members.append("Ada")
        team.name.withLock { $0 = "Inner" }
      }
    } matching: { issue in
      issue.description.contains(
        "withLock of Shared(value:) was called inside a withLock of the same shared value")
    }
    #expect(team.wrappedValue == Team(name: "Core", members: ["Ada"]))
  }
}
