import DemoScript
import Foundation

/// A subcommand's arguments split into positionals, options with values and flags.
///
/// Options are `--name value` or `--name=value`; flags are `--name`; `--` ends the options.
/// Unknown options, missing values and repeated options are ``UsageError``s naming the closest
/// valid option; a value that is not of its option's type (``CommandOption/value``) is one naming the option, what
/// it expects and what it got. The typed reads (``number(_:)``, ``seed(_:)``, ``url(_:)``) then cannot fail.
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
    let declared = Dictionary(taken.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
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
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < arguments.count {
        value = arguments[index]
        index += 1
      } else {
        throw UsageError(
          command: command, message: "option `\(name)` needs a value",
          expected: "`\(name) \(declared[name]?.argument ?? "VALUE")`")
      }
      if let kind = declared[name]?.value, !kind.accepts(value) {
        throw UsageError(
          command: command,
          message: "\(name): expected \(kind.expected), got \(String(reflecting: value))",
          expected: "`\(name) \(declared[name]?.argument ?? "VALUE")`")
      }
      values[name] = value
    }
  }

  /// Whether `--help` or `-h` was given.
  var wantsHelp: Bool { flags.contains("--help") }

  /// The value given for `option`, if any.
  func value(_ option: CommandOption) -> String? { values[option.name] }

  /// The whole number given for `option` (declared ``OptionValue/wholeNumber(_:)``, so in its range), if any.
  func number(_ option: CommandOption) -> Int? { value(option).flatMap { Int($0) } }

  /// The seed given for `option` (declared ``OptionValue/seed``), if any.
  func seed(_ option: CommandOption) -> UInt64? { value(option).flatMap { UInt64($0) } }

  /// The URL given for `option` (declared ``OptionValue/httpURL``), if any.
  func url(_ option: CommandOption) -> URL? { value(option).flatMap(OptionValue.httpURL) }

  /// Whether the flag `option` was given.
  func has(_ option: CommandOption) -> Bool { flags.contains(option.name) }
}
