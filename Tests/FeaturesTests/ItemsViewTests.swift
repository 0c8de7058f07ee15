#if os(Linux)
  import Features
  import Reducer
  import ReducerTesting
  import SwiftUI
  import Testing

  @MainActor @Suite struct ItemsViewTests {
    @Test(arguments: ItemsFeature.scenarios)
    func everyScenarioHasASnapshot(_ scenario: Scenario<ItemsFeature>) async throws {
      let screen = try await scenario.screen { ItemsView(store: $0) }
      screen.expectSnapshot()
    }

    @Test func retryAfterAnError() async throws {
      let screen = try await ItemsFeature.scenario(.error).screen { ItemsView(store: $0) }
      #expect(screen.contains("Retry", role: "button"))
      try await screen.tap("Retry")
      screen.expectSnapshot()
    }

    @Test func tappingAMissingButtonNamesTheCandidates() async throws {
      let screen = try await ItemsFeature.scenario(.error).screen { ItemsView(store: $0) }
      let error = await #expect(throws: (any Error).self) { try await screen.tap("Reload") }
      #expect("\(error.map { "\($0)" } ?? "")".contains("Candidates: button \"Retry\""))
    }

    @Test func tappingARowMarksItDone() async throws {
      let screen = try await ItemsFeature.scenario(.loaded).screen { ItemsView(store: $0) }
      try await screen.tap("Water the ferns")
      #expect(screen.state.items.first?.isDone == true)
      screen.expectSnapshot()
    }

    @Test func pullToRefreshReloads() async throws {
      let screen = try await ItemsFeature.scenario(.loaded).screen { ItemsView(store: $0) }
      try await screen.refresh()
      #expect(screen.contains("Water the ferns"))
    }
  }
#endif
