import Dependencies
import FeatureFixtures
import Reducer
import ReducerTesting

/// The contract's typing-fast flow over `Search` on a fresh `TestClock`: "s", then "sw" 200 ms later, which
/// cancels the first search; only "sw"'s answer arrives, 300 ms after it. One run; tests repeat it.
@MainActor
func runSearchTypingFastFlow() async {
  let clock = TestClock()
  let store = TestStore(initialState: Search.State()) {
    Search()
  } withDependencies: {
    $0.continuousClock = clock
    $0.searchClient.search = { query in [query.uppercased()] }
  }
  await store.send(.queryChanged("s")) { $0.query = "s" }
  await clock.advance(by: .milliseconds(200))
  await store.send(.queryChanged("sw")) { $0.query = "sw" }
  await clock.advance(by: .milliseconds(300))
  await store.receive(.searchResponse(.success(["SW"]))) { $0.results = ["SW"] }
}
