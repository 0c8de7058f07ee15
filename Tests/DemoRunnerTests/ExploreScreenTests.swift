#if os(Linux)
  import Foundation
  import Glibc
  import Testing

  /// `demo-runner explore` on features that registered their views: it presses what the screen shows, a trap while
  /// rendering is the view's, and a failure is saved as the UI steps a user would take.
  struct ExploreScreenTests {
    @Test func aViewThatTrapsWhileRenderingIsReportedAsARenderFailureShrunkToItsTaps() async throws
    {
      let runner = try #require(
        ExploreRunnerProcess.executable, "ExploreFixturesRunner is built with the tests")
      let result = try await ExploreRunnerProcess.run(
        runner, ["explore", "Screen-renderTrap", "--scenario", "loaded"])
      #expect(result.status == 1, "\(result.output)")
      #expect(
        result.output.contains(
          "FAILED: render: the view trapped while rendering (or in a control's closure): the process trapped "
            + "(signal 4): Fatal error: the count was drawn past 1"),
        "\(result.output)")
      #expect(
        result.output.contains(
          "    scenario loaded\n    tap \"Add\"\n    tap \"Add\"\n    # the view trapped while rendering"
        ),
        "\(result.output)")
    }

    @Test func aTrapInTheReducerATapSendsToIsACrashNotARenderFailure() async throws {
      let runner = try #require(
        ExploreRunnerProcess.executable, "ExploreFixturesRunner is built with the tests")
      let result = try await ExploreRunnerProcess.run(
        runner, ["explore", "Screen-reducerTrap", "--scenario", "loaded"])
      #expect(result.status == 1, "\(result.output)")
      #expect(
        result.output.contains(
          "FAILED: crash: the process trapped (signal 4): Fatal error: the reducer counted past 1"),
        "\(result.output)")
      #expect(
        result.output.contains("    scenario loaded\n    tap \"Add\"\n    tap \"Add\"\n"),
        "\(result.output)")
    }

    @Test func aSavedScreenFailureIsAScriptOfTheUserSteps() async throws {
      let runner = try #require(
        ExploreRunnerProcess.executable, "ExploreFixturesRunner is built with the tests")
      let root = try ExploreRunnerProcess.ScratchRoot()
      defer { root.remove() }
      let explored = try await ExploreRunnerProcess.run(
        runner,
        ["explore", "Screen-noWayBack", "--scenario", "loaded", "--save", "found.demo"],
        in: root.url)
      #expect(explored.status == 1, "\(explored.output)")
      let saved = try root.read("found.demo")
      #expect(
        saved == """
          # found by explore: noWayBack
          scenario loaded
          tap "Show cover"
          # the fullScreenCover screen offers no way back: no swipe, tap outside or back button leaves it, and \
          none of its controls removes it (tried: tap "Close")

          """)
    }

    @Test func aSavedRenderIssueReplaysUnderRunAndFailsAtTheTapThatDrewIt() async throws {
      let runner = try #require(
        ExploreRunnerProcess.executable, "ExploreFixturesRunner is built with the tests")
      let root = try ExploreRunnerProcess.ScratchRoot()
      defer { root.remove() }
      let explored = try await ExploreRunnerProcess.run(
        runner,
        ["explore", "Screen-renderIssue", "--scenario", "loaded", "--save", "found.demo"],
        in: root.url)
      #expect(explored.status == 1, "\(explored.output)")
      #expect(try root.read("found.demo").contains("tap \"Add\"\ntap \"Add\"\n"))
      let replayed = try await ExploreRunnerProcess.run(
        runner, ["run", "Screen-renderIssue", "--script", "found.demo"], in: root.url)
      #expect(replayed.status == 2, "\(replayed.output)")
      #expect(
        replayed.output.contains(
          "found.demo:4:1: error: the feature reported an issue handling this action: "
            + "the count was drawn past 1"),
        "\(replayed.output)")
    }

    @Test func aSavedRenderTrapReplaysUnderRunAndTrapsTheSameWay() async throws {
      let runner = try #require(
        ExploreRunnerProcess.executable, "ExploreFixturesRunner is built with the tests")
      let root = try ExploreRunnerProcess.ScratchRoot()
      defer { root.remove() }
      let explored = try await ExploreRunnerProcess.run(
        runner,
        ["explore", "Screen-renderTrap", "--scenario", "loaded", "--save", "found.demo"],
        in: root.url)
      #expect(explored.status == 1, "\(explored.output)")
      let replayed = try await ExploreRunnerProcess.run(
        runner, ["run", "Screen-renderTrap", "--script", "found.demo"], in: root.url)
      #expect(replayed.signal == SIGILL || replayed.signal == SIGTRAP, "\(replayed.output)")
      #expect(
        replayed.output.contains("Fatal error: the count was drawn past 1"), "\(replayed.output)")
    }

    @Test func intentsOnlyExploresAsBeforeViewsWere() async throws {
      let runner = try #require(
        ExploreRunnerProcess.executable, "ExploreFixturesRunner is built with the tests")
      let result = try await ExploreRunnerProcess.run(
        runner, ["explore", "Screen-deadButton", "--intents", "--runs", "20"])
      #expect(result.status == 0, "\(result.output)")
      #expect(
        result.output.contains("explore Screen-deadButton — seed 1, 20 runs × 30 steps, scenarios"))
      #expect(!result.output.contains("screens (controls pressed)"))
    }
  }
#endif
