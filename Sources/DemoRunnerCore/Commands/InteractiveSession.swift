import Foundation

/// `run FEATURE --interactive`: a REPL over script steps, one per input line.
///
/// Each line is parsed and played like a one-line script, with errors located at
/// `<stdin>:LINE:COLUMN`; a bad line is reported on standard error and the session goes on.
/// Blank lines and `#` comments are skipped; `help` lists the steps; `quit` (or the end of
/// input) ends the session. The exit status is 2 if any line was bad, else 1 if an expectation
/// failed, else 0.
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
    let player = ScriptPlayer(feature: feature, options: options, emit: console.print)
    for line in ScriptReplay.header(feature: feature, path: nil) { console.print(line) }
    await player.start(scenario: scenario, applySettleAfter: false)
    var status = ExitStatus.success
    var number = 0
    while true {
      console.prompt(context.prompts ? "\(feature.name)> " : "")
      guard let line = input.nextLine() else { break }
      number += 1
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      if trimmed == "quit" || trimmed == "exit" { break }
      if trimmed == "help" {
        console.print(HelpText.interactive)
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
        status = .usage
      }
    }
    console.print("")
    console.print(player.resultLine)
    if status == .usage { return status }
    return player.failureCount == 0 ? .success : .failure
  }
}
