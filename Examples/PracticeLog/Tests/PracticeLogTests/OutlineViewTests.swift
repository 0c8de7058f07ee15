#if os(Linux)
  import PracticeLogFeatures
  import Reducer
  import ReducerTesting
  import Testing

  @MainActor @Suite struct OutlineViewTests {
    @Test func aSectionAddedDeepInTheTreeIsSavedOnThePiece() async throws {
      let screen = try await PiecesFeature.screen("outline")
      try await screen.tap("Add a section to “A section”")
      let outline = screen.state.pieces[id: PieceFixtures.etude.id]?.outline
      #expect(outline?.children.first?.children.map(\.title) == ["bars 1–8", "Section 2"])
      #expect(screen.contains("Section 2", role: "textField"))
      screen.expectSnapshot()
    }

    @Test func renamingASectionInPlace() async throws {
      let screen = try await PiecesFeature.screen("outline")
      try await screen.type("Coda", into: "B section")
      #expect(
        screen.state.pieces[id: PieceFixtures.etude.id]?.outline.children.last?.title == "Coda")
      #expect(screen.contains("Coda", role: "textField"))
    }

    @Test func swipingASectionAwayRemovesItAndItsSections() async throws {
      let screen = try await PiecesFeature.screen("outline")
      try await screen.delete("A section")
      let outline = screen.state.pieces[id: PieceFixtures.etude.id]?.outline
      #expect(outline?.children.map(\.title) == ["B section"])
      #expect(outline?.count == 2)
      #expect(!screen.contains("bars 1–8", role: "textField"))
    }
  }
#endif
