#if os(Linux)
  import DemoRunner
  @testable import DemoRunnerCore
  import Testing

  /// The session's screen: a feature registered with its view is rendered over the session's store, appears by
  /// rendering (its `.task` sends `onAppear`, once) and is rendered again by every settle.
  @MainActor
  @Suite struct FeatureSessionTests {
    private func session(_ feature: String, scenario: String) throws -> any DemoSession {
      let feature = try #require(FeatureCatalog.standard.features.first { $0.name == feature })
      let index = try #require(feature.scenarioIndex(named: scenario))
      return feature.makeSession(index, SessionLimits().options(.preview))
    }

    @Test func appearingRendersTheViewWhoseTaskSendsOnAppearOnce() async throws {
      let session = try session("Items", scenario: "loaded")
      #expect(session.hasScreen)
      let printed = await session.appear()
      #expect(printed == "onAppear")
      let reduced = session.takeReducedActions().map { "\($0)" }
      #expect(reduced.filter { $0 == "onAppear" }.count == 1)
      let text = try #require(session.screenText)
      #expect(text.contains("Water the ferns"))
      #expect(session.screenHTML?.contains("Water the ferns") == true)
    }

    @Test func aUIStepPressesTheRenderedControlAndTheScreenFollows() async throws {
      let session = try session("Items", scenario: "error")
      _ = await session.appear()
      #expect(session.viewStateCase == "error")
      _ = session.takeReducedActions()
      try await session.perform(
        .tap("Retry"), at: SourceLocation(file: "x.demo", line: 3, column: 1))
      #expect(session.viewStateCase != "error" || session.takeReducedActions().count > 0)
      #expect(session.screenText?.contains("Retry") != nil)
    }

    @Test func aUIStepNamingNoControlIsALocatedErrorWithTheCandidates() async throws {
      let session = try session("Items", scenario: "error")
      _ = await session.appear()
      let location = SourceLocation(file: "x.demo", line: 3, column: 1)
      let error = await #expect(throws: ScriptError.self) {
        try await session.perform(.tap("Retyr"), at: location)
      }
      #expect(error?.location == location)
      #expect(error?.message.contains("Candidates: button \"Retry\"") == true)
    }

    @Test func aUIStepInAFeatureWithoutAViewSaysItRegisteredNone() async throws {
      let feature = DemoFeature(ClosingFeature.self)
      let session = feature.makeSession(0, SessionLimits().options(.preview))
      #expect(!session.hasScreen)
      #expect(session.screenText == nil)
      let location = SourceLocation(file: "x.demo", line: 2, column: 1)
      let error = await #expect(throws: ScriptError.self) {
        try await session.perform(.back, at: location)
      }
      #expect(
        error?.description
          == "x.demo:2:1: error: Closing registered no view, so `back` has no screen to act on "
          + "(expected `send` steps, or the feature registered with its view: "
          + "`DemoFeature(MyFeature.self) { MyView(store: $0) }`)")
    }
  }
#endif
