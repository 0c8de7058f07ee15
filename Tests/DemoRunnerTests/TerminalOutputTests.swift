import DemoRunner
@testable import DemoRunnerCore
@testable import DemoScript
@testable import DemoSession
@testable import DemoTerminal
import Features
import Foundation
import Testing

@MainActor
@Suite struct TerminalOutputTests {
  static let escape = "\u{1B}["

  @Test func colourIsOffInAPipeAndOnWithColorAlways() async {
    let plain = await DemoRunnerFixtures.run(["run", "Items", "--script", Self.toggle])
    #expect(!plain.stdout.contains(Self.escape))
    let coloured = await DemoRunnerFixtures.run(
      ["run", "Items", "--script", Self.toggle, "--color", "always"])
    #expect(coloured.exitCode == 0)
    #expect(coloured.stdout.contains("  \u{1B}[32m✓ state.items[0].isDone == true\u{1B}[0m"))
    #expect(coloured.stdout.contains("\u{1B}[31m-       isDone: false\u{1B}[0m"))
    #expect(coloured.stdout.contains("\u{1B}[32m+       isDone: true\u{1B}[0m"))
    #expect(coloured.stdout.contains("\u{1B}[36mloaded\u{1B}[0m ─╮"))
    #expect(coloured.stdout.contains("\u{1B}[32mresult: passed"))
  }

