import DemoRunner
@testable import DemoRunnerCore
@testable import DemoSession
@testable import DemoTerminal
import Foundation
import Testing

/// The terminal gallery and `run` show a feature's rendered screen (its text form, boxed); the state on request.
@MainActor
@Suite struct RenderedScreenTests {
  @Test func aTextFormIsLaidOutAtItsDepth() {
    let screen = RenderedScreen.screen(
      title: "Items", badge: "loaded",
      textForm: "list [refresh]\n  row \"A\"\n    button \"A\" [tap]")
    #expect(
      screen.lines == [.text("list [refresh]"), .text("row \"A\""), .text("button \"A\" [tap]")])
    #expect(screen.indents == [0, 1, 2])
    #expect(
      RenderedScreen.screen(title: "X", badge: "y", textForm: "").lines == [
        .placeholder("Empty screen")
      ])
  }

  /// Hostile text in a rendered screen reaches the terminal with no control character and keeps the box straight.
  @Test func hostileTextInARenderedScreenKeepsTheBox() {
    let screen = RenderedScreen.screen(
      title: "Items", badge: "loaded",
      textForm: "text \"evil\u{1B}[2J\u{202E}txt\"\n" + String(repeating: "  ", count: 60)
        + "text \"deep\"")
    let drawn = TerminalScreen.render(screen, width: 40)
    #expect(!drawn.contains("\u{1B}") && !drawn.contains("\u{202E}"))
    #expect(drawn.split(separator: "\n").allSatisfy { TextLayout.width($0) == 40 })
  }

  #if os(Linux)
    @Test func theTerminalGalleryShowsRenderedScreensAndNoStateByDefault() async {
      let result = await DemoRunnerFixtures.run(["gallery", "Items", "ItemBrowser"])
      #expect(result.exitCode == 0)
      #expect(result.stdout.contains("│ list [refresh]"))
      #expect(result.stdout.contains("│     button \"Water the ferns\" [tap]"))
      #expect(
        result.stdout.contains("│       label \"Return library books\" = \"checkmark.circle.fill\"")
      )
      #expect(result.stdout.contains("│     alert \"Delete “Return library books”?\" [dismiss]"))
      #expect(!result.stdout.contains("state:"), "the state dump only with --state")
      #expect(
        !result.stdout.contains("│ [x] Return library books"), "the screen, not the view state")
    }

    @Test func stateAddsTheDumpUnderEachScreen() async {
      let result = await DemoRunnerFixtures.run(["gallery", "Items", "--state"])
      #expect(result.exitCode == 0)
      #expect(result.stdout.contains("│ list [refresh]"))
      #expect(result.stdout.contains("state:\n  ItemsFeature.State("))
      let both = await DemoRunnerFixtures.run(["gallery", "--state", "--no-state"])
      #expect(both.exitCode == 2)
      #expect(both.stderr.contains("`--state` and `--no-state` cannot be combined"))
    }

    @Test func runShowsTheSettledScenarioAsARenderedScreen() async {
      let result = await DemoRunnerFixtures.run(["run", "Items", "--scenario", "delayed"])
      #expect(result.exitCode == 0)
      #expect(
        result.stdout.hasPrefix(
          "# demo-runner transcript\n# feature: Items\n\nscenario delayed — The items arrive after two "
            + "seconds\nappear: send onAppear\nsettle: advance 2s\n\nscreen:\n    ╭─ Items "))
      #expect(
        result.stdout.contains("│       label \"Return library books\" = \"checkmark.circle.fill\"")
      )
      #expect(result.stdout.hasSuffix("\nresult: passed (3 steps, 0 expectations)\n"))
      #expect(!result.stdout.contains("state:"))
      let transcript = await DemoRunnerFixtures.run([
        "run", "Items", "--scenario", "delayed", "--state",
      ])
      #expect(transcript.stdout.contains("settle: advance 2s\n  received:\n    .itemsResponse("))
      #expect(transcript.stdout.contains("│ [x] Return library books"))
    }
  #endif

  /// A feature without a view keeps today's gallery: the view state drawn, then the state dump.
  @Test func aFeatureWithoutAViewKeepsItsStateDump() async {
    let result = await DemoRunnerFixtures.run(["gallery"], catalog: .shelf)
    #expect(result.stdout.contains("state:\n  ShelfFeature.State("))
    let run = await DemoRunnerFixtures.run(["run", "Shelf"], catalog: .shelf)
    #expect(run.stdout.contains("  state:\n    ShelfFeature.State("))
  }
}
