#if os(Linux)
  import PracticeLogFeatures
  import Reducer
  import ReducerTesting
  import Testing

  @MainActor @Suite struct PieceFormViewTests {
    @Test func theTitleHasTheFocusWhenTheFormAppears() async throws {
      let screen = try await PiecesFeature.screen(.loaded)
      try await screen.tap("Add piece")
      #expect(screen.text.contains("textField \"Title\" = \"\" (selected) [type]"))
    }

    @Test func savingWithoutATitleShowsWhyAndKeepsTheSheet() async throws {
      let screen = try await PiecesFeature.screen("adding")
      try await screen.type("   ", into: "Title")
      try await screen.tap("Save")
      #expect(screen.contains("A piece needs a title.", role: "text"))
      guard case let .add(form)? = screen.state.destination else {
        Issue.record("the add sheet was dismissed")
        return
      }
      #expect(form.problem == "A piece needs a title.")
      screen.expectSnapshot()
      try await screen.type("Prelude", into: "Title")
      #expect(!screen.contains("A piece needs a title.", role: "text"))
    }

    @Test func theStepperSetsTheMinutesASessionAimsFor() async throws {
      let screen = try await PiecesFeature.screen("adding")
      try await screen.step("Minutes a session", by: 3)
      guard case let .add(form)? = screen.state.destination else {
        Issue.record("the add sheet was dismissed")
        return
      }
      #expect(form.piece.targetMinutes == 8)
      #expect(screen.contains("8", role: "text"))
    }

    @Test func cancelDismissesTheSheet() async throws {
      let screen = try await PiecesFeature.screen("adding")
      try await screen.tap("Cancel")
      #expect(screen.state.destination == nil)
      #expect(screen.state.pieces.isEmpty)
    }
  }
#endif
