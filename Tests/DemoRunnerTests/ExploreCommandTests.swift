import DemoRunner
import DemoRunnerCore
import DemoSession
import Exploration
import Foundation
import Testing

/// `demo-runner explore`: in-process over the sample features, and as a process over the planted-bug features
/// (`ExploreFixturesRunner`, built beside the tests), where a trap ends a child process, not the command.
///
/// Not `@MainActor`: the command runs there (``DemoRunnerFixtures/run(_:stdin:catalog:environment:)`` hops to it),
/// the tests' own work (reading reports, scratch roots, waiting for child processes) need not hold it.
@Suite(.sharedGalleryPages) struct ExploreCommandTests {
  @Test func itemsPassAndTheReportListsCoverage() async {
    let result = await DemoRunnerFixtures.run(["explore", "Items", "--runs", "20", "--steps", "10"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(result.stdout.contains("explore Items — seed 1, 20 runs × 10 steps"))
    #expect(result.stdout.contains("loaded: reached from loaded; declared by loaded, delayed"))
    #expect(result.stdout.contains("reachable view states no scenario declares: none"))
    #expect(result.stdout.hasSuffix("explored 1 feature: all passed\n"))
  }

  @Test func theSameSeedPrintsTheSameBytesAndAnotherSeedOthers() async {
    let arguments = ["explore", "Items", "--runs", "30", "--steps", "15", "--seed", "99"]
    let first = await DemoRunnerFixtures.run(arguments)
    let second = await DemoRunnerFixtures.run(arguments)
    #expect(first.stdout == second.stdout)
    let other = await DemoRunnerFixtures.run(["explore", "Items", "--runs", "30", "--steps", "15"])
    #expect(other.stdout != first.stdout)
  }

  @Test func exhaustiveModeProvesItemsToDepthFour() async {
    let result = await DemoRunnerFixtures.run(["explore", "Items", "--exhaustive", "--depth", "4"])
    #expect(result.exitCode == 0, "\(result.stdout)")
    #expect(result.stdout.contains("exhaustive to depth 4"))
    #expect(result.stdout.contains("distinct states:"))
  }

  @Test func jsonHoldsTheReports() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("explore-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let result = await DemoRunnerFixtures.run(
      ["explore", "Items", "--runs", "10", "--json", file.path])
    #expect(result.exitCode == 0)
    let json = try String(contentsOf: file, encoding: .utf8)
    #expect(json.contains("\"undeclaredViewStates\" : ["))
    #expect(json.contains("\"reachedFrom\" : \"loaded\""))
  }

  @Test func theHTMLGalleryHasAnExploringSectionPerFeature() async throws {
    let (result, html) = await (GalleryPages.items.value.result, GalleryPages.items.value.html)
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(html.contains("<section class=\"explore\" id=\"items-explore\""))
    #expect(
      html.contains("<tr><td><code>loaded</code></td><td>loaded</td><td>loaded, delayed</td></tr>"))
    #expect(html.contains("Reachable view states no scenario declares: none."))
  }

  @Test func aListedFeatureExploresInProcessThroughTheLibrary() async throws {
    let feature = try #require(FeatureCatalog.standard.features.first { $0.name == "Items" })
    let report = try await feature.explore(ExplorationOptions(runs: 5, steps: 5, seed: 1))
    #expect(report.feature == "Items")
    #expect(report.passed)
    let again = try await feature.explore(ExplorationOptions(runs: 5, steps: 5, seed: 1))
    #expect(again.text == report.text)
  }

