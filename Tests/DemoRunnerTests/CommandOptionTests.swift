import DemoRunner
@testable import DemoRunnerCore
import Foundation
import Testing

/// Each option is declared once (``CommandOption``): its commands' parsing, usage line and
/// "Options:" section all come from that declaration.
@MainActor
@Suite struct CommandOptionTests {
  @Test func everyListedOptionIsInItsCommandsHelpAndIsAccepted() throws {
    for command in DemoCommand.allCases where command != .help {
      let help = HelpText.of(command)
      for option in command.options {
        let value = Self.sample(option.value)
        let arguments = option.takesValue ? [option.name, value] : [option.name]
        let parsed = try ParsedArguments(arguments, command: command)
        #expect(option.takesValue ? parsed.value(option) == value : parsed.has(option))
        guard option.isListed(in: command) else { continue }
        #expect(help.contains("\n  \(option.usage) "), "\(command) lists \(option.name)")
        let firstLine = option.help[command]?.split(separator: "\n").first.map(String.init) ?? "?"
        #expect(help.contains(firstLine), "\(command) shows the help of \(option.name)")
      }
    }
  }

  /// A value each option's type accepts.
  private static func sample(_ value: OptionValue) -> String {
    switch value {
    case .text: "x"
    case let .wholeNumber(range): "\(range.lowerBound)"
    case .seed: "7"
    case .httpURL: "https://api.example.com/v1"
    }
  }

  @Test func aValueOfTheWrongTypeIsRefusedOnceNamingItsOptionAndWhatItExpects() throws {
    for command in DemoCommand.allCases where command != .help {
      for option in command.options where option.takesValue && option.value != .text {
        #expect(
          throws: UsageError(
            command: command.rawValue,
            message: "\(option.name): expected \(option.value.expected), got \"x\"",
            expected: "`\(option.usage)`")
        ) {
          try ParsedArguments([option.name, "x"], command: command)
        }
        let inline = try ParsedArguments(
          ["\(option.name)=\(Self.sample(option.value))"], command: command)
        #expect(inline.value(option) == Self.sample(option.value))
      }
    }
    let parsed = try ParsedArguments(
      ["--runs", "5", "--seed", "18446744073709551615", "--depth", "12"], command: .explore)
    #expect(parsed.number(.runs) == 5)
    #expect(parsed.seed(.seed) == UInt64.max)
    #expect(parsed.number(.depth) == 12)
    #expect(throws: UsageError.self) { try ParsedArguments(["--depth", "13"], command: .explore) }
    let live = try ParsedArguments(["--base-url", "https://api.example.com/v1"], command: .run)
    #expect(live.url(.baseURL) == URL(string: "https://api.example.com/v1"))
  }

  @Test func anOptionIsRefusedByACommandThatDoesNotDeclareIt() {
    #expect(throws: UsageError.self) {
      try ParsedArguments([CommandOption.html.name, "page.html"], command: .run)
    }
    #expect(!DemoCommand.run.options.contains { $0.name == CommandOption.html.name })
  }

  @Test func everyCommandIsInTheOverviewWithItsSummary() {
    for command in DemoCommand.allCases {
      #expect(HelpText.overview.contains("  \(command.rawValue)"))
      #expect(HelpText.overview.contains(command.summary))
    }
    #expect(HelpText.overview.contains("[--color always|never|auto]"))
  }

  @Test func theUsageLineWrapsUnderTheOperands() {
    let lines = HelpText.of(.run).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines[0] == "Usage: demo-runner run FEATURE [--scenario NAME] [--script FILE | --interactive]"
    )
    #expect(
      lines[1] == String(repeating: " ", count: 23)
        + "[--live --base-url URL] [--state] [--root DIR]")
    #expect(
      HelpText.of(.gallery).hasPrefix(
        "Usage: demo-runner gallery [FEATURE…] [--state] [--no-state] [--long-text] [--html FILE]\n"
      ))
  }

  @Test func internalOptionsAreTakenButNotListed() throws {
    let help = HelpText.of(.explore)
    for option in [CommandOption.worker, .traceRun, .replay] {
      #expect(!help.contains(option.name))
      #expect(!option.isListed(in: .explore))
    }
    #expect(help.contains("--in-process"))
    _ = try ParsedArguments(["Items", "--worker", "--trace-run", "3"], command: .explore)
  }

  @Test func aMissingValueNamesTheArgumentTheOptionDeclares() async {
    let result = await DemoRunnerFixtures.run(["run", "Items", "--script"])
    #expect(result.exitCode == 2)
    #expect(
      result.stderr.contains("error: option `--script` needs a value (expected `--script FILE`)"),
      "\(result.stderr)")
  }

  @Test func aBadColorModeIsLocatedAndListsTheModes() async {
    let result = await DemoRunnerFixtures.run(["list", "--color", "sometimes"])
    #expect(result.exitCode == 2)
    #expect(
      result.stderr.contains(
        "error: unknown `--color` mode `sometimes` (expected `always`, `never` or `auto`)"),
      "\(result.stderr)")
  }
}
