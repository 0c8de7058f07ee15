/// A bad command line: what was wrong, what was expected and the closest valid names.
struct UsageError: Error, Equatable {
  /// The subcommand whose usage was wrong, for the "run … --help" hint (nil for the top level).
  var command: String?
  /// What went wrong, e.g. "unknown feature `Itms`".
  var message: String
  /// What would have been accepted.
  var expected: String?
  /// The closest valid names, best first.
  var suggestions: [String] = []

  /// `error: message; did you mean `x`? (expected …)` and a pointer to the help.
  var description: String {
    var text = "error: \(message)"
    if !suggestions.isEmpty {
      text += "; did you mean " + Self.joined(suggestions.map { "`\($0)`" }) + "?"
    }
    if let expected { text += " (expected \(expected))" }
    let help = command.map { "demo-runner \($0) --help" } ?? "demo-runner --help"
    return text + "\nRun `\(help)` for usage."
  }

  /// "a, b or c".
  static func joined(_ items: [String], conjunction: String = "or") -> String {
    guard let last = items.last else { return "" }
    if items.count == 1 { return last }
    return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }

  /// A list of names for an "expected" clause: "`a`, `b` or `c`".
  static func names(_ items: [String]) -> String {
    joined(items.map { "`\($0)`" })
  }
}
