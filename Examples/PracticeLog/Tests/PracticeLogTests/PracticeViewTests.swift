#if os(Linux)
  import PracticeLogFeatures
  import Reducer
  import ReducerTesting
  import Testing

  @MainActor @Suite struct PracticeViewTests {
    @Test func theTimerRunsWhileTheSessionIsShownAndEndingLogsIt() async throws {
      let screen = try await PiecesFeature.screen("detail")
      try await screen.tap("Practise")
      #expect(screen.contains("0:00 of 2:00", role: "text"))
      await screen.advance(by: .seconds(65))
      #expect(screen.contains("1:05 of 2:00", role: "text"))
      try await screen.tap("End session")
      #expect(screen.contains("End this session?", role: "dialog"))
      screen.expectSnapshot()
      // The timer pauses under the dialog.
      await screen.advance(by: .seconds(5))
      #expect(screen.contains("1:05 of 2:00", role: "text"))
      try await screen.tap("Log session")
      #expect(screen.state.path.count == 1)
      #expect(screen.state.pieces[id: PieceFixtures.etude.id]?.sessions.first?.seconds == 65)
      #expect(screen.contains("1 min 5 s", role: "text"))
    }

    @Test func reachingTheTargetLogsTheSessionAndPopsTheScreen() async throws {
      let screen = try await PiecesFeature.screen("practising")
      await screen.advance(by: .seconds(50))
      #expect(screen.state.path.count == 1)
      #expect(screen.state.pieces[id: PieceFixtures.nocturne.id]?.sessions.map(\.seconds) == [60])
      #expect(screen.contains("Nocturne", role: "destination"))
    }

    @Test func discardingEndsTheSessionWithoutLoggingIt() async throws {
      let screen = try await PiecesFeature.screen("endingSession")
      try await screen.tap("Discard")
      #expect(screen.state.path.count == 1)
      #expect(screen.state.pieces[id: PieceFixtures.nocturne.id]?.sessions.isEmpty == true)
    }

    @Test func keepPractisingDismissesTheDialogAndTheTimerGoesOn() async throws {
      let screen = try await PiecesFeature.screen("endingSession")
      try await screen.tap("Keep practising")
      #expect(!screen.contains("End this session?", role: "dialog"))
      await screen.advance(by: .seconds(2))
      #expect(screen.contains("0:12 of 1:00", role: "text"))
    }

    @Test func goingBackStopsTheTimer() async throws {
      let screen = try await PiecesFeature.screen("practising")
      try await screen.back()
      #expect(screen.state.path.count == 1)
      await screen.advance(by: .seconds(120))
      #expect(screen.state.pieces[id: PieceFixtures.nocturne.id]?.sessions.isEmpty == true)
    }
  }
#endif
