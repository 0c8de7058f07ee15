#if os(Linux)
  @testable import Exploration
  import ExploreFixtures
  import Reducer
  import SwiftUI
  import Testing

  /// The screen a run presses: what it lists, and when it lists it again.
  @MainActor
  struct ScreenDriverTests {
    typealias Feature = PlantedScreenFeature<SoundScreen>

    /// A run of the sound planted screen from its counter at 0, appeared.
    private func appearedRun(keepingSentActions: Bool = false) async throws
      -> ExplorationRun<Feature>
    {
      var explorer = Explorer(Feature.self)
      explorer.screen = { ViewHost(PlantedScreenView(store: $0)) }
      let scenario = try #require(Feature.scenarios.first)
      let run = explorer.makeRun(scenario, keepingSentActions: keepingSentActions)
      #expect(await run.start() == nil)
      return run
    }

    @Test func aRenderThatLeavesTheTreeAsItWasKeepsTheListedControls() async throws {
      let run = try await appearedRun()
      let screen = try #require(run.screen)
      let controls = screen.pressable
      let listings = screen.listings
      screen.render()
      screen.render()
      #expect(screen.pressable == controls)
      #expect(screen.listings == listings)
    }

    @Test func aPressThatChangesTheScreenListsTheNewFrontScreensControls() async throws {
      let run = try await appearedRun()
      let screen = try #require(run.screen)
      #expect(screen.frontLayer.name == "main")
      let listings = screen.listings
      #expect(await run.perform(.press("tap \"Show cover\"")).1 == nil)
      #expect(screen.frontLayer.name == "fullScreenCover")
      #expect(screen.pressable == ["tap \"Close\""])
      #expect(screen.listings == listings + 1)
      #expect(await run.perform(.press("tap \"Close\"")).1 == nil)
      #expect(screen.frontLayer.name == "main")
      #expect(screen.pressable.contains("tap \"Show cover\""))
    }

    @Test func whatTheScreenSentIsKeptOnlyForARunWhoseCoverageIsRead() async throws {
      let replay = try await appearedRun()
      _ = await replay.perform(.press("tap \"Add\""))
      #expect(replay.state.count == 1)
      #expect(replay.sentByScreen.isEmpty)
      let explored = try await appearedRun(keepingSentActions: true)
      _ = await explored.perform(.press("tap \"Add\""))
      #expect(explored.sentByScreen == ["addTapped"])
    }
  }
#endif
