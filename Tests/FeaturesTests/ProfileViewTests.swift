#if os(Linux)
  import Features
  import Reducer
  import ReducerTesting
  import SwiftUI
  import Testing

  @MainActor @Suite struct ProfileViewTests {
    @Test(arguments: ProfileFeature.scenarios)
    func everyScenarioHasASnapshot(_ scenario: Scenario<ProfileFeature>) async throws {
      let screen = try await scenario.screen { ProfileView(store: $0) }
      screen.expectSnapshot()
    }

    @Test func everyScenarioRenders() async {
      await ProfileFeature.assertScreensRender { ProfileView(store: $0) }
    }

    @Test func editingTheNameEnablesSaveAndSaving() async throws {
      let screen = try await ProfileFeature.scenario(.loaded).screen { ProfileView(store: $0) }
      try await screen.type("Lucía F.", into: "Name")
      #expect(screen.state.name == "Lucía F.")
      try await screen.tap("Save")
      screen.expectSnapshot()
    }

    @Test func aDisabledSaveCannotBeTapped() async throws {
      let screen = try await ProfileFeature.scenario(.loaded).screen { ProfileView(store: $0) }
      let error = await #expect(throws: (any Error).self) { try await screen.tap("Save") }
      #expect("\(error.map { "\($0)" } ?? "")".contains("disabled"))
    }
  }
#endif
