import DemoScript
import DemoTerminal

/// The options every command takes, wherever they appear before `--`: ``CommandOption/color``.
enum GlobalOptions {
  /// The `--color` mode in `arguments` (`auto` when absent) and the arguments without it.
  ///
  /// - Throws: ``UsageError`` for a missing or unknown mode, or `--color` given twice.
  static func colorMode(in arguments: [String]) throws(UsageError) -> (ColorMode, [String]) {
    var mode: ColorMode?
    var rest: [String] = []
    var index = 0
    let modes = ColorMode.allCases.map(\.rawValue)
    let name = CommandOption.color.name
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        rest += arguments[(index - 1)...]
        break
      }
      let value: String
      if argument == name {
        guard index < arguments.count else {
          throw UsageError(
            command: nil, message: "option `\(name)` needs a value",
            expected: UsageError.names(modes))
        }
        value = arguments[index]
        index += 1
      } else if argument.hasPrefix(name + "=") {
        value = String(argument.dropFirst(name.count + 1))
      } else {
        rest.append(argument)
        continue
      }
      guard mode == nil else {
        throw UsageError(
          command: nil, message: "option `\(name)` is given twice",
          expected: "`\(name)` at most once")
      }
      guard let parsed = ColorMode(rawValue: value) else {
        throw UsageError(
          command: nil, message: "unknown `\(name)` mode `\(value)`",
          expected: UsageError.names(modes),
          suggestions: ClosestMatch.suggestions(for: value, among: modes))
      }
      mode = parsed
    }
    return (mode ?? .auto, rest)
  }
}
