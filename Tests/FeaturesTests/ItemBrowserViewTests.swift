#if os(Linux)
  import Features
  import Reducer
  import ReducerTesting
  import SwiftUI
  import Testing

  @MainActor @Suite struct ItemBrowserViewTests {
    @Test(arguments: ItemBrowserFeature.scenarios)
    func everyScenarioHasASnapshot(_ scenario: Scenario<ItemBrowserFeature>) async throws {
      let screen = try await scenario.screen { ItemBrowserView(store: $0) }
      screen.expectSnapshot()
    }

    @Test func everyScenarioRenders() async {
      await ItemBrowserFeature.assertScreensRender { ItemBrowserView(store: $0) }
    }

    @Test func openEditSaveAndGoBack() async throws {
      let screen = try await ItemBrowserFeature.scenario(.loaded).screen {
        ItemBrowserView(store: $0)
      }
      try await screen.tap("Call the bike shop")
      #expect(screen.contains("Edit", role: "button"))
      try await screen.tap("Edit")
      try await screen.type("Call the bike shop again", into: "Title")
      try await screen.tap("Save")
      #expect(!screen.contains("Save"))
      screen.expectSnapshot()
      try await screen.back()
      #expect(screen.state.path.isEmpty)
      screen.expectSnapshot()
    }

    @Test func dismissingTheEditorSheetSendsDismiss() async throws {
      let screen = try await ItemBrowserFeature.scenario(.editing).screen {
        ItemBrowserView(store: $0)
      }
      #expect(screen.contains("Title", role: "textField"))
      try await screen.dismiss()
      #expect(!screen.contains("Title", role: "textField"))
    }

    @Test func cancellingTheDeleteAlertKeepsTheItem() async throws {
      let screen = try await ItemBrowserFeature.scenario(.detail).screen {
        ItemBrowserView(store: $0)
      }
      try await screen.tap("Delete")
      // The alert covers the detail: its "Edit" cannot be reached until the alert is dismissed.
      let error = await #expect(throws: (any Error).self) { try await screen.tap("Edit") }
      #expect("\(error.map { "\($0)" } ?? "")".contains("is covered by the alert"))
      try await screen.tap("Cancel")
      #expect(!screen.contains("Cancel"))
      #expect(screen.contains("Edit", role: "button"))
    }

    @Test func hidingDoneItems() async throws {
      let screen = try await ItemBrowserFeature.scenario(.loaded).screen {
        ItemBrowserView(store: $0)
      }
      try await screen.tap("Hide done")
      #expect(!screen.contains("Return library books"))
      #expect(screen.contains("Show done", role: "button"))
    }
  }
#endif
