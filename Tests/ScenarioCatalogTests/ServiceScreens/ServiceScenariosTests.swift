import ReducerTesting
import ScenarioCatalog
import Testing

/// `ServiceScenarios`: the standard catalog's names, order, summaries and settle times, and every
/// scenario reaching the view state it declares.
@MainActor
@Suite struct ServiceScenariosTests {
  @Test func theStandardCatalogIsLoadedEmptyErrorLoadingInOrder() {
    #expect(Counter.scenarios.map(\.name) == [.loaded, .empty, .error, .loading, .delayed])
    #expect(Counter.scenarios.allSatisfy { $0.onAppear == .onAppear })
    #expect(Counter.scenarios[3].summary == "The service has not answered yet")
    #expect(Counter.scenarios[2].expecting == .error("The count could not be loaded."))
  }

  @Test func onlyTheDelayedScenarioWaitsTwoSeconds() {
    #expect(Counter.scenarios.map(\.settleAfter) == [.zero, .zero, .zero, .zero, .seconds(2)])
  }

  @Test(arguments: Counter.scenarios)
  func everyScenarioReachesItsViewState(_ scenario: Scenario<Counter>) async {
    await scenario.assertReachesViewState()
  }
}
