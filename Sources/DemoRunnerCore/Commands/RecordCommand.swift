import DemoScript
import DemoSession
import DemoTerminal
import Foundation

/// `demo-runner record [SCRIPT…]`: rewrites golden transcripts.
@MainActor
enum RecordCommand {
  static func run(_ parsed: ParsedArguments, _ context: CommandContext) async throws(UsageError)
    -> ExitStatus
  {
    let root = try context.root(override: parsed.value(.root), command: "record")
    let all = BundledScript.all(in: context.catalog, root: root)
    let scripts =
      parsed.positionals.isEmpty
      ? all
      : try parsed.positionals.map { (argument) throws(UsageError) in
        try resolve(argument, among: all, root: root, context: context)
      }
    let console = context.console
    var status = ExitStatus.success
    console.progress.start("record", total: scripts.count)
    defer { console.progress.finish() }
    for (index, script) in scripts.enumerated() {
      console.progress.update(done: index, detail: script.path)
      let transcript: (golden: URL, text: String, failures: Int)
      do throws(ScriptReplay.ReplayFailure) {
        transcript = try await ScriptReplay.replay(
          script, goldenVerb: "write", limits: context.limits)
      } catch {
        switch error {
        case let .refused(refusal):
          // A refused scripts folder is named as itself: its files are never listed.
          let shown = script.folderRefusal == nil ? script.goldenPath : script.path
          console.error("error: \(shown) not recorded: \(refusal.description)")
        case let .broken(scriptError):
          console.error(scriptError.description)
        }
        status = status.combined(with: .usage)
        continue
      }
      let goldenURL = transcript.golden
      if transcript.failures > 0 {
        console.error(
          "error: \(script.path): not recorded, \(transcript.failures) expectation"
            + "\(transcript.failures == 1 ? "" : "s") failed (run `demo-runner run "
            + "\(script.feature.name) --script \(script.path)` to see the transcript)")
        status = status.combined(with: .failure)
        continue
      }
      do throws(OutputFile.Failure) {
        // Resolved first: reading a FIFO or a device in place of the golden could block.
        let target = try OutputFile.resolve(goldenURL)
        let existing = try? Data(contentsOf: target)
        if existing == Data(transcript.text.utf8) {
          console.print("unchanged \(script.goldenPath)")
          continue
        }
        try OutputFile.write(Data(transcript.text.utf8), to: target)
        console.print("recorded  \(script.goldenPath)")
      } catch {
        console.error("error: \(script.goldenPath) not recorded: \(error.description)")
        status = status.combined(with: .failure)
      }
    }
    return status
  }

  /// The bundled script `argument` names: a path to a `.demo` (or its `.golden`), from the
  /// current directory or the package root.

  private static func resolve(
    _ argument: String, among scripts: [BundledScript], root: PackageRoot,
    context: CommandContext
  ) throws(UsageError) -> BundledScript {
    var candidates = [PackageRoot.absolute(argument, from: context.currentDirectory)]
    candidates.append(root.url.appendingPathComponent(argument).standardizedFileURL)
    // A script in a scripts folder refused for leading outside the root: the refusal says why
    // (compared as written: resolving the path would follow the link out).
    for candidate in candidates {
      let path = candidate.standardizedFileURL.path
      if let folder = scripts.first(where: {
        $0.folderRefusal != nil && path.hasPrefix($0.url.standardizedFileURL.path + "/")
      }) {
        return folder
      }
    }
    for candidate in candidates {
      guard var path = root.relativePath(of: candidate) else { continue }
      if path.hasSuffix(".golden") { path = String(path.dropLast(7)) + ".demo" }
      if let script = scripts.first(where: { $0.path == path }) { return script }
    }
    let paths = scripts.map(\.path)
    throw UsageError(
      command: "record", message: "`\(argument)` is not a bundled script",
      expected: paths.isEmpty
        ? "a script in Sources/Features/<Name>/Scripts/" : UsageError.names(paths),
      suggestions: ClosestMatch.suggestions(for: argument, among: paths))
  }
}
