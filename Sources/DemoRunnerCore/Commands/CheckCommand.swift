import DemoScript
import DemoSession
import DemoTerminal
import Foundation

/// `demo-runner check`: replays every bundled script and compares it with its golden.
@MainActor
enum CheckCommand {
  static func run(_ parsed: ParsedArguments, _ context: CommandContext) async throws(UsageError)
    -> ExitStatus
  {
    if let extra = parsed.positionals.first {
      throw UsageError(
        command: "check", message: "unexpected argument `\(extra)`",
        expected: "no arguments (check replays every bundled script)")
    }
    let root = try context.root(override: parsed.value(.root), command: "check")
    let scripts = BundledScript.all(in: context.catalog, root: root)
    let console = context.console
    // A script nobody runs, or a feature with nothing to run, fails the check: neither may
    // pass quietly.
    let problems = ScriptInventory(catalog: context.catalog, root: root, claimed: scripts)
      .problems(in: context.catalog)
    for problem in problems { console.error(problem) }
    guard !scripts.isEmpty else {
      console.error(
        "error: no scripts found in "
          + context.catalog.features.map(\.scriptsFolder).joined(separator: ", "))
      return .failure
    }
    var status: ExitStatus = problems.isEmpty ? .success : .failure
    var failed = 0
    console.progress.start("check", total: scripts.count)
    for (index, script) in scripts.enumerated() {
      console.progress.update(done: index, detail: script.path)
      let outcome = await check(script, limits: context.limits)
      switch outcome {
      case .passed:
        console.print("ok    \(script.path)")
      case let .mismatch(reason, diff):
        failed += 1
        status = status.combined(with: .failure)
        console.print("FAIL  \(script.path): \(reason)")
        if let diff { console.print(TextLayout.indent(diff, by: "      ")) }
      case let .broken(error):
        failed += 1
        status = status.combined(with: .usage)
        console.print("ERROR \(script.path)")
        console.error(error.description)
      case let .refused(refusal):
        failed += 1
        status = status.combined(with: .usage)
        console.print("ERROR \(script.path)")
        console.error("error: \(refusal.description)")
      }
    }
    console.progress.finish()
    console.print("")
    console.print(
      "check: \(scripts.count) script\(scripts.count == 1 ? "" : "s"), "
        + "\(scripts.count - failed) passed, \(failed) failed")
    if !problems.isEmpty {
      console.print(
        "check: \(problems.count) problem\(problems.count == 1 ? "" : "s") with the scripts "
          + "folders (see above)")
    }
    if failed > 0 {
      console.print("To accept new transcripts, run `demo-runner record` and review the diff.")
    }
    return status
  }

  /// How one script fared.
  enum Outcome {
    /// The transcript matches the golden and every expectation held.
    case passed
    /// The transcript differs from the golden (with a diff), the golden is missing, or an
    /// expectation failed.
    case mismatch(String, diff: String?)
    /// The script is malformed.
    case broken(ScriptError)
    /// The script or its golden leads outside the package root (a symlink): neither was read.
    case refused(RootConfinement.Refusal)
  }

  /// Replays `script` and compares its transcript with the golden.

  static func check(_ script: BundledScript, limits: SessionLimits) async -> Outcome {
    let transcript: (golden: URL, text: String, failures: Int)
    do throws(ScriptReplay.ReplayFailure) {
      transcript = try await ScriptReplay.replay(script, goldenVerb: "read", limits: limits)
    } catch {
      switch error {
      case let .refused(refusal): return .refused(refusal)
      case let .broken(scriptError): return .broken(scriptError)
      }
    }
    let goldenURL = transcript.golden
    if case .failure(let failure) = Result(catching: { () throws(OutputFile.Failure) in
      try OutputFile.resolve(goldenURL)
    }) {
      return .mismatch("the golden transcript cannot be read: \(failure.description)", diff: nil)
    }
    guard let data = try? Data(contentsOf: goldenURL) else {
      return .mismatch(
        "no golden transcript at \(script.goldenPath) (run `demo-runner record \(script.path)`)",
        diff: nil)
    }
    let golden = String(decoding: data, as: UTF8.self)
    if let diff = LineDiff.diff(
      golden, transcript.text, expectedName: script.goldenPath, actualName: "replay")
    {
      return .mismatch("the transcript differs from its golden", diff: diff)
    }
    if transcript.failures > 0 {
      return .mismatch(
        "\(transcript.failures) expectation\(transcript.failures == 1 ? "" : "s") failed",
        diff: nil)
    }
    return .passed
  }
}
