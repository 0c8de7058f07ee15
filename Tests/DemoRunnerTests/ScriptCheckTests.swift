import DemoRunnerCore
import DemoScript
import Foundation
import Testing

/// `expect invariants`, `expect roundTrip`, `expect settled`: the lines `demo-runner explore --save` ends a script
/// with for those failures, checked by `run` with exploring's own checks. (That they fail where exploring failed is
/// `aScriptSavedForAnInvariantRoundTripOrUnsettledFailureFailsUnderRun`.)
@MainActor
struct ScriptCheckTests {
  @Test func eachCheckParsesAsItsOwnStep() throws {
    let script = try ScriptParser().parse(
      "expect invariants\nexpect roundTrip  # Codable\nexpect settled\n", file: "s.demo")
    #expect(script.steps.map(\.kind) == ScriptCheck.allCases.map { .expectCheck($0) })
  }

  @Test func aMisspelledCheckIsALocatedErrorWithASuggestion() throws {
    let error = try #require(throws: ScriptError.self) {
      try ScriptParser().parse("expect invariant", file: "s.demo")
    }
    #expect(error.location.column == 8, "\(error)")
    #expect(error.message.contains("unknown expectation `invariant`"), "\(error)")
    #expect("\(error)".contains("did you mean `invariants`?"), "\(error)")
  }

  @Test func checksThatHoldPassUnderRun() async throws {
    let path = try DemoRunnerFixtures.scriptFile(
      "scenario loaded\nadvance 1s\nexpect invariants\nexpect roundTrip\nexpect settled\n")
    defer { DemoRunnerFixtures.remove(path) }
    let result = await DemoRunnerFixtures.run(["run", "Items", "--script", path])
    #expect(result.exitCode == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("line 3: expect invariants\n  ✓ every invariant holds"))
    #expect(
      result.stdout.contains("line 4: expect roundTrip\n  ✓ the state round-trips through Codable"))
    #expect(result.stdout.contains("line 5: expect settled\n  ✓ nothing sleeps on the clock"))
  }
}
