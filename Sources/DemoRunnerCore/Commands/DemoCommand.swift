import DemoScript

/// A `demo-runner` subcommand: its name, the line the overview shows for it and the operands its
/// usage line names. Its options are the ``CommandOption``s that list it; its help is
/// ``HelpText/of(_:)``.
enum DemoCommand: String, CaseIterable, Sendable {
  case gallery, list, run, check, record, new, explore, help

  /// The command's line under "Commands:" in the overview.
  var summary: String {
    switch self {
    case .gallery: "Print the gallery, or write it as one HTML page (--html FILE)."
    case .list: "List the features, their scenarios and the bundled scripts."
    case .run: "Run a feature in a scenario, then a script or lines typed on standard input."
    case .check: "Replay every bundled script and compare it with its golden transcript."
    case .record: "Rewrite golden transcripts from the scripts."
    case .new: "Scaffold a feature: sources, scenarios, view, tests, a script and its golden."
    case .explore: "Search features for bugs: generated intents, clock steps and service answers."
    case .help: "Show this help, or a command's (`demo-runner help run`)."
    }
  }

  /// The operands before the options in the usage line, e.g. `FEATURE`.
  var operands: String? {
    switch self {
    case .gallery: "[FEATURE…]"
    case .run: "FEATURE"
    case .record: "[SCRIPT…]"
    case .new: "NAME"
    case .explore: "[FEATURE]"
    case .list, .check, .help: nil
    }
  }

  /// The options it takes, in the order its help lists them.
  var options: [CommandOption] { CommandOption.taken(by: self) }

  /// The command named `name`, or a ``UsageError`` naming the closest ones.
  static func named(_ name: String) throws(UsageError) -> DemoCommand {
    if let command = DemoCommand(rawValue: name) { return command }
    let names = allCases.map(\.rawValue)
    throw UsageError(
      command: nil, message: "unknown command `\(name)`", expected: UsageError.names(names),
      suggestions: ClosestMatch.suggestions(for: name, among: names))
  }
}
