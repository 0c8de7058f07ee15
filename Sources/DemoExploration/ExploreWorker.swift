package import DemoSession
package import Exploration
import Foundation

/// The child side of `demo-runner explore` (`explore FEATURE --worker …`, never typed by hand): explores
/// in-process, telling its parent (``ExploreChild``) how far it got on a channel of its own (``WorkerChannel``), so
/// the parent learns where a trap or a hang happened.
///
/// Every mode writes `ready`, then progress lines (`run N` before each random run, `beat` now and then while steps
/// are played), then its answer:
/// - `--worker`: explores; `report JSON`.
/// - `--worker --trace-run N`: plays random run N again; `step CODE` before each step.
/// - `--worker --replay CODES`: plays the steps (``ExploreStep`` text, space-separated) from `--scenario`;
///   `at K` before step K; `replayed passed` or `replayed failed LENGTH SIGNATURE`.
/// - `--worker --finish JSON`: the report of a crash the parent found (``CrashSummary``): explores the runs before
///   it and the steps of its run before the crash, and writes the shrunk steps as a script; `report JSON`.
///
/// A failure is `error MESSAGE`.
@MainActor
package enum ExploreWorker {
  /// Answers `request` for `feature` explored with `options` on the worker's channel; false when it could not (an
  /// `error` line says why).
  package static func run(
    _ feature: DemoFeature, _ options: ExplorationOptions, _ request: WorkerRequest
  ) async -> Bool {
    let channel = WorkerChannel()
    channel.send("ready")
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    var hooks = FeatureExploring.Hooks()
    hooks.onRunStart = { run in channel.send("run \(run)") }
    hooks.onProgress = { channel.beat() }
    do {
      switch request {
      case let .traceRun(run):
        hooks.onStep = { step in channel.send("step \(step)") }
        hooks.onRender = { rendering in channel.send(rendering ? "rendering" : "rendered") }
        _ = try await feature.exploring.trace(options, run, hooks)
        channel.send("traced")
        return true
      case let .replay(text):
        guard let steps = ExploreStep.parse(text) else {
          return fail(channel, "`--replay` has a step that does not parse")
        }
        hooks.onStepIndex = { index in channel.send("at \(index)") }
        hooks.onRender = { rendering in channel.send(rendering ? "rendering" : "rendered") }
        let outcome = try await feature.exploring.replay(options, steps, hooks)
        channel.send(
          "replayed "
            + (outcome.map { "failed \($0.length) \($0.violation.signature)" } ?? "passed"))
        return true
      case let .finish(text):
        guard let crash = try? JSONDecoder().decode(CrashSummary.self, from: Data(text.utf8)) else {
          return fail(channel, "`--finish` is not a crash summary")
        }
        let report = try await finish(feature, options, crash, hooks)
        channel.send("report " + String(decoding: try encoder.encode(report), as: UTF8.self))
        return true
      case .explore:
        let report = try await feature.exploring.explore(options, hooks)
        channel.send("report " + String(decoding: try encoder.encode(report), as: UTF8.self))
        return true
      }
    } catch {
      return fail(channel, "\(error)")
    }
  }

  /// The report of `crash`: the coverage of everything played before it, and its shrunk steps as a script.
  private static func finish(
    _ feature: DemoFeature, _ options: ExplorationOptions, _ crash: CrashSummary,
    _ hooks: FeatureExploring.Hooks
  ) async throws -> ExplorationReport {
    var hooks = hooks
    hooks.crashedRun = crash.failure.run.map { ($0, crash.stepsBefore) }
    var report = try await feature.exploring.explore(options, hooks)
    var failure = crash.failure
    var scenarioOptions = options
    scenarioOptions.scenario = failure.scenario
    let steps = failure.steps.compactMap { ExploreStep($0) }
    failure.steps = steps.map(\.description)
    failure.script = try await feature.exploring.script(
      scenarioOptions, steps, ExplorationViolation(failure.check, failure.message), true)
    // The search stopped at the crash: it has not seen every screen it could.
    report.intentsNoControlSends = nil
    report.failure = failure
    return report
  }

  private static func fail(_ channel: WorkerChannel, _ message: String) -> Bool {
    channel.send("error " + message.replacingOccurrences(of: "\n", with: " "))
    return false
  }
}

/// A trap or hang the parent found, traced and shrunk, for the worker that writes its report.
package struct CrashSummary: Codable {
  /// The failure as the report will show it (`crash`, `hang` or `render`, the random run that crashed, the scenario
  /// it started from, the shrunk steps with the crashing one last), but for its script, which the worker writes:
  /// ``ExplorationReport/Failure/script`` is empty.
  var failure: ExplorationReport.Failure
  /// How many of the run's steps were played before the step that crashed.
  var stepsBefore: Int
}
