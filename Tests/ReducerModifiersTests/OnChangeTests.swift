import Reducer
import ReducerTesting
import Testing

/// Clears the results and counts the changes whenever the query changes.
private struct QueryWatcher: Reducer {
  struct State: Equatable, Sendable {
    var query = ""
    var other = 0
    var changes: [String] = []
  }
  enum Action: Equatable, Sendable {
    case queryChanged(String)
    case otherChanged(Int)
    case changeNoted(String)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .queryChanged(query):
        state.query = query
        return .none
      case let .otherChanged(value):
        state.other = value
        return .none
      case .changeNoted:
        return .none
      }
    }
    .onChange(of: \.query) { old, new in
      Reduce { state, _ in
        state.changes.append("\(old)→\(new)")
        return .send(.changeNoted(new))
      }
    }
  }
}

@MainActor
@Suite struct OnChangeTests {
  @Test func onChangeRunsTheReducerWithOldAndNewValueWhenTheValueChanged() async {
    let store = TestStore(initialState: QueryWatcher.State()) { QueryWatcher() }
    await store.send(.queryChanged("a")) {
      $0.query = "a"
      $0.changes = ["→a"]
    }
    await store.receive(.changeNoted("a"))
    await store.send(.queryChanged("ab")) {
      $0.query = "ab"
      $0.changes = ["→a", "a→ab"]
    }
    await store.receive(.changeNoted("ab"))
  }

  @Test func onChangeDoesNotRunWhenTheValueIsSetButNotChanged() async {
    let store = TestStore(initialState: QueryWatcher.State(query: "a")) { QueryWatcher() }
    // The reducer assigns the query, but to the value it already had: no change, no effect.
    await store.send(.queryChanged("a"))
  }

  @Test func onChangeDoesNotRunForActionsThatLeaveTheValueAlone() async {
    let store = TestStore(initialState: QueryWatcher.State()) { QueryWatcher() }
    await store.send(.otherChanged(1)) { $0.other = 1 }
  }

  @Test func onChangeWithRemoveDuplicatesSkipsValuesItCallsDuplicates() {
    let sameTens: @Sendable (Int, Int) -> Bool = { $0 / 10 == $1 / 10 }
    let reducer = Reduce<Int, Int> { state, action in
      state = action
      return .none
    }
    .onChange(of: \.self, removeDuplicates: sameTens) { _, _ in
      Reduce { state, _ in
        state += 1000
        return .none
      }
    }
    var state = 11
    _ = reducer.reduce(into: &state, action: 15)  // same tens: a duplicate
    #expect(state == 15)
    _ = reducer.reduce(into: &state, action: 25)  // a change
    #expect(state == 1025)
  }
}
