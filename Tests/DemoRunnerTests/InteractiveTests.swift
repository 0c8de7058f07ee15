import DemoRunner
@testable import DemoRunnerCore
@testable import DemoSession
import Foundation
import Testing

@MainActor
@Suite struct InteractiveTests {
  /// Issue 23: after a terminal resize (`SIGWINCH`), `screen` still drew at the old width.
  @Test func screenDrawsAtTheTerminalsWidthAfterAResize() async {
    var widths = [80, 80, 44, 44]
    let result = await DemoRunner.run(
      arguments: ["run", "Items", "--interactive"],
      stdin: "screen\nscreen\nsend rowTapped(id: \"11111111-1111-1111-1111-111111111111\")\n",
      catalog: .standard, environment: [:], currentDirectory: DemoRunnerFixtures.packageRoot.path,
      limits: SessionLimits(),
      measureColumns: { widths.isEmpty ? 44 : widths.removeFirst() })
    #expect(result.exitCode == 0, "\(result.stderr)")
    let tops = result.stdout.split(separator: "\n").filter {
      $0.trimmingCharacters(in: .whitespaces).hasPrefix("╭")
    }.map { $0.trimmingCharacters(in: .whitespaces) }
    // The scenario's first screen (measured too: 80, indented by 4), `screen` at 80, `screen` at
    // 44, then the step's screen at 44 (indented by 4).
    #expect(tops.map(\.count) == [76, 80, 44, 40], "\(tops)")
  }

  @Test func pipedStepsArePlayedOneLineAtATime() async {
    let input = """
      # tick the first item
      send rowTapped(id: "11111111-1111-1111-1111-111111111111")

      expect state.items[0].isDone == true
      scenario empty
      expect viewState empty
      quit
      expect viewState loaded
      """
    let result = await DemoRunnerFixtures.run(["run", "Items", "--interactive"], stdin: input)
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(result.stdout.contains("scenario loaded — Three items, one already done"))
    #expect(result.stdout.contains("line 2: send rowTapped("))
    #expect(result.stdout.contains("line 4: expect state.items[0].isDone == true\n  ✓"))
    #expect(result.stdout.contains("scenario empty — The service has no items"))
    #expect(result.stdout.contains("line 6: expect viewState empty\n  ✓ viewState is empty"))
    #expect(!result.stdout.contains("line 8"))
    #expect(result.stdout.hasSuffix("result: passed (7 steps, 2 expectations)\n"))
  }

  @Test func aBadLineIsReportedWithItsLocationAndTheSessionGoesOn() async {
    let input = """
      send rowTaped(id: "11111111-1111-1111-1111-111111111111")
      sned onAppear
      expect viewState loaded
      """
    let result = await DemoRunnerFixtures.run(
      ["run", "Items", "--scenario", "loaded", "--interactive"], stdin: input)
    #expect(result.exitCode == 2)
    #expect(
      result.stderr.contains(
        "<stdin>:1:6: error: unknown case `rowTaped` for `ItemsFeature.Action`"))
    #expect(result.stderr.contains("<stdin>:2:1: error: unknown step `sned`; did you mean `send`?"))
    #expect(result.stdout.contains("line 3: expect viewState loaded\n  ✓ viewState is loaded"))
  }

  @Test func aFailedExpectationExitsOne() async {
    let result = await DemoRunnerFixtures.run(
      ["run", "Items", "--scenario", "error", "--interactive"],
      stdin: "expect viewState loaded\nhelp\n")
    #expect(result.exitCode == 1)
    #expect(result.stdout.contains("  ✗ viewState is error, expected loaded"))
    #expect(result.stdout.contains("Steps: scenario NAME | send ACTION"))
  }

  @Test func emptyInputEndsAfterTheAppear() async {
    let result = await DemoRunnerFixtures.run(["run", "News", "--interactive"], stdin: "")
    #expect(result.exitCode == 0)
    #expect(result.stdout.contains("appear: send onAppear"))
    #expect(result.stdout.hasSuffix("result: passed (2 steps, 0 expectations)\n"))
  }
}
