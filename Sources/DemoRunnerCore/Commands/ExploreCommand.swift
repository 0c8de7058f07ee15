import DemoExploration
import DemoScript
import DemoSession
import DemoTerminal
import Exploration
import Foundation
import Reducer

/// `demo-runner explore [FEATURE] …`: searches features for bugs (see ``HelpText/explore``).
@MainActor
enum ExploreCommand {
  static func run(_ parsed: ParsedArguments, _ context: CommandContext) async throws(UsageError)
    -> ExitStatus
  {
    if parsed.positionals.count > 1 {
      throw UsageError(
        command: "explore", message: "unexpected argument `\(parsed.positionals[1])`",
        expected: "at most one FEATURE, then options")
    }
    let features =
      try parsed.positionals.first.map { name throws(UsageError) in
        [try context.feature(named: name, command: "explore")]
      } ?? context.catalog.features
    let options = try explorationOptions(parsed, features: features)
    if parsed.has(.worker), let feature = features.first {
      return await ExploreWorker.run(feature, options, workerRequest(parsed))
        ? .success : .usage
    }
    let watchdog = try Watchdog.from(environment: context.environment)
    // Checked before exploring, written after: the script goes inside the package root, like `record`'s goldens.
    let saveURL = try parsed.value(.save).map { path throws(UsageError) in
      try confinedSaveURL(path, parsed: parsed, context: context)
    }
    var reports: [ExplorationReport] = []
    let progress = context.console.progress
    progress.start("explore", total: features.count)
    defer { progress.finish() }
    for (index, feature) in features.enumerated() {
      progress.update(done: index, detail: "\(feature.name): \(options.progressSummary)")
      let report: ExplorationReport
      if let executable = context.executable, !parsed.has(.inProcess) {
        switch await ExploreChild(
          launch: .runner(executable), feature: feature, options: options, watchdog: watchdog
        ).explore() {
        case let .report(child): report = child
        case let .broken(message):
          context.console.error("error: exploring \(feature.name): \(message)")
          return .usage
        }
      } else {
        do {
          report = try await feature.exploring.explore(options, FeatureExploring.Hooks())
        } catch {
          throw UsageError(command: "explore", message: error.description, expected: nil)
        }
      }
      if !reports.isEmpty { context.console.print("") }
      context.console.print(report.text)
      reports.append(report)
    }
    let failed = reports.filter { !$0.passed }
    context.console.print("")
    context.console.print(
      "explored \(reports.count) feature\(reports.count == 1 ? "" : "s"): "
        + (failed.isEmpty
          ? "all passed"
          : "\(failed.count) failed (\(failed.map(\.feature).joined(separator: ", ")))"))
    if let file = parsed.value(.json) {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      do {
        let data = try encoder.encode(reports)
        try OutputFile.write(
          data + Data("\n".utf8), to: PackageRoot.absolute(file, from: context.currentDirectory))
      } catch {
        context.console.error("error: \(error)")
        return .usage
      }
    }
    if let path = parsed.value(.save), let saveURL {
      guard let failure = failed.first?.failure else {
        context.console.print("nothing to save: every check held")
        return .success
      }
      do {
        try OutputFile.write(Data((failure.script + "\n").utf8), to: saveURL)
      } catch {
        context.console.error("error: \(error)")
        return .usage
      }
      context.console.print("saved the failing sequence to \(path)")
    }
    return failed.isEmpty ? .success : .failure
  }

  /// Where `--save PATH` writes: inside the package root (the current directory's, `--root` or
  /// `DEMO_RUNNER_ROOT`), every symlink on the way followed and required to stay inside it, as `record` does.
  private static func confinedSaveURL(
    _ path: String, parsed: ParsedArguments, context: CommandContext
  ) throws(UsageError) -> URL {
    let root = try context.root(override: parsed.value(.root), command: "explore")
    let url = PackageRoot.absolute(path, from: context.currentDirectory)
    do throws(RootConfinement.Refusal) {
      return try RootConfinement.resolve(
        url, inside: root.url, shown: root.relativePath(of: url) ?? path, verb: "write")
    } catch {
      throw UsageError(
        command: "explore", message: "`--save \(path)`: \(error.description)",
        expected: "a path inside the package root, such as Sources/Features/<F>/Scripts/found.demo")
    }
  }

  private static func explorationOptions(
    _ parsed: ParsedArguments, features: [DemoFeature]
  ) throws(UsageError) -> ExplorationOptions {
    var options = ExplorationOptions()
    options.runs = parsed.number(.runs) ?? options.runs
    options.steps = parsed.number(.steps) ?? options.steps
    options.seed = parsed.seed(.seed) ?? options.seed
    let depth = parsed.number(.depth)
    if parsed.has(.exhaustive) {
      options.exhaustiveDepth = depth ?? 3
    } else if depth != nil {
      throw UsageError(
        command: "explore", message: "`--depth` is only used with `--exhaustive`",
        expected: "`--exhaustive --depth D`")
    }
    options.intentsOnly = parsed.has(.intents)
    if let scenario = parsed.value(.scenario) {
      guard features.count == 1, let feature = features.first else {
        throw UsageError(
          command: "explore", message: "`--scenario` needs a FEATURE",
          expected: "`demo-runner explore FEATURE --scenario \(scenario)`")
      }
      guard feature.scenarioIndex(named: scenario) != nil else {
        throw UsageError(
          command: "explore", message: "\(feature.name) has no scenario `\(scenario)`",
          expected: UsageError.names(feature.scenarioNames),
          suggestions: ClosestMatch.suggestions(for: scenario, among: feature.scenarioNames))
      }
      options.scenario = scenario
    }
    return options
  }

  /// What a worker (`--worker`) is asked for: `--trace-run N`, `--replay STEPS`, `--finish JSON` or exploring.
  private static func workerRequest(_ parsed: ParsedArguments) -> WorkerRequest {
    if let run = parsed.number(.traceRun) { return .traceRun(run) }
    if let steps = parsed.value(.replay) { return .replay(steps) }
    if let summary = parsed.value(.finish) { return .finish(summary) }
    return .explore
  }
}
