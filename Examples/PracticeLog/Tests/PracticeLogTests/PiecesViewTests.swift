#if os(Linux)
  import Foundation
  import PracticeLogFeatures
  import Reducer
  import ReducerTesting
  import Testing

  extension PiecesFeature {
    /// The practice log's screen in the scenario `name`: the whole app, from its navigation stack down.
    @MainActor
    static func screen(_ name: ScenarioName) async throws -> Screen<State, Action> {
      try await scenario(name).screen { PiecesView(store: $0) }
    }
  }

  @MainActor @Suite struct PiecesViewTests {
    @Test(arguments: PiecesFeature.scenarios)
    func everyScenarioHasASnapshot(_ scenario: Scenario<PiecesFeature>) async throws {
      let screen = try await scenario.screen { PiecesView(store: $0) }
      screen.expectSnapshot()
    }

    @Test func aFirstLaunchSaysThereAreNoPiecesAndOffersToAddOne() async throws {
      let screen = try await PiecesFeature.screen(.empty)
      #expect(screen.contains("No pieces yet", role: "unavailable"))
      try await screen.tap("Add piece")
      #expect(screen.contains("New piece", role: "title"))
    }

    @Test func addingAPieceThroughTheSheetAppendsItToTheList() async throws {
      let screen = try await PiecesFeature.screen(.loaded)
      try await screen.tap("Add piece")
      try await screen.type("Prelude", into: "Title")
      try await screen.tap("Save")
      #expect(screen.state.destination == nil)
      #expect(
        screen.state.pieces.map(\.title) == [
          "Étude in E major", "Nocturne", "Sonata No. 2", "Prelude",
        ])
      #expect(screen.contains("Prelude 0 min", role: "button"))
      screen.expectSnapshot()
    }

    @Test func dismissingTheAddSheetAddsNothing() async throws {
      let screen = try await PiecesFeature.screen(.loaded)
      try await screen.tap("Add piece")
      try await screen.type("Prelude", into: "Title")
      try await screen.dismiss()
      #expect(screen.state.destination == nil)
      #expect(screen.state.pieces == PieceFixtures.list)
      #expect(!screen.contains("New piece", role: "title"))
    }

    @Test func swipingARowAwayAsksThenDeletesThePiece() async throws {
      let screen = try await PiecesFeature.screen(.loaded)
      try await screen.delete("Nocturne 0 min")
      #expect(screen.contains("Delete “Nocturne”?", role: "alert"))
      #expect(screen.state.pieces.count == 3)
      screen.expectSnapshot()
      try await screen.tap("Delete")
      #expect(screen.state.destination == nil)
      #expect(screen.state.pieces.map(\.title) == ["Étude in E major", "Sonata No. 2"])
      #expect(!screen.contains("Nocturne 0 min", role: "button"))
    }

    @Test func cancellingTheDeletionAlertKeepsThePiece() async throws {
      let screen = try await PiecesFeature.screen("confirmingDeletion")
      try await screen.tap("Cancel")
      #expect(screen.state.destination == nil)
      #expect(screen.state.pieces == PieceFixtures.list)
      #expect(!screen.contains("Delete “Nocturne”?", role: "alert"))
    }

    /// Regression: a row that can be swiped away (its list has `onDelete`) is still a button that can be tapped — the
    /// row's delete handler no longer replaces its button's tap.
    @Test func aRowThatCanBeSwipedAwayStillPushesItsDetailWhenTappedAndBackPopsIt() async throws {
      let screen = try await PiecesFeature.screen(.loaded)
      try await screen.tap("Étude in E major 7 min")
      #expect(screen.state.path.count == 1)
      #expect(screen.contains("Étude in E major", role: "destination"))
      try await screen.back()
      #expect(screen.state.path.isEmpty)
      #expect(!screen.contains("Étude in E major", role: "destination"))
    }
  }
#endif
