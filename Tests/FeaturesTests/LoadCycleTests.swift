import Features
import Reducer
import ReducerTesting
import Testing

/// The load cycle the sample features share (`Reduce.loadCycle`, from `ScenarioCatalog`): a failure
/// about the load it starts names the feature that starts it, not the shared helper.
@MainActor
@Suite struct LoadCycleTests {
  @Test func aLoadThatCannotAnswerIsReportedWhereTheFeatureStartsIt() async {
    let store = NewsFeature.scenario(.loading).makeTestStore()
    await store.send(.onAppear) { $0.isLoading = true }
    await withKnownIssue("the service never answers") {
      await store.receive(.feedResponse(.success(NewsFeed(articles: []))))
    } matching: { issue in
      issue.description.contains("created at Features/NewsFeature.swift:")
        && !issue.description.contains("Reduce+LoadCycle")
    }
    await store.skipInFlightEffects()
  }
}
