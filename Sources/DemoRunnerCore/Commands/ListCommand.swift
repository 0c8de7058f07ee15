import DemoSession
import DemoTerminal

/// `demo-runner list`: the features, their scenarios and the bundled scripts.
@MainActor
enum ListCommand {
  static func run(_ parsed: ParsedArguments, _ context: CommandContext) throws(UsageError)
    -> ExitStatus
  {
    if let extra = parsed.positionals.first {
      throw UsageError(
        command: "list", message: "unexpected argument `\(extra)`", expected: "no arguments")
    }
    let console = context.console
    console.print("Features (\(context.catalog.features.count)):")
    for feature in context.catalog.features {
      console.print("")
      console.print("  \(feature.name) — \(feature.scenarios.count) scenarios")
      let width = feature.scenarios.map(\.name.count).max() ?? 0
      for scenario in feature.scenarios {
        let name = scenario.name.padding(width)
        let summary = scenario.summary.isEmpty ? "" : "  \(scenario.summary)"
        let delay =
          scenario.settleAfter > .zero
          ? " after \(DurationText.script(scenario.settleAfter))" : ""
        console.print("    \(name)\(summary)  → \(scenario.expectingCase)\(delay)")
      }
    }
    console.print("")
    guard let root = try context.optionalRoot(override: parsed.value(.root), command: "list")
    else {
      console.print("Scripts: the package root was not found; pass --root DIR.")
      return .success
    }
    let all = BundledScript.all(in: context.catalog, root: root)
    for refusal in all.compactMap(\.folderRefusal) {
      console.error("error: \(refusal.description)")
    }
    let scripts = all.filter { $0.folderRefusal == nil }
    console.print("Scripts (\(scripts.count)):")
    for script in scripts {
      console.print("  \(script.path)")
    }
    return .success
  }
}

extension String {
  /// The string padded with spaces to `width` characters.
  fileprivate func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
