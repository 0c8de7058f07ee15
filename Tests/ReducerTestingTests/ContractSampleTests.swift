import Dependencies
import FeatureFixtures
import Reducer
import ReducerTesting
import Testing

@MainActor
@Suite struct ContractSampleTests {
  @Test func searchDebounces() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
      $0.searchClient.search = { _ in ["Swift"] }
    }
    await store.send(.queryChanged("S")) { $0.query = "S" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.searchResponse(.success(["Swift"]))) {
      $0.results = ["Swift"]
    }
  }

  @Test func typingFastCancelsEarlierSearches() async {
    await runSearchTypingFastFlow()
  }
}
