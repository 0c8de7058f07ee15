import Dependencies
import FeatureFixtures
import Reducer
import ReducerTesting
import Testing

@MainActor
@Suite struct FailureSmokeTests {
  @Test func wrongMutationIsReportedWithDiff() async {
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    await withKnownIssue {
      await store.send(.queryChanged("")) { $0.query = "x" }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
    }
  }

  @Test func runningEffectAtEndIsReported() async {
    await withKnownIssue {
      let store = TestStore(initialState: Search.State()) {
        Search()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      await store.send(.queryChanged("a")) { $0.query = "a" }
    } matching: { issue in
      issue.description.contains("still running")
    }
  }
}
