#if os(Linux)
  @testable import Exploration
  import ExploreFixtures
  import Features
  import Reducer
  import SwiftUI
  import Testing

  /// Explore's screen mode on the planted screens (`PlantedScreenFeature`): each bug is found by pressing what the
  /// screen shows, and written as the UI steps a script replays.
  @MainActor
  struct ExplorerScreenTests {
    func explore<Kind: PlantedScreenBugKind>(
      _ kind: Kind.Type, _ options: ExplorationOptions = ExplorationOptions(runs: 60, steps: 20)
    ) async throws -> ExplorationReport {
      var explorer = Explorer(PlantedScreenFeature<Kind>.self, options: options)
      explorer.screen = { ViewHost(PlantedScreenView(store: $0)) }
      return try await explorer.explore()
    }

    @Test func aSoundScreenPassesWithEveryControlOfEveryScreenPressed() async throws {
      let report = try await explore(SoundScreen.self)
      #expect(report.passed, "\(report.text)")
      let screens = try #require(report.screens)
      #expect(screens.map(\.name) == ["main", "fullScreenCover"])
      #expect(
        screens[0].controls.map(\.control) == [
          "tap \"Add\"", "tap \"Reset\"", "tap \"Show cover\"", "type into \"Title\"",
        ])
      #expect(screens.allSatisfy { $0.controls.allSatisfy { $0.presses > 0 } }, "\(report.text)")
      #expect(report.intentsNoControlSends == [])
      #expect(report.text.contains("pressing the screen"))
    }

    @Test func aButtonWhoseClosureDoesNothingIsADeadControlShrunkToItsTap() async throws {
      let report = try await explore(DeadButtonScreen.self)
      let failure = try #require(report.failure)
      #expect(failure.check == .deadControl)
      #expect(
        failure.message
          == "`tap \"Share\"` on the main screen did nothing: no action reached the store, the state and the "
          + "screen stayed the same")
      // Shrunk to the tap, after what its scenario needs (from the cover: closing it).
      #expect(failure.steps.last == ExploreStep.press("tap \"Share\"").description)
      #expect(failure.steps.count <= 2, "\(failure.script)")
      #expect(
        failure.script.split(separator: "\n").last { !$0.hasPrefix("#") } == "tap \"Share\"",
        "\(failure.script)")
    }

    @Test func aCoverWhoseOnlyButtonDoesNotCloseItHasNoWayBack() async throws {
      let report = try await explore(NoWayBackScreen.self)
      let failure = try #require(report.failure)
      #expect(failure.check == .noWayBack)
      #expect(failure.message.hasPrefix("the fullScreenCover screen offers no way back"))
      #expect(failure.message.hasSuffix("(tried: tap \"Close\")"))
      #expect(
        failure.script.contains("scenario loaded\ntap \"Show cover\"\n#"), "\(failure.script)")
    }

    @Test func aCoverItsButtonClosesHasAWayBack() async throws {
      // The sound screen's cover scenario starts covered: Close removes the cover, so nothing is reported.
      let report = try await explore(
        SoundScreen.self, ExplorationOptions(runs: 10, steps: 5, scenario: "cover"))
      #expect(report.passed, "\(report.text)")
    }

    @Test func anIssueReportedWhileRenderingIsARenderFailureNotTheFeatures() async throws {
      let report = try await explore(RenderIssueScreen.self)
      let failure = try #require(report.failure)
      #expect(failure.check == .render)
      #expect(
        failure.message
          == "the view reported an issue while `tap \"Add\"` ran (its closure, or the render after it): "
          + "the count was drawn past 1")
      #expect(failure.script.contains("scenario loaded\ntap \"Add\"\ntap \"Add\"\n#"))
    }

    @Test func anIntentNoControlSendsIsListedInTheCoverageAndTheRunStillPasses() async throws {
      let report = try await explore(IntentWithoutControlScreen.self)
      #expect(report.passed, "\(report.text)")
      #expect(report.intentsNoControlSends == ["resetTapped"])
      #expect(report.text.contains("  declared intents no control sends: resetTapped"))
    }

    @Test func theSameSeedGivesTheSameReportOnTheScreen() async throws {
      let options = ExplorationOptions(runs: 30, steps: 20, seed: 3)
      let first = try await explore(SoundScreen.self, options)
      let second = try await explore(SoundScreen.self, options)
      #expect(first == second)
      #expect(first.text == second.text)
    }

    @Test func intentsOnlyPressesNothing() async throws {
      let report = try await explore(
        DeadButtonScreen.self, ExplorationOptions(runs: 30, steps: 20, intentsOnly: true))
      #expect(report.passed, "\(report.text)")
      #expect(report.screens == nil)
      #expect(!report.text.contains("pressing the screen"))
    }

    @Test func theSampleBrowsersIntentsAndViewDisagreeOnTappingAnItem() async throws {
      // Its list pushes a detail with a `NavigationLink(state:)`: no control sends the declared `itemTapped`.
      var explorer = Explorer(
        ItemBrowserFeature.self, options: ExplorationOptions(runs: 40, steps: 20))
      explorer.screen = { ViewHost(ItemBrowserView(store: $0)) }
      let report = try await explorer.explore()
      #expect(report.passed, "\(report.text)")
      #expect(report.intentsNoControlSends?.contains("itemTapped") == true, "\(report.text)")
      #expect(report.screens?.map(\.name).contains("destination ItemDetailView") == true)
    }
  }
#endif
