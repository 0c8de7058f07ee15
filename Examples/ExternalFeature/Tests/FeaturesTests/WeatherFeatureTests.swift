import Dependencies
import WeatherFeatures
import Reducer
import ReducerTesting
import Testing

@MainActor
@Suite struct WeatherFeatureTests {
  @Test(arguments: WeatherFeature.scenarios)
  func scenarioReachesItsViewState(_ scenario: Scenario<WeatherFeature>) async {
    await scenario.assertReachesViewState()
  }

  @Test func everyViewStateHasAScenario() {
    WeatherFeature.assertEveryViewStateCovered()
    #expect(WeatherFeature.uncoveredViewStateKinds.isEmpty)
  }

  @Test func loadingThenTappingARowTicksItOff() async {
    let store = WeatherFeature.scenario(.loaded).makeTestStore()
    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(.itemsResponse(.success(WeatherFixtures.list))) {
      $0.isLoading = false
      $0.hasLoaded = true
      $0.items = IdentifiedArray(uniqueElements: WeatherFixtures.list)
    }
    await store.send(.rowTapped(id: WeatherFixtures.first.id)) {
      $0.items[id: WeatherFixtures.first.id]?.isDone = true
    }
    await store.send(.onAppear)
  }
}
