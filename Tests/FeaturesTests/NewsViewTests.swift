#if os(Linux)
  import Features
  import Reducer
  import ReducerTesting
  import SwiftUI
  import Testing

  @MainActor @Suite struct NewsViewTests {
    @Test(arguments: NewsFeature.scenarios)
    func everyScenarioHasASnapshot(_ scenario: Scenario<NewsFeature>) async throws {
      let screen = try await scenario.screen { NewsView(store: $0) }
      screen.expectSnapshot()
    }

    @Test func everyScenarioRenders() async {
      await NewsFeature.assertScreensRender { NewsView(store: $0) }
    }

    @Test func retryAfterAnError() async throws {
      let screen = try await NewsFeature.scenario(.error).screen { NewsView(store: $0) }
      try await screen.tap("Retry")
      screen.expectSnapshot()
    }
  }
#endif