  @Test func badOptionsAreUsageErrors() async {
    let depth = await DemoRunnerFixtures.run(["explore", "Items", "--depth", "2"])
    #expect(depth.exitCode == 2)
    #expect(depth.stderr.contains("`--depth` is only used with `--exhaustive`"))
    let seed = await DemoRunnerFixtures.run(["explore", "--seed", "-3"])
    #expect(seed.exitCode == 2)
    #expect(
      seed.stderr.contains(
        #"--seed: expected a whole number from 0 to 18446744073709551615, got "-3""#))
    let scenario = await DemoRunnerFixtures.run(["explore", "Items", "--scenario", "loadd"])
    #expect(scenario.exitCode == 2)
    #expect(scenario.stderr.contains("did you mean `loaded`?"))
    let runs = await DemoRunnerFixtures.run(["explore", "Items", "--runs", "0"])
    #expect(runs.exitCode == 2)
    #expect(runs.stderr.contains(#"--runs: expected a whole number from 1 to 1000000, got "0""#))
  }

  @Test func helpDescribesTheCommand() async {
    let result = await DemoRunnerFixtures.run(["help", "explore"])
    #expect(result.exitCode == 0)
    #expect(result.stdout.contains("Usage: demo-runner explore [FEATURE]"))
  }

  @Test func aTrapIsFoundShrunkToItsStepAndTheSavedScriptTrapsUnderRun() async throws {
    let runner = try #require(
      ExploreRunnerProcess.executable, "ExploreFixturesRunner is built with the tests")
    let root = try ExploreRunnerProcess.ScratchRoot()
    defer { root.remove() }
    let script = root.file("trap.demo").path
    let explored = try await ExploreRunnerProcess.run(
      runner, ["explore", "Planted-trap", "--root", root.url.path, "--save", script])
    #expect(explored.status == 1, "\(explored.output)")
    #expect(explored.output.contains("FAILED: crash: the process trapped"))
    #expect(explored.output.contains("Unexpectedly found nil"))
    // From the scenario with a detail loading, deleting its row is the one step that traps.
    #expect(explored.output.contains("shrunk to 1 step:"), "\(explored.output)")
    let saved = try String(contentsOfFile: script, encoding: .utf8)
    #expect(saved.contains("send deleteTapped(id: \"A0000000-0000-0000-0000-000000000001\")"))
    let replayed = try await ExploreRunnerProcess.run(
      runner, ["run", "Planted-trap", "--script", script])
    #expect(replayed.signal != nil, "\(replayed.output)")
  }

  @Test func aLateChildActionIsSavedAsAScriptThatFailsUnderRun() async throws {
    let runner = try #require(
      ExploreRunnerProcess.executable, "ExploreFixturesRunner is built with the tests")
    let root = try ExploreRunnerProcess.ScratchRoot()
    defer { root.remove() }
    let script = root.file("late.demo").path
    let explored = try await ExploreRunnerProcess.run(
      runner, ["explore", "Planted-lateChildAction", "--root", root.url.path, "--save", script])
    #expect(explored.status == 1)
    #expect(explored.output.contains("FAILED: issue"))
    #expect(explored.output.contains("shrunk to 3 steps:"), "\(explored.output)")
    let replayed = try await ExploreRunnerProcess.run(
      runner, ["run", "Planted-lateChildAction", "--script", script])
    #expect(replayed.status == 2)
    #expect(replayed.output.contains("the feature reported an issue while the clock moved"))
  }

  @Test func anUndeclaredViewStateIsSavedAsAScriptThatFailsUnderRunWhereItIsShown()
    async throws
  {
    let runner = try #require(
      ExploreRunnerProcess.executable, "ExploreFixturesRunner is built with the tests")
    let root = try ExploreRunnerProcess.ScratchRoot()
    defer { root.remove() }
    let script = root.file("undeclared.demo").path
    let explored = try await ExploreRunnerProcess.run(
      runner, ["explore", "Planted-undeclaredViewState", "--root", root.url.path, "--save", script])
    #expect(explored.status == 1)
    #expect(explored.output.contains("FAILED: undeclaredViewState"))
    #expect(explored.output.contains("reachable view states no scenario declares: detailFailed"))
    // Found from the scenario with a detail loaded: close it, fail the next load, open a row.
    #expect(explored.output.contains("shrunk to 3 steps:"), "\(explored.output)")
    let saved = try String(contentsOfFile: script, encoding: .utf8)
    #expect(saved.contains("answer failure"))
    let lines = saved.split(separator: "\n")
    #expect(lines.last == "expect declared viewState", "\(saved)")
    let replayed = try await ExploreRunnerProcess.run(
      runner, ["run", "Planted-undeclaredViewState", "--script", script])
    #expect(replayed.status == 1, "\(replayed.output)")
    #expect(
      replayed.output.contains(
        "line \(lines.count): expect declared viewState\n  ✗ viewState is detailFailed, a kind no scenario of "
      ),
      "\(replayed.output)")
  }
}
