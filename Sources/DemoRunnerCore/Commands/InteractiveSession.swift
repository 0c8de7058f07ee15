import DemoScript
import DemoSession
import DemoTerminal
import Foundation

/// `run FEATURE --interactive`: a REPL over script steps, one per input line.
///
/// Each line is parsed and played like a one-line script, with errors located at
/// `<stdin>:LINE:COLUMN`; a bad line is reported on standard error and the session goes on.
/// Blank lines and `#` comments are skipped; `help` lists the steps and the feature's actions
/// with their payloads, scenarios and view states; `state` prints the current state and
/// `screen` the current screen; `quit` (or the end of input) ends the session. On a terminal,
/// lines are read with ``TerminalLineEditor`` (editing, Up/Down history).
///
/// The exit status is 2 if any line was bad, else 1 if an expectation failed, else 0, and the
/// last line says the same: `result: failed (…)` whenever the status is not 0.
@MainActor
struct InteractiveSession {
  let feature: DemoFeature
  let options: SessionOptions
  let context: CommandContext

  /// The name locations are printed with.
  static let inputName = "<stdin>"

  func run(scenario: Int) async -> ExitStatus {
    let console = context.console
    var input = context.input
    let player = ScriptPlayer(
      feature: feature, options: options, columns: context.currentColumns(), emit: console.print)
    for line in ScriptReplay.header(feature: feature, path: nil) { console.print(line) }
    await player.start(scenario: scenario, applySettleAfter: false)
    var badLines = 0
    var number = 0
    let prompt = context.prompts ? "\(feature.name)> " : ""
    while true {
      if !input.drawsPrompt { console.prompt(prompt) }
      guard let line = input.nextLine(prompt: prompt) else { break }
      number += 1
      // The terminal may have been resized since the last line: draw at its width now.
      player.columns = context.currentColumns()
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      if trimmed == "quit" || trimmed == "exit" { break }
      if let text = command(trimmed, player: player) {
        console.print(text)
        continue
      }
      do throws(ScriptError) {
        let script = try ScriptParser().parse(line, file: Self.inputName)
        for var step in script.steps {
          step.location.line = number
          try ScriptPlayer.validate(step, for: feature)
          try await player.perform(step)
        }
      } catch {
        var error = error
        error.location.line = number
        console.error(error.description)
        badLines += 1
      }
    }
    console.print("")
    console.print(Self.resultLine(player: player, badLines: badLines))
    if badLines > 0 { return .usage }
    return player.failureCount == 0 ? .success : .failure
  }

  /// What a session command (`help`, `state`, `screen`, `view`) prints; `nil` for a script step.
  private func command(_ line: String, player: ScriptPlayer) -> String? {
    switch line {
    case "help": Self.help(for: feature)
    case "state": player.stateDump.map { "state:\n" + TextLayout.indent($0, by: "  ") }
    case "screen": player.currentScreen
    case "view":
      player.currentView ?? "\(feature.name) registered no view: there is no rendered screen"
    default: nil
    }
  }

  /// The last line: the player's, unless a line was bad, which fails the session (exit 2).
  static func resultLine(player: ScriptPlayer, badLines: Int) -> String {
    guard badLines > 0 else { return player.resultLine }
    let expectations =
      "\(player.expectationCount) expectation\(player.expectationCount == 1 ? "" : "s")"
    return "result: failed (\(badLines) bad line\(badLines == 1 ? "" : "s"); "
      + "\(player.failureCount) of \(expectations) failed)"
  }

  /// What `help` prints: the steps, then `feature`'s actions, scenarios and view states.
  static func help(for feature: DemoFeature) -> String {
    var lines = [HelpText.interactive, "", "Actions of \(feature.name) (send ACTION):"]
    lines += feature.actionTemplates.map { "  send \($0)" }
    lines.append("Scenarios (scenario NAME): " + feature.scenarioNames.joined(separator: ", "))
    lines.append(
      "View states (expect viewState CASE): " + feature.viewStateCases.joined(separator: ", "))
    return lines.joined(separator: "\n")
  }
}
