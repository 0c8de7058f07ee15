import Exploration
import Foundation

/// The child side of `demo-runner explore` (`explore FEATURE --worker …`, never typed by hand): explores
/// in-process, writing progress to standard error as it goes, so the parent learns where a trap happened.
///
/// - `--worker`: explores; `run N` before each random run; the report as JSON on standard output.
/// - `--worker --trace-run N`: plays random run N again; `step CODE` before each step.
/// - `--worker --replay CODES`: plays the steps (``ExploreStep`` text, space-separated) from `--scenario`;
///   `at K` before step K; `passed` or `failed LENGTH SIGNATURE` on standard output.
@MainActor
enum ExploreWorker {
  static func run(_ feature: DemoFeature, _ options: ExplorationOptions, _ parsed: ParsedArguments)
    async
    -> ExitStatus
  {
    do {
      if let text = parsed.value(.traceRun) {
        guard let run = Int(text), run >= 0 else {
          return fail("`--trace-run \(text)` is not a run number")
        }
        _ = try await feature.exploring.trace(options, run) { step in progress("step \(step)") }
        return .success
      }
      if let text = parsed.value(.replay) {
        guard let steps = ExploreStep.parse(text) else {
          return fail("`--replay` has a step that does not parse")
        }
        let outcome = try await feature.exploring.replay(options, steps) { index in
          progress("at \(index)")
        }
        let line = outcome.map { "failed \($0.length) \($0.violation.signature)" } ?? "passed"
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
        return .success
      }
      let report = try await feature.exploring.explore(options) { run in progress("run \(run)") }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      FileHandle.standardOutput.write(try encoder.encode(report))
      return .success
    } catch {
      return fail("\(error)")
    }
  }

  private static func progress(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  private static func fail(_ message: String) -> ExitStatus {
    progress("error: \(message)")
    return .usage
  }
}
