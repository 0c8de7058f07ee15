import DemoRunnerCore
import Foundation
import Testing

@MainActor
@Suite struct RunCommandTests {
  private let toggle = "Sources/Features/Items/Scripts/toggle.demo"

  @Test func runWithAScriptPrintsEachStepsActionDiffAndScreen() async {
    let result = await DemoRunnerFixtures.run(["run", "Items", "--script", toggle])
    #expect(result.exitCode == 0)
    #expect(result.stderr.isEmpty)
    let out = result.stdout
    #expect(out.hasPrefix("# demo-runner transcript\n# feature: Items\n# script: \(toggle)\n"))
    #expect(out.contains("appear: send onAppear\n  received:\n    .itemsResponse("))
    #expect(
      out.contains(
        "line 5: send rowTapped(id: \"11111111-1111-1111-1111-111111111111\")\n  diff:\n"))
    #expect(out.contains("    -       isDone: false\n    +       isDone: true"))
    #expect(out.contains("  screen:\n    ╭─ Items "))
    #expect(out.contains("  ✓ state.items[0].isDone == true"))
    #expect(out.hasSuffix("result: passed (9 steps, 5 expectations)\n"))
  }

  @Test func theSameScriptPrintsTheSameBytesEveryRun() async {
    let first = await DemoRunnerFixtures.run(["run", "Items", "--script", toggle])
    let second = await DemoRunnerFixtures.run(["run", "Items", "--script", toggle])
    #expect(first.stdout == second.stdout)
    let golden = try? String(
      decoding: Data(
        contentsOf: DemoRunnerFixtures.packageRoot.appendingPathComponent(
          "Sources/Features/Items/Scripts/toggle.golden")), as: UTF8.self)
    #expect(first.stdout == golden)
  }

  @Test func runWithoutAScriptShowsTheScenarioAfterItsSettleAfterTime() async {
    let result = await DemoRunnerFixtures.run(["run", "Items", "--scenario", "delayed", "--state"])
    #expect(result.exitCode == 0)
    #expect(result.stdout.contains("scenario delayed — The items arrive after two seconds"))
    #expect(result.stdout.contains("settle: advance 2s\n  received:\n    .itemsResponse("))
    #expect(result.stdout.contains("│ [x] Return library books"))
  }

  @Test func advanceDrivesTheTestClock() async throws {
    let path = try DemoRunnerFixtures.scriptFile(
      """
      scenario loaded
      advance 999ms
      expect viewState loading
      advance 1ms
      expect viewState shelf
      """)
    defer { DemoRunnerFixtures.remove(path) }
    let result = await DemoRunnerFixtures.run(
      ["run", "Shelf", "--script", path], catalog: .shelf)
    #expect(result.exitCode == 0, "\(result.stdout)")
    #expect(result.stdout.contains("line 2: advance 999ms\n  no state change"))
    #expect(result.stdout.contains("line 4: advance 1ms\n  received:\n    .booksLoaded("))
  }

  @Test func failedExpectationsExitOneAndSayWhatWasFound() async throws {
    let path = try DemoRunnerFixtures.scriptFile(
      """
      scenario loaded
      expect viewState empty
      expect state.items.count == 4
      expect state.items[9].title == "x"
      expect state.errorMessage == nil
      """)
    defer { DemoRunnerFixtures.remove(path) }
    let result = await DemoRunnerFixtures.run(["run", "Items", "--script", path])
    #expect(result.exitCode == 1)
    #expect(result.stdout.contains("  ✗ viewState is loaded, expected empty"))
    #expect(result.stdout.contains("  ✗ state.items.count is 3, expected 4"))
    #expect(result.stdout.contains("  ✗ state.items has 3 elements, so [9] is out of range"))
    #expect(result.stdout.contains("  ✓ state.errorMessage == nil"))
    #expect(result.stdout.hasSuffix("result: failed (3 of 4 expectations failed)\n"))
  }

  @Test func expectationsCompareWholeValuesAsLiterals() async throws {
    let path = try DemoRunnerFixtures.scriptFile(
      """
      scenario loaded
      advance 1s
      expect viewState shelf
      expect state.books[1] == Book(id: "01000000-0000-0000-0000-000000000002", \
      title: "Tide Tables", author: "I. Vander", pages: 64, isRead: true)
      expect state.books[0].pages == 212.0
      expect state.owner.name == "Ada"
      send markRead(id: "01000000-0000-0000-0000-000000000001", read: true)
      expect state.books[0].isRead == true
      """)
    defer { DemoRunnerFixtures.remove(path) }
    let result = await DemoRunnerFixtures.run(
      ["run", "Shelf", "--script", path], catalog: .shelf)
    #expect(result.exitCode == 0, "\(result.stdout)")
    #expect(!result.stdout.contains("✗"))
  }

  @Test func aScenarioStepRestartsTheFeatureInThatScenario() async throws {
    let path = try DemoRunnerFixtures.scriptFile("scenario error\nexpect viewState error\n")
    defer { DemoRunnerFixtures.remove(path) }
    let result = await DemoRunnerFixtures.run(["run", "Items", "--script", path])
    #expect(result.exitCode == 0)
    #expect(result.stdout.contains("scenario error — Loading fails"))
    #expect(!result.stdout.contains("scenario loaded"))
  }

  @Test func helpIsPrintedForEveryCommand() async {
    for command in ["gallery", "list", "run", "check", "record"] {
      let result = await DemoRunnerFixtures.run([command, "--help"])
      #expect(result.exitCode == 0)
      #expect(result.stdout.hasPrefix("Usage: demo-runner \(command)"), "\(command)")
      let viaHelp = await DemoRunnerFixtures.run(["help", command])
      #expect(viaHelp.stdout == result.stdout)
    }
    let overview = await DemoRunnerFixtures.run(["--help"])
    #expect(overview.exitCode == 0)
    #expect(overview.stdout.contains("Commands:"))
  }
}
