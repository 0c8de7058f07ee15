import Exploration
import Foundation

/// The parent side of `demo-runner explore`: runs the exploration in a child process of the runner itself
/// (``ExploreWorker``), so a trap ends the child, not the command. After a trap it finds the run that trapped,
/// traces its steps, shrinks them by replaying candidates in children, and reports the crash with its script.
@MainActor
struct ExploreChild {
  /// What came back.
  enum Outcome {
    /// The report (a trap included, as a `crash` failure).
    case report(ExplorationReport)
    /// The child could not be run or answered nonsense.
    case broken(String)
  }

  let executable: String
  let feature: DemoFeature
  let options: ExplorationOptions

  func explore() async -> Outcome {
    let first: ChildProcess.Result
    do {
      first = try ChildProcess.run(executable, arguments(options) + [CommandOption.worker.name])
    } catch {
      return .broken("cannot start `\(executable)`: \(error)")
    }
    guard let signal = first.signal else {
      guard first.status == 0,
        let report = try? JSONDecoder().decode(ExplorationReport.self, from: first.output)
      else {
        return .broken(
          first.errorText.isEmpty ? "the child process answered nothing" : first.errorText)
      }
      return .report(report)
    }
    guard let run = first.lastNumber(after: "run ") else {
      return .broken(
        "the child process trapped (signal \(signal)) before its first run: \(first.fatalMessage)")
    }
    if options.exhaustiveDepth != nil {
      return .broken(
        "the child process trapped (signal \(signal)) in exhaustive mode: \(first.fatalMessage); explore "
          + "without --exhaustive to find and shrink the trapping sequence")
    }
    return await crashReport(run: run, signal: signal, message: first.fatalMessage)
  }

  private func crashReport(run: Int, signal: Int32, message: String) async -> Outcome {
    let traced: ChildProcess.Result
    do {
      traced = try ChildProcess.run(
        executable,
        arguments(options) + [CommandOption.worker.name, CommandOption.traceRun.name, "\(run)"])
    } catch {
      return .broken("cannot start `\(executable)`: \(error)")
    }
    let steps = traced.errorLines.compactMap { line in
      line.hasPrefix("step ") ? ExploreStep(line.dropFirst(5)) : nil
    }
    guard traced.signal != nil, let scenario = feature.exploring.scenarioOfRun(options, run) else {
      return .broken(
        "run \(run) trapped once but not when traced again: is the feature deterministic?")
    }
    var scenarioOptions = options
    scenarioOptions.scenario = scenario
    let replayArguments =
      arguments(scenarioOptions) + [CommandOption.worker.name, CommandOption.replay.name]
    let shrunk = await feature.exploring.shrink(steps) { candidate in
      let codes = candidate.map(\.description).joined(separator: " ")
      guard let result = try? ChildProcess.run(executable, replayArguments + [codes]),
        result.signal != nil
      else {
        return nil
      }
      return result.lastNumber(after: "at ").map { $0 + 1 } ?? 0
    }
    let violation = ExplorationViolation(
      .crash, "the process trapped (signal \(signal)): \(message)")
    var before = options
    before.runs = run
    do {
      var report = try await feature.exploring.explore(before, nil)
      report.runs = options.runs
      report.failure = ExplorationReport.Failure(
        check: .crash, message: violation.message, scenario: scenario, run: run,
        foundAfter: steps.count,
        steps: shrunk.map(\.description),
        script: try await feature.exploring.script(scenarioOptions, shrunk, violation, true))
      return .report(report)
    } catch {
      return .broken("\(error)")
    }
  }

  /// The command line that explores with `options`.
  private func arguments(_ options: ExplorationOptions) -> [String] {
    var arguments = [
      DemoCommand.explore.rawValue, feature.name, CommandOption.runs.name, "\(options.runs)",
      CommandOption.steps.name, "\(options.steps)", CommandOption.seed.name, "\(options.seed)",
    ]
    if let scenario = options.scenario { arguments += [CommandOption.scenario.name, scenario] }
    if let depth = options.exhaustiveDepth {
      arguments += [CommandOption.exhaustive.name, CommandOption.depth.name, "\(depth)"]
    }
    return arguments
  }
}
