import DemoScript

/// A subcommand's arguments split into positionals, options with values and flags.
///
/// Options are `--name value` or `--name=value`; flags are `--name`; `--` ends the options.
/// Unknown options, missing values and repeated options are ``UsageError``s naming the closest
/// valid option.
struct ParsedArguments {
  /// The arguments that are not options, in order.
  var positionals: [String] = []
  /// The value of each option given, by name.
  private var values: [String: String] = [:]
  /// The flags given, by name.
  private var flags: Set<String> = []

  /// Splits `arguments` for `command`, which takes the ``CommandOption``s that list it. `-h` and
  /// `--help` are always flags.
  init(_ arguments: [String], command declared: DemoCommand) throws(UsageError) {
    let command = declared.rawValue
    let taken = declared.options
    let options = taken.filter(\.takesValue).map(\.name)
    let flags = taken.filter { !$0.takesValue }.map(\.name)
    let placeholders = Dictionary(
      taken.map { ($0.name, $0.argument ?? "") }, uniquingKeysWith: { first, _ in first })
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
          expected: "`\(name) \(placeholders[name] ?? "VALUE")`")
      }
    }
  }

  /// Whether `--help` or `-h` was given.
  var wantsHelp: Bool { flags.contains("--help") }

  /// The value given for `option`, if any.
  func value(_ option: CommandOption) -> String? { values[option.name] }

  /// Whether the flag `option` was given.
  func has(_ option: CommandOption) -> Bool { flags.contains(option.name) }
}
