import DemoRunnerCore
import Foundation
import Testing

@MainActor
@Suite struct BadInputTests {
  struct ArgumentCase: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  nonisolated static let argumentCases = [
    ArgumentCase(
      arguments: ["run", "Itms"],
      message: "error: unknown feature `Itms`; did you mean `Items`? (expected `Items`,"),
    ArgumentCase(
      arguments: ["run", "Items", "--scenario", "loded"],
      message: "error: Items has no scenario `loded`; did you mean `loaded`?"),
    ArgumentCase(
      arguments: ["lst"], message: "error: unknown command `lst`; did you mean `list`?"),
    ArgumentCase(
      arguments: ["run", "Items", "--scenaro", "loaded"],
      message: "error: unknown option `--scenaro`; did you mean `--scenario`?"),
    ArgumentCase(arguments: ["run"], message: "error: missing FEATURE (expected `Items`,"),
    ArgumentCase(
      arguments: ["run", "Items", "--script"], message: "error: option `--script` needs a value"),
    ArgumentCase(
      arguments: ["run", "Items", "News"], message: "error: unexpected argument `News`"),
    ArgumentCase(
      arguments: ["run", "Items", "--live"], message: "error: `--live` needs `--base-url URL`"),
    ArgumentCase(
      arguments: ["run", "Items", "--live", "--base-url", "ftp://example.com"],
      message:
        #"error: --base-url: expected an absolute http(s) URL, like https://api.example.com/v1, got "ftp://example.com""#
    ),
    ArgumentCase(
      arguments: ["run", "Items", "--base-url", "https://example.com"],
      message: "error: `--base-url` is only used with `--live`"),
    ArgumentCase(
      arguments: ["run", "Items", "--interactive", "--script", "x.demo"],
      message: "error: `--script` and `--interactive` cannot be combined"),
    ArgumentCase(
      arguments: ["run", "Items", "--scenario", "a", "--scenario", "b"],
      message: "error: option `--scenario` is given twice"),
    ArgumentCase(
      arguments: ["run", "Items", "--interactive=yes"],
      message: "error: flag `--interactive` takes no value"),
    ArgumentCase(arguments: ["check", "extra"], message: "error: unexpected argument `extra`"),
    ArgumentCase(arguments: ["help", "chek"], message: "error: unknown command `chek`"),
  ]

  @Test(arguments: argumentCases)
  func badArgumentsExitTwoWithOneMessage(_ testCase: ArgumentCase) async {
    let result = await DemoRunnerFixtures.run(testCase.arguments)
    #expect(result.exitCode == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains(testCase.message), "\(result.stderr)")
    #expect(result.stderr.contains("--help` for usage."))
  }

  struct ScriptCase: Sendable, CustomTestStringConvertible {
    var script: String
    var message: String
    var testDescription: String { script }
  }

  nonisolated static let scriptCases = [
    ScriptCase(
      script: "scenario loaded\nsend rowTaped(id: \"11111111-1111-1111-1111-111111111111\")\n",
      message: ":2:6: error: unknown case `rowTaped` for `ItemsFeature.Action`; "
        + "did you mean `rowTapped`?"),
    ScriptCase(
      script: "send zzz\n",
      message: ":1:6: error: unknown case `zzz` for `ItemsFeature.Action` (expected one of "
        + "`rowTapped`, `itemsResponse`, `onAppear`, `refreshPulled` or `retryTapped`)"),
    ScriptCase(
      script: "send rowTapped(idd: \"11111111-1111-1111-1111-111111111111\")\n",
      message: ":1:16: error: unknown argument label `idd:` in `rowTapped(…)`; did you mean `id`?"),
    ScriptCase(
      script: "send rowTapped(id: \"11111111-1111-1111-1111-111111111111\"\n",
      message: ":1:58: error: unterminated argument list"),
    ScriptCase(
      script: "send rowTapped(id: \"not a uuid\")\n",
      message: ":1:20: error: cannot use string literal \"not a uuid\" as `UUID`"),
    ScriptCase(
      script: "scenario lodaed\n",
      message: ":1:1: error: Items has no scenario `lodaed`; did you mean `loaded`?"),
    ScriptCase(
      script: "expect viewState lodaed\n",
      message: ":1:18: error: Items has no view state `lodaed`; did you mean `loaded`? "
        + "(expected `loaded`, `error`, `loading` or `empty`)"),
    ScriptCase(
      script: "expect state.itms.count == 3\n",
      message: ":1:1: error: state has no property `itms`; did you mean `items`?"),
    ScriptCase(
      script: "expect state.isLoading[0] == 3\n",
      message: ":1:1: error: state.isLoading is not a collection"),
    ScriptCase(
      script: "advance 5 parsecs\n", message: ":1:10: error: missing duration unit"),
    ScriptCase(script: "wiat\n", message: ":1:1: error: unknown step `wiat`; did you mean `wait`?"),
    ScriptCase(script: "# only a comment\n", message: ":1:1: error: script has no steps"),
  ]

  @Test(arguments: scriptCases)
  func badScriptsExitTwoWithALocatedMessage(_ testCase: ScriptCase) async throws {
    let path = try DemoRunnerFixtures.scriptFile(testCase.script)
    defer { DemoRunnerFixtures.remove(path) }
    let result = await DemoRunnerFixtures.run(["run", "Items", "--script", path])
    #expect(result.exitCode == 2)
    #expect(result.stderr.hasPrefix(path + ":"), "\(result.stderr)")
    #expect(result.stderr.contains(testCase.message), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test func aScriptThatIsNotUTF8IsALocatedError() async throws {
    let path = try DemoRunnerFixtures.scriptFile("wait\nsend \u{FFFD}\n")
    defer { DemoRunnerFixtures.remove(path) }
    let bytes = Array("wait\nsend ".utf8) + [0xFF, 0x0A]
    try bytes.withUnsafeBufferPointer { try Data(buffer: $0).write(to: URL(fileURLWithPath: path)) }
    let result = await DemoRunnerFixtures.run(["run", "Items", "--script", path])
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains(":2:6: error: invalid UTF-8 byte 0xFF"))
  }

  @Test func aMissingScriptFileIsAUsageError() async {
    let result = await DemoRunnerFixtures.run(
      ["run", "Items", "--script", "Sources/Features/Items/Scripts/nothing.demo"])
    #expect(result.exitCode == 2)
    #expect(
      result.stderr.contains(
        "Sources/Features/Items/Scripts/nothing.demo:1:1: error: cannot read the script"))
  }

  @Test func aBadScriptRunsNothing() async throws {
    let path = try DemoRunnerFixtures.scriptFile("send onAppear\nsend bogus\n")
    defer { DemoRunnerFixtures.remove(path) }
    let result = await DemoRunnerFixtures.run(["run", "Items", "--script", path])
    #expect(result.exitCode == 2)
    #expect(result.stdout.isEmpty)
  }

  @Test func aScenarioFlagThatContradictsTheScriptIsAUsageError() async throws {
    let path = try DemoRunnerFixtures.scriptFile("scenario empty\n")
    defer { DemoRunnerFixtures.remove(path) }
    let result = await DemoRunnerFixtures.run(
      ["run", "Items", "--scenario", "loaded", "--script", path])
    #expect(result.exitCode == 2)
    #expect(
      result.stderr.contains("`--scenario loaded` conflicts with the script's `scenario empty`"))
  }
}
