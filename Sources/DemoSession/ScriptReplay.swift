package import DemoScript
import DemoTerminal
package import Foundation

/// Reads scripts and plays them into transcripts: shared by `run`, `check` and `record`.
@MainActor
package enum ScriptReplay {
  /// Reads and parses the script at `url`, printed in errors as `path`.
  ///
  /// - Throws: ``ScriptError`` for a file that cannot be read or does not parse.
  package static func load(_ url: URL, path: String) throws(ScriptError) -> Script {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw ScriptError(
        at: SourceLocation(file: path, line: 1, column: 1), "cannot read the script",
        expected: "a readable script file")
    }
    return try ScriptParser().parse(data, file: path)
  }

  /// The header every transcript starts with.
  package static func header(feature: DemoFeature, path: String?) -> [String] {
    var lines = ["# demo-runner transcript", "# feature: \(feature.name)"]
    if let path { lines.append("# script: \(path)") }
    lines.append("")
    return lines
  }

  /// Plays `script` against `feature`, writing the transcript to `emit`.
  ///
  /// The script is validated first (scenario names, actions, view-state cases), so a bad script
  /// writes nothing. The scenario is the script's own, else `scenario`, else the first.
  ///
  /// - Returns: The number of failed expectations.
  /// - Throws: ``ScriptError`` for a bad script, located in it.
  package static func play(
    _ script: Script, path: String, feature: DemoFeature, scenario: Int?,
    options: SessionOptions, columns: Int = TerminalWidth.golden,
    emit: @escaping (String) -> Void
  ) async throws(ScriptError) -> Int {
    try ScriptPlayer.validate(script, for: feature)
    for line in header(feature: feature, path: path) { emit(line) }
    let player = ScriptPlayer(feature: feature, options: options, columns: columns, emit: emit)
    var steps = script.steps[...]
    if let first = steps.first, case .scenario = first.kind {
      try await player.perform(first)
      steps = steps.dropFirst()
    } else {
      await player.start(scenario: scenario ?? 0, applySettleAfter: false)
    }
    for step in steps {
      try await player.perform(step)
    }
    emit("")
    emit(player.resultLine)
    return player.failureCount
  }

  /// Why a bundled script was not replayed.
  package enum ReplayFailure: Error {
    /// The script or its golden leads outside the package root (a symlink): neither was read.
    case refused(RootConfinement.Refusal)
    /// The script cannot be read, or is malformed.
    case broken(ScriptError)
  }

  /// Replays the bundled `script` into its transcript, with its golden's URL (resolved to be
  /// read or written, `goldenVerb`): both files are resolved inside the root first, so a symlink
  /// leading out is never followed. Shared by `check` and `record`.
  package static func replay(
    _ script: BundledScript, goldenVerb: String, limits: SessionLimits
  ) async throws(ReplayFailure) -> (golden: URL, text: String, failures: Int) {
    let scriptURL: URL
    let goldenURL: URL
    do throws(RootConfinement.Refusal) {
      scriptURL = try script.confinedScriptURL()
      goldenURL = try script.confinedGoldenURL(verb: goldenVerb)
    } catch {
      throw .refused(error)
    }
    do throws(ScriptError) {
      let parsed = try load(scriptURL, path: script.path)
      let transcript = try await transcript(
        parsed, path: script.path, feature: script.feature, limits: limits)
      return (goldenURL, transcript.text, transcript.failures)
    } catch {
      throw .broken(error)
    }
  }

  /// The transcript of `script` as one string (lines joined, with a final newline), played
  /// with the scenario's mocks and drawn at ``TerminalWidth/golden`` columns whatever the
  /// terminal, so goldens never depend on it.
  package static func transcript(
    _ script: Script, path: String, feature: DemoFeature, limits: SessionLimits
  ) async throws(ScriptError) -> (text: String, failures: Int) {
    var lines: [String] = []
    let failures = try await play(
      script, path: path, feature: feature, scenario: nil, options: limits.options(.preview)
    ) { lines.append($0) }
    return (lines.joined(separator: "\n") + "\n", failures)
  }
}
