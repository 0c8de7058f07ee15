import DemoRunnerCore
import DemoScript
import Foundation
import Testing

/// `expect declared viewState`: the step `demo-runner explore` saves for a view state no scenario declares, so the
/// saved script fails under `run` where the feature shows it.
@MainActor
struct DeclaredViewStateExpectationTests {
  @Test func parsesAsItsOwnStep() throws {
    let script = try ScriptParser().parse(
      "expect declared viewState  # a kind some scenario shows", file: "s.demo")
    #expect(script.steps.map(\.kind) == [.expectDeclaredViewState])
    #expect(script.steps.first?.location.line == 1)
  }

  @Test(
    arguments: [
      ("expect declared", 16, "missing argument after `expect declared`"),
      ("expect declared viewstate", 17, "unexpected `viewstate` after `expect declared`"),
      ("expect declared (", 17, "unexpected `(` after `expect declared`"),
      ("expect declared viewState loaded", 27, "unexpected `l` after the step"),
    ] as [(String, Int, String)])
  func malformedFormsAreLocatedErrors(text: String, column: Int, message: String) throws {
    let error = try #require(throws: ScriptError.self) {
      try ScriptParser().parse(text, file: "s.demo")
    }
    #expect(error.location.line == 1 && error.location.column == column, "\(error)")
    #expect(error.message.contains(message), "\(error)")
  }

  @Test func aDeclaredKindPassesNamingItsScenario() async throws {
    let result = try await Self.runShelf("scenario loaded\nadvance 1s\nexpect declared viewState\n")
    #expect(result.exitCode == 0, "\(result.stdout)")
    #expect(
      result.stdout.contains(
        "line 3: expect declared viewState\n  ✓ viewState shelf is declared by scenario loaded"))
  }

  @Test func aKindNoScenarioDeclaresFailsTheRunAtItsLine() async throws {
    // `wrong` starts with nothing loading and no books: `empty`, a kind none of Shelf's scenarios expects.
    let result = try await Self.runShelf(
      "scenario wrong\nexpect viewState empty\nexpect declared viewState\n")
    #expect(result.exitCode == 1, "\(result.stdout)")
    #expect(
      result.stdout.contains(
        "line 3: expect declared viewState\n"
          + "  ✗ viewState is empty, a kind no scenario of Shelf declares (declared: shelf, failed, loading)"
      ),
      "\(result.stdout)")
    #expect(result.stdout.hasSuffix("result: failed (1 of 2 expectations failed)\n"))
  }

  /// `demo-runner run Shelf` over `script`, written to a temporary file.
  private static func runShelf(_ script: String) async throws -> DemoRunResult {
    let path = try DemoRunnerFixtures.scriptFile(script)
    defer { DemoRunnerFixtures.remove(path) }
    return await DemoRunnerFixtures.run(["run", "Shelf", "--script", path], catalog: .shelf)
  }
}
