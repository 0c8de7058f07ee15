/// A subcommand's arguments split into positionals, options with values and flags.
///
/// Options are `--name value` or `--name=value`; flags are `--name`; `--` ends the options.
/// Unknown options, missing values and repeated options are ``UsageError``s naming the closest
/// valid option.
struct ParsedArguments {
  /// The arguments that are not options, in order.
  var positionals: [String] = []
  /// The value of each option given.
  var values: [String: String] = [:]
  /// The flags given.
  var flags: Set<String> = []

  /// Splits `arguments` for `command`, which takes the options in `options` and the flags in
  /// `flags` (names with their leading `--`). `-h` and `--help` are always flags.
  init(
    _ arguments: [String], command: String, options: [String], flags: [String]
  ) throws(UsageError) {
    let flagNames = Set(flags + ["--help"])
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument == "-h" {
        self.flags.insert("--help")
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      if flagNames.contains(name) {
        guard inlineValue == nil else {
          throw UsageError(
            command: command, message: "flag `\(name)` takes no value",
            expected: "`\(name)` on its own")
        }
        self.flags.insert(name)
        continue
      }
      guard options.contains(name) else {
        let known = (options + flags + ["--help"]).sorted()
        throw UsageError(
          command: command, message: "unknown option `\(name)`",
          expected: UsageError.names(known),
          suggestions: ClosestMatch.suggestions(for: name, among: known))
      }
      guard values[name] == nil else {
        throw UsageError(
          command: command, message: "option `\(name)` is given twice",
          expected: "`\(name)` at most once")
      }
      if let inlineValue {
        values[name] = inlineValue
      } else if index < arguments.count {
        values[name] = arguments[index]
        index += 1
      } else {
        throw UsageError(
          command: command, message: "option `\(name)` needs a value",
          expected: "`\(name) VALUE`")
      }
    }
  }

  /// Whether `--help` or `-h` was given.
  var wantsHelp: Bool { flags.contains("--help") }
}
