#if os(Linux)
  import Features
  import Reducer
  import ReducerTesting
  import SwiftUI
  import Testing

  @MainActor @Suite struct DeparturesViewTests {
    @Test(arguments: DeparturesFeature.scenarios)
    func everyScenarioHasASnapshot(_ scenario: Scenario<DeparturesFeature>) async throws {
      let screen = try await scenario.screen { DeparturesView(store: $0) }
      screen.expectSnapshot()
    }

    @Test func everyScenarioRenders() async {
      await DeparturesFeature.assertScreensRender { DeparturesView(store: $0) }
    }

    @Test func retryAfterAnError() async throws {
      let screen = try await DeparturesFeature.scenario(.error).screen { DeparturesView(store: $0) }
      try await screen.tap("Retry")
      screen.expectSnapshot()
    }
  }
#endif
