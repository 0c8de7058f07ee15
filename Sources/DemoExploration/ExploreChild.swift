package import DemoSession
package import Exploration
import Foundation

/// The parent side of `demo-runner explore`: runs the exploration in a child process of the runner itself
/// (``ExploreWorker``), so a trap or a hang ends the child, not the command. The parent runs no code of the feature:
/// after a trap or a hang it finds the run, traces its steps, shrinks them by replaying candidates in children, and
/// has a last child write the report (coverage up to the crash, the shrunk steps as a script).
@MainActor
package struct ExploreChild {
  /// What came back.
  package enum Outcome {
    /// The report (a trap or a hang included, as a `crash` or `hang` failure).
    case report(ExplorationReport)
    /// The child could not be run or answered nonsense.
    case broken(String)
  }

  let launch: WorkerLaunch
  let feature: DemoFeature
  let options: ExplorationOptions
  var watchdog = Watchdog.standard

  package init(
    launch: WorkerLaunch, feature: DemoFeature, options: ExplorationOptions, watchdog: Watchdog
  ) {
    self.launch = launch
    self.feature = feature
    self.options = options
    self.watchdog = watchdog
  }

  package func explore() async -> Outcome {
    let first: ChildProcess.Result
    do {
      first = try await child(options, .explore)
    } catch {
      return .broken(error.description)
    }
    guard first.crashed else { return decodeReport(first) }
    let what = describe(first)
    guard let run = first.lastNumber(after: "run ") else {
      return .broken("the child process \(what) before its first run")
    }
    if options.exhaustiveDepth != nil {
      return .broken(
        "the child process \(what) in exhaustive mode; explore without --exhaustive to find and shrink "
          + "the sequence")
    }
    return await crashReport(run: run, hung: first.hung, message: what)
  }

  /// "trapped (signal 4): Fatal error: …" or "hung: …".
  private func describe(_ result: ChildProcess.Result) -> String {
    if result.hung {
      return "hung: a step made no progress for \(watchdog.processorTime) of processor time "
        + "(a reducer or effect that never returns?)"
    }
    return "trapped (signal \(result.signal ?? 0)): \(result.trapMessage)"
  }

  private func crashReport(run: Int, hung: Bool, message: String) async -> Outcome {
    let traced: ChildProcess.Result
    do {
      traced = try await child(options, .traceRun(run))
    } catch {
      return .broken(error.description)
    }
    let steps = traced.lines.compactMap { line in
      line.hasPrefix("step ") ? ExploreStep(line.dropFirst(5)) : nil
    }
    guard traced.crashed, traced.hung == hung,
      let scenario = feature.exploring.scenarioOfRun(options, run)
    else {
      return .broken(
        "run \(run) \(hung ? "hung" : "trapped") once but not when traced again: is the feature "
          + "deterministic?")
    }
    guard !steps.isEmpty else {
      return .broken(
        "the child process \(message) in run \(run) as scenario \(scenario) appeared, before any step"
      )
    }
    var scenarioOptions = options
    scenarioOptions.scenario = scenario
    // In screen mode the worker says when the view renders: a trap or hang there is the view's.
    let inRender = Self.endedRendering(traced)
    let shrunk = await feature.exploring.shrink(steps) { candidate in
      let codes = candidate.map(\.description).joined(separator: " ")
      guard let result = try? await child(scenarioOptions, .replay(codes)),
        result.crashed, result.hung == hung, Self.endedRendering(result) == inRender
      else {
        return nil
      }
      return result.lastNumber(after: "at ").map { $0 + 1 } ?? 0
    }
    let failure = ExplorationReport.Failure(
      check: inRender ? .render : hung ? .hang : .crash,
      message: inRender
        ? "the view \(hung ? "hung" : "trapped") while rendering (or in a control's closure): "
          + "the process \(message)"
        : "the process \(message)",
      scenario: scenario, run: run, foundAfter: steps.count, steps: shrunk.map(\.description),
      script: "")
    let summary = CrashSummary(failure: failure, stepsBefore: steps.count - 1)
    let finished: ChildProcess.Result
    do {
      let encoded = String(decoding: try JSONEncoder().encode(summary), as: UTF8.self)
      finished = try await child(options, .finish(encoded))
    } catch {
      return .broken("\(error)")
    }
    if finished.crashed {
      return .broken(
        "the child process \(describe(finished)) replaying the steps before the \(hung ? "hang" : "trap") "
          + "of run \(run): is the feature deterministic?")
    }
    return decodeReport(finished)
  }

  /// Whether the worker was rendering (or running a control's closure) when it ended: its last word on rendering is
  /// `rendering`.
  private static func endedRendering(_ result: ChildProcess.Result) -> Bool {
    result.lines.last { $0 == "rendering" || $0 == "rendered" } == "rendering"
  }

  /// The report on the child's `report` line, or why there is none.
  private func decodeReport(_ result: ChildProcess.Result) -> Outcome {
    if let json = result.lastLine(after: "report "),
      let report = try? JSONDecoder().decode(ExplorationReport.self, from: Data(json.utf8))
    {
      return .report(report)
    }
    if let error = result.lastLine(after: "error ") { return .broken(String(error)) }
    let said = result.errorText.trimmingCharacters(in: .whitespacesAndNewlines)
    return .broken(
      "the child process ended (status \(result.status)) without a report"
        + (said.isEmpty ? "" : ": " + String(said.suffix(2_000))))
  }

  /// Runs a worker exploring with `options`, asked for `request`.
  private func child(_ options: ExplorationOptions, _ request: WorkerRequest)
    async throws(ChildProcess.LaunchError) -> ChildProcess.Result
  {
    try await ChildProcess.run(
      launch.executable, launch.arguments(feature.name, options, request), watchdog: watchdog)
  }
}
