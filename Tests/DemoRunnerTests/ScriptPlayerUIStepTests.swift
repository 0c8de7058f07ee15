#if os(Linux)
  import DemoRunner
  import DemoRunnerCore
  import DemoSession
  import Foundation
  import SwiftUI
  import Testing

  /// UI steps replayed through a feature's rendered view: the transcript, and each way a step fails — located at
  /// its line and column, with the candidates named, never a crash.
  @MainActor
  @Suite struct ScriptPlayerUIStepTests {
    private func run(
      _ script: String, feature: String, catalog: FeatureCatalog = .standard
    ) async throws -> DemoRunResult {
      let path = try DemoRunnerFixtures.scriptFile(script)
      defer { DemoRunnerFixtures.remove(path) }
      var result = await DemoRunnerFixtures.run(
        ["run", feature, "--script", path], catalog: catalog)
      result.stderr = result.stderr.replacingOccurrences(of: path, with: "x.demo")
      return result
    }

    private static let twins = FeatureCatalog([
      DemoFeature(TwinButtonsFeature.self) { TwinButtonsView(store: $0) }
    ])

    @Test func aWalkthroughPressesTheRenderedControlsAndRecordsEachScreen() async throws {
      let result = try await run(
        "scenario error\ntap \"Retry\"\nexpect viewState error\n", feature: "Items")
      #expect(result.exitCode == 0, "\(result.stderr)")
      #expect(
        result.stdout.contains(
          """
          line 2: tap "Retry"
            actions:
              .retryTapped
          """))
      #expect(
        result.stdout.contains(
          """
            view:
              vstack
                text "The items could not be loaded. Check your connection."
                button "Retry" [tap]
          """))
      // Appearing rendered the view, whose `.task` sent `onAppear`: once, as the transcript's appear step.
      #expect(result.stdout.components(separatedBy: ".onAppear").count == 1)
      #expect(result.stdout.contains("appear: send onAppear\n"))
    }

    @Test func theBundledWalkthroughsPassCheck() async throws {
      let result = await DemoRunnerFixtures.run(["check"])
      #expect(result.exitCode == 0, "\(result.stdout)\(result.stderr)")
      for feature in ["Items", "News", "Profile", "Departures", "ItemBrowser"] {
        #expect(
          result.stdout.contains("ok    Sources/Features/\(feature)/Scripts/walkthrough.demo"))
      }
    }

    @Test func aStepNamingNoControlFailsWithTheCandidatesAtItsLine() async throws {
      let result = try await run("scenario error\n  tap \"Retyr\"\n", feature: "Items")
      #expect(result.exitCode == 2)
      #expect(
        result.stderr
          == "x.demo:2:3: error: No \"Retyr\" that can tap on the screen. Candidates: button \"Retry\" "
          + "(expected a control the screen shows; the transcript's `view:` lists them)\n")
    }

    @Test func aStepMatchingSeveralControlsFailsNamingEach() async throws {
      let result = try await run("tap \"Save\"\n", feature: "Twins", catalog: Self.twins)
      #expect(result.exitCode == 2)
      #expect(
        result.stderr
          == "x.demo:1:1: error: 2 matches for \"Save\" that can tap: button \"Save\" at "
          + "root/TwinButtonsView/content/0, button \"Save\" at root/TwinButtonsView/content/1. Name it by "
          + "role too, or make the labels differ. (expected a control the screen shows; the transcript's "
          + "`view:` lists them)\n")
    }

    @Test func aTapOnAControlAnAlertCoversFailsNamingTheAlertAndWhatCanBeReached() async throws {
      let result = try await run("scenario deleting\ntap \"Edit\"\n", feature: "ItemBrowser")
      #expect(result.exitCode == 2)
      #expect(
        result.stderr
          == "x.demo:2:1: error: button \"Edit\" is covered by the alert \"Delete “Return library "
          + "books”?\"; dismiss it first. Reachable: button \"Delete\", button \"Cancel\" (expected a "
          + "control the screen shows; the transcript's `view:` lists them)\n")
      #expect(!result.stdout.contains("line 2:"))
    }

    @Test func aUIStepInAFeatureWithoutAViewIsRefusedBeforeAnythingRuns() async throws {
      let result = try await run(
        "send doneTapped\nback\n", feature: "Closing",
        catalog: FeatureCatalog([DemoFeature(ClosingFeature.self)]))
      #expect(result.exitCode == 2)
      #expect(
        result.stderr
          == "x.demo:2:1: error: Closing registered no view, so `back` has no screen to act on "
          + "(expected `send` steps, or the feature registered with its view: "
          + "`DemoFeature(MyFeature.self) { MyView(store: $0) }`)\n")
      #expect(!result.stdout.contains("line 1: send doneTapped"))
    }

    @Test func hostileLabelsOnTheScreenOrInTheScriptNeverReachTheTerminalRaw() async throws {
      let result = try await run(
        "tap \"\\u{1B}[2J\\u{202E}\"\n", feature: "Twins", catalog: Self.twins)
      #expect(result.exitCode == 2)
      let output = result.stdout + result.stderr
      #expect(
        !output.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" || $0 == "\u{0}" })
      #expect(result.stderr.contains("button \"Evil \u{FFFD}[2J\u{FFFD}txt\u{FFFD}xxxx"))
      #expect(result.stderr.hasPrefix("x.demo:1:1: error: No \"\u{FFFD}[2J\u{FFFD}\" that can tap"))
    }

    @Test func theScreenIsRenderedAgainAfterEveryStep() async throws {
      let result = try await run(
        "scenario loaded\ntap \"Water the ferns\"\n", feature: "Items")
      #expect(result.exitCode == 0, "\(result.stderr)")
      #expect(result.stdout.contains("label \"Water the ferns\" = \"checkmark.circle.fill\""))
    }
  }
#endif
