/// The scaffold's test file and bundled script: scenario proofs, one exhaustive flow, and a
/// `toggle.demo` script.
enum TestTemplates {
  /// `Tests/FeaturesTests/WeatherFeatureTests.swift`.
  static func tests(_ n: FeatureName, module: String) -> String {
    #"""
    import Dependencies
    import \#(module)
    import Reducer
    import ReducerTesting
    import Testing

    @MainActor
    @Suite struct \#(n.tests) {
      @Test(arguments: \#(n.feature).scenarios)
      func scenarioReachesItsViewState(_ scenario: Scenario<\#(n.feature)>) async {
        await scenario.assertReachesViewState()
      }

      @Test func everyViewStateHasAScenario() {
        \#(n.feature).assertEveryViewStateCovered()
        #expect(\#(n.feature).uncoveredViewStateKinds.isEmpty)
      }

      @Test func loadingThenTappingARowTicksItOff() async {
        let store = \#(n.feature).scenario(.loaded).makeTestStore()
        await store.send(.onAppear) { $0.isLoading = true }
        await store.receive(.itemsResponse(.success(\#(n.fixtures).list))) {
          $0.isLoading = false
          $0.hasLoaded = true
          $0.items = IdentifiedArray(uniqueElements: \#(n.fixtures).list)
        }
        await store.send(.rowTapped(id: \#(n.fixtures).first.id)) {
          $0.items[id: \#(n.fixtures).first.id]?.isDone = true
        }
        await store.send(.onAppear)
      }
    }

    """#
  }

  /// `Scripts/toggle.demo`.
  static let script = """
    # Tick an item off in the loaded list.
    scenario loaded
    expect viewState loaded
    expect state.items.count == 3
    send rowTapped(id: "11111111-1111-1111-1111-111111111111")
    expect state.items[0].isDone == true

    """
}
