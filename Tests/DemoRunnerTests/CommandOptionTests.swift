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
        let arguments = option.takesValue ? [option.name, "x"] : [option.name]
        let parsed = try ParsedArguments(arguments, command: command)
        #expect(option.takesValue ? parsed.value(option) == "x" : parsed.has(option))
        guard option.isListed(in: command) else { continue }
        #expect(help.contains("\n  \(option.usage) "), "\(command) lists \(option.name)")
        let firstLine = option.help[command]?.split(separator: "\n").first.map(String.init) ?? "?"
        #expect(help.contains(firstLine), "\(command) shows the help of \(option.name)")
      }
    }
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