  @Test func noColorAndColorNeverWinOverATerminal() {
    #expect(TerminalStyle.resolve(.auto, environment: [:], isTerminal: true) == .ansi)
    #expect(TerminalStyle.resolve(.auto, environment: [:], isTerminal: false) == .plain)
    #expect(
      TerminalStyle.resolve(.auto, environment: ["NO_COLOR": "1"], isTerminal: true) == .plain)
    #expect(TerminalStyle.resolve(.auto, environment: ["NO_COLOR": ""], isTerminal: true) == .ansi)
    #expect(
      TerminalStyle.resolve(.auto, environment: ["TERM": "dumb"], isTerminal: true) == .plain)
    #expect(TerminalStyle.resolve(.never, environment: [:], isTerminal: true) == .plain)
    #expect(
      TerminalStyle.resolve(.always, environment: ["NO_COLOR": "1"], isTerminal: false) == .ansi)
  }

  @Test func colourNeverLetsAHostileEscapeThrough() {
    let line = TerminalText.sanitized("  ✗ \u{1B}]52;c;evil\u{7}")
    let painted = TerminalStyle.ansi.highlightLine(line)
    #expect(painted == "  \u{1B}[31m✗ �]52;c;evil�\u{1B}[0m")
  }

  @Test func aBadColorModeIsAUsageError() async {
    let result = await DemoRunnerFixtures.run(["list", "--color", "purpel"])
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("error: unknown `--color` mode `purpel`"))
    #expect(result.stderr.contains("(expected `always`, `never` or `auto`)"))
    let missing = await DemoRunnerFixtures.run(["list", "--color"])
    #expect(missing.exitCode == 2)
    #expect(missing.stderr.contains("option `--color` needs a value"))
  }

  @Test func screensAreAsWideAsColumnsElseEighty() async {
    let standard = await DemoRunnerFixtures.run(["run", "Items", "--scenario", "empty"])
    let border = standard.stdout.split(separator: "\n").first { $0.hasPrefix("    ╭") }
    #expect(border.map { $0.count } == 80)
    let wide = await DemoRunnerFixtures.run(
      ["run", "Items", "--scenario", "empty"], environment: ["COLUMNS": "120"])
    let wideBorder = wide.stdout.split(separator: "\n").first { $0.hasPrefix("    ╭") }
    #expect(wideBorder.map { $0.count } == 120)
    let gallery = await DemoRunnerFixtures.run(["gallery"], environment: ["COLUMNS": "60"])
    let galleryBorder = gallery.stdout.split(separator: "\n").first { $0.hasPrefix("╭") }
    #expect(galleryBorder.map { $0.count } == 60)
    let nonsense = await DemoRunnerFixtures.run(["gallery"], environment: ["COLUMNS": "wide"])
    let nonsenseBorder = nonsense.stdout.split(separator: "\n").first { $0.hasPrefix("╭") }
    #expect(nonsenseBorder.map { $0.count } == 80)
  }

  @Test func goldensDoNotDependOnColumns() async {
    let result = await DemoRunnerFixtures.run(["check"], environment: ["COLUMNS": "50"])
    #expect(result.exitCode == 0, "\(result.stdout)")
  }

  @Test func versionPrintsTheVersion() async {
    let result = await DemoRunnerFixtures.run(["--version"])
    #expect(result.exitCode == 0)
    #expect(result.stdout == "demo-runner \(DemoRunner.version)\n")
    let extra = await DemoRunnerFixtures.run(["--version", "x"])
    #expect(extra.exitCode == 2)
  }

  /// Issue 16: after a bad interactive line the session printed "result: passed" and exited 2.
  @Test func aBadInteractiveLineFailsTheResultLineToo() async {
    let result = await DemoRunnerFixtures.run(
      ["run", "Items", "--scenario", "loaded", "--interactive"],
      stdin: "sned onAppear\nexpect viewState loaded\n")
    #expect(result.exitCode == 2)
    #expect(!result.stdout.contains("result: passed"))
    #expect(result.stdout.hasSuffix("result: failed (1 bad line; 0 of 1 expectation failed)\n"))
  }

  @Test func interactiveHelpListsTheActionsWithPayloadTemplates() async {
    let result = await DemoRunnerFixtures.run(
      ["run", "Departures", "--interactive"], stdin: "help\n")
    #expect(result.exitCode == 0)
    #expect(result.stdout.contains("Actions of Departures (send ACTION):"))
    #expect(result.stdout.contains("  send timerTicked(now: Date)\n"))
    #expect(
      result.stdout.contains("  send departuresResponse(ServiceResult<[Departure]>)\n"))
    #expect(result.stdout.contains("  send onAppear\n"))
    #expect(result.stdout.contains("View states (expect viewState CASE): "))
  }

  @Test func actionTemplatesCoverEveryCaseOfEveryFeature() {
    for feature in FeatureCatalog.standard.features {
      let templates = feature.actionTemplates
      #expect(!templates.isEmpty, "\(feature.name)")
      // A binding's payload is a key path written as a string; no placeholder can stand for it.
      let complete = templates.filter { !$0.hasPrefix("binding(") }
      #expect(!complete.contains { $0.contains("…") }, "\(feature.name): \(templates)")
    }
    #expect(DemoFeature(ItemsFeature.self).actionTemplates.contains("rowTapped(id: UUID)"))
    #expect(DemoFeature(ProfileFeature.self).actionTemplates.contains("saveTapped"))
  }

  @Test func typeNamesReadLikeSwift() {
    #expect(ActionTemplates.readable("Array<Item>") == "[Item]")
    #expect(ActionTemplates.readable("Optional<Array<Int>>") == "[Int]?")
    #expect(ActionTemplates.readable("Dictionary<String, Int>") == "[String: Int]")
    #expect(
      ActionTemplates.readable("Result<Array<Item>, ServiceError>")
        == "Result<[Item], ServiceError>")
  }

  @Test func stateAndScreenCommandsPrintTheCurrentOnes() async {
    let result = await DemoRunnerFixtures.run(
      ["run", "Items", "--scenario", "loaded", "--interactive"], stdin: "state\nscreen\n")
    #expect(result.exitCode == 0)
    #expect(result.stdout.contains("state:\n  ItemsFeature.State("))
    #expect(result.stdout.contains("\n╭─ Items "))
    #expect(result.stdout.contains("│ [x] Return library books"))
  }

  private static let toggle = DemoRunnerFixtures.packageRoot
    .appendingPathComponent("Sources/Features/Items/Scripts/toggle.demo").path
}
