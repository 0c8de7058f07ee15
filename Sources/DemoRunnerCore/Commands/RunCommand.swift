import APIService
import DemoScript
import DemoSession
import DemoTerminal
import Foundation

/// `demo-runner run FEATURE …`: a feature in a scenario, then a script, stdin, or nothing.
@MainActor
enum RunCommand {
  static func run(_ parsed: ParsedArguments, _ context: CommandContext) async throws(UsageError)
    -> ExitStatus
  {
    let names = context.catalog.features.map(\.name)
    guard let name = parsed.positionals.first else {
      throw UsageError(
        command: "run", message: "missing FEATURE", expected: UsageError.names(names))
    }
    if parsed.positionals.count > 1 {
      throw UsageError(
        command: "run", message: "unexpected argument `\(parsed.positionals[1])`",
        expected: "one FEATURE, then options")
    }
    let feature = try context.feature(named: name, command: "run")
    let mode = try sessionMode(parsed, context)
    var scenario: Int?
    if let scenarioName = parsed.value(.scenario) {
      guard let index = feature.scenarioIndex(named: scenarioName) else {
        throw UsageError(
          command: "run", message: "\(feature.name) has no scenario `\(scenarioName)`",
          expected: UsageError.names(feature.scenarioNames),
          suggestions: ClosestMatch.suggestions(for: scenarioName, among: feature.scenarioNames))
      }
      scenario = index
    }
    let session = context.limits.options(mode)
    if parsed.has(.interactive) {
      if parsed.value(.script) != nil {
        throw UsageError(
          command: "run", message: "`--script` and `--interactive` cannot be combined",
          expected: "one of them")
      }
      return await InteractiveSession(feature: feature, options: session, context: context)
        .run(scenario: scenario ?? 0)
    }
    guard let file = parsed.value(.script) else {
      if feature.hasScreen, !parsed.has(.state) {
        await showScreen(of: feature, scenario: scenario ?? 0, options: session, context: context)
        return .success
      }
      let player = ScriptPlayer(
        feature: feature, options: session, columns: context.columns,
        emit: context.console.print)
      for line in ScriptReplay.header(feature: feature, path: nil) { context.console.print(line) }
      await player.start(scenario: scenario ?? 0, applySettleAfter: true)
      context.console.print("")
      context.console.print(player.resultLine)
      return .success
    }
    let url = PackageRoot.absolute(file, from: context.currentDirectory)
    let root = try context.optionalRoot(override: parsed.value(.root), command: "run")
    let path = root?.relativePath(of: url) ?? file
    do {
      let script = try ScriptReplay.load(url, path: path)
      if let scenario, let own = script.scenario, own != feature.scenarios[scenario].name {
        throw UsageError(
          command: "run",
          message: "`--scenario \(feature.scenarios[scenario].name)` conflicts with the "
            + "script's `scenario \(own)`",
          expected: "the same scenario, or only one of them")
      }
      let failures = try await ScriptReplay.play(
        script, path: path, feature: feature, scenario: scenario, options: session,
        columns: context.columns, emit: context.console.print)
      return failures == 0 ? .success : .failure
    } catch let error as ScriptError {
      context.console.error(error.description)
      return .usage
    } catch let error as UsageError {
      throw error
    } catch {
      context.console.error("error: \(error)")
      return .usage
    }
  }

  /// `run FEATURE` without a script for a feature with a view: the steps that bring the scenario to rest, then its
  /// rendered screen (the text form, boxed like the gallery's). `--state` prints the transcript instead.
  private static func showScreen(
    of feature: DemoFeature, scenario index: Int, options: SessionOptions, context: CommandContext
  ) async {
    let console = context.console
    let session = feature.makeSession(index, options)
    let summary = session.scenario
    for line in ScriptReplay.header(feature: feature, path: nil) { console.print(line) }
    console.print(
      "scenario \(summary.name)" + (summary.summary.isEmpty ? "" : " — \(summary.summary)"))
    var steps = 1
    if let printed = await session.appear() {
      steps += 1
      console.print("appear: send \(printed)")
    }
    if summary.settleAfter > .zero {
      _ = await session.advance(by: summary.settleAfter)
      steps += 1
      console.print("settle: advance \(DurationText.script(summary.settleAfter))")
    }
    console.print("")
    console.print("screen:")
    let screen = RenderedScreen.screen(
      title: feature.name, badge: session.viewStateCase, textForm: session.screenText ?? "")
    console.print(
      TextLayout.indent(TerminalScreen.render(screen, width: context.columns - 4), by: "    "))
    console.print("")
    console.print("result: passed (\(steps) steps, 0 expectations)")
  }

  /// Preview, or live at `--base-url`.

  private static func sessionMode(
    _ parsed: ParsedArguments, _ context: CommandContext
  ) throws(UsageError) -> SessionMode {
    let live = parsed.has(.live)
    guard let url = parsed.url(.baseURL) else {
      if live {
        throw UsageError(
          command: "run", message: "`--live` needs `--base-url URL`",
          expected: "e.g. `--live --base-url https://api.example.com/v1`")
      }
      return .preview
    }
    guard live else {
      throw UsageError(
        command: "run", message: "`--base-url` is only used with `--live`",
        expected: "`--live --base-url \(url.absoluteString)`")
    }
    let token = context.environment[APIConfiguration.tokenVariable]?
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return .live(baseURL: url, token: token?.isEmpty == false ? token : nil)
  }
}
