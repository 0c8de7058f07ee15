import Dependencies
import Features
import Reducer
import ReducerTesting
import Testing

@MainActor
@Suite struct ItemsFeatureTests {
  @Test(arguments: ItemsFeature.scenarios)
  func scenarioReachesItsViewState(_ scenario: Scenario<ItemsFeature>) async {
    await scenario.assertReachesViewState()
  }

  @Test func everyViewStateHasAScenario() {
    ItemsFeature.assertEveryViewStateCovered()
    #expect(ItemsFeature.uncoveredViewStateKinds.isEmpty)
  }

  @Test func loadedScenarioLoadsOnAppearOnce() async {
    let store = ItemsFeature.scenario(.loaded).makeTestStore()
    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(.itemsResponse(.success(ItemFixtures.list))) {
      $0.isLoading = false
      $0.hasLoaded = true
      $0.items = IdentifiedArray(uniqueElements: ItemFixtures.list)
    }
    await store.send(.onAppear)
  }

  @Test func refreshReloads() async {
    let store = ItemsFeature.scenario(.loaded).makeTestStore()
    await store.send(.onAppear) { $0.isLoading = true }
    await store.skipReceivedActions()
    await store.send(.refreshPulled) { $0.isLoading = true }
    await store.receive(.itemsResponse(.success(ItemFixtures.list))) { $0.isLoading = false }
  }

  @Test func retryAfterErrorShowsTheItems() async {
    let store = ItemsFeature.scenario(.error).makeTestStore()
    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(.itemsResponse(.failure(ItemFixtures.loadError))) {
      $0.isLoading = false
      $0.hasLoaded = true
      $0.errorMessage = ItemFixtures.loadError.message
    }
    store.dependencies.itemService = MockItemService(.success(ItemFixtures.list))
    await store.send(.retryTapped) {
      $0.isLoading = true
      $0.errorMessage = nil
    }
    await store.receive(.itemsResponse(.success(ItemFixtures.list))) {
      $0.isLoading = false
      $0.items = IdentifiedArray(uniqueElements: ItemFixtures.list)
    }
  }

  @Test func delayedScenarioShowsLoadingUntilTheClockAdvances() async {
    let clock = TestClock()
    let store = ItemsFeature.scenario(.delayed).makeTestStore(clock: clock)
    await store.send(.onAppear) { $0.isLoading = true }
    #expect(ItemsFeature.viewState(of: store.state) == .loading)
    await clock.advance(by: .seconds(2))
    await store.receive(.itemsResponse(.success(ItemFixtures.list))) {
      $0.isLoading = false
      $0.hasLoaded = true
      $0.items = IdentifiedArray(uniqueElements: ItemFixtures.list)
    }
  }

  @Test func tappingARowTicksItOff() async {
    let store = ItemsFeature.scenario(.loaded).makeTestStore()
    await store.send(.onAppear) { $0.isLoading = true }
    await store.skipReceivedActions()
    await store.send(.rowTapped(id: ItemFixtures.ferns.id)) {
      $0.items[id: ItemFixtures.ferns.id]?.isDone = true
    }
  }

  @Test func unknownScenarioNamesTheOnesThatExist() {
    #expect(throws: ScenarioLookupError.self) { try ItemsFeature.scenario(named: "lodaed") }
    do {
      _ = try ItemsFeature.scenario(named: "lodaed")
    } catch {
      #expect(error.description.contains("'loaded', 'empty', 'error', 'loading', 'delayed'"))
    }
  }
}
