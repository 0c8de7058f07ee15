#if os(Linux)
  import PracticeLogFeatures
  import Reducer
  import ReducerTesting
  import Testing

  @MainActor @Suite struct PieceDetailViewTests {
    @Test func editingThePieceInTheSheetChangesItInTheList() async throws {
      let screen = try await PiecesFeature.screen("detail")
      try await screen.tap("Edit")
      #expect(screen.contains("Edit piece", role: "title"))
      try await screen.type("Étude in E", into: "Title")
      try await screen.tap("Save")
      #expect(screen.state.pieces[id: PieceFixtures.etude.id]?.title == "Étude in E")
      #expect(screen.contains("Étude in E", role: "destination"))
      screen.expectSnapshot()
      try await screen.back()
      #expect(screen.contains("Étude in E 7 min", role: "button"))
    }

    @Test func dismissingTheEditorKeepsThePieceAsItWas() async throws {
      let screen = try await PiecesFeature.screen("editing")
      try await screen.type("Something else", into: "Title")
      try await screen.dismiss()
      #expect(screen.state.pieces == PieceFixtures.list)
      #expect(!screen.contains("Edit piece", role: "title"))
    }

    /// Regression: the alert's "Delete" pops the detail that shows the alert; the dismissal that follows a button's
    /// action sends nothing (the action cleared the alert), so no `.dismiss` reaches the popped detail.
    @Test func deletingFromTheDetailsAlertPopsTheDetailAndSendsNothingToIt() async throws {
      let screen = try await PiecesFeature.screen("detail")
      try await screen.tap("Delete piece")
      #expect(screen.contains("Delete “Étude in E major”?", role: "alert"))
      #expect(screen.contains("Its 2 logged sessions go with it.", role: "text"))
      try await screen.tap("Delete")
      #expect(screen.state.path.isEmpty)
      #expect(screen.state.pieces.map(\.title) == ["Nocturne", "Sonata No. 2"])
      screen.expectSnapshot()
    }

    @Test func outlinePushesTheOutlineScreen() async throws {
      let screen = try await PiecesFeature.screen("detail")
      try await screen.tap("Outline")
      #expect(screen.state.path.count == 2)
      #expect(screen.contains("Outline", role: "destination"))
    }
  }
#endif
