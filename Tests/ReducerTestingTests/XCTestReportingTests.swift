import Foundation
import Testing

/// TestStore failures reach XCTest, at the caller's file and line.
///
/// XCTest on Linux has no `XCTExpectFailure`, so these tests run the deliberately failing
/// `TestStoreXCTestFailureFixture` (in `Tests/ReducerTestingXCTests/TestStoreXCTests.swift`) in a child process and
/// read what XCTest printed.
@Suite(
  .enabled(if: XCTestFixture.executable != nil, Comment(rawValue: XCTestFixture.unavailableReason))
)
struct XCTestReportingTests {
  static let fixtureClass = "ReducerTestingXCTests.TestStoreXCTestFailureFixture"

  @Test func failuresReachXCTestAtTheCallersLine() async throws {
    let run = try await XCTestFixture.run(Self.fixtureClass)
    let path = XCTestFixture.source.path
    let wrongMutation = try #require(try XCTestFixture.line(of: "// fixture: wrong mutation"))
    let stillRunning = try #require(try XCTestFixture.line(of: "// fixture: effect still running"))

    #expect(run.status != 0, "a failing XCTest run exits non-zero:\n\(run.output)")
    #expect(run.output.contains("Executed 2 tests, with 2 failures"), "\(run.output)")
    #expect(
      run.output.contains(
        "\(path):\(wrongMutation): error: TestStoreXCTestFailureFixture.testWrongMutationFails : "
          + "failed - A state change does not match expectation: …"),
      "\(run.output)")
    #expect(run.output.contains("(Expected: −, Actual: +)"))
    #expect(
      run.output.contains(
        "\(path):\(stillRunning): error: TestStoreXCTestFailureFixture"
          + ".testEffectStillRunningAtEndFails : failed - An effect returned for this action is "
          + "still running."),
      "\(run.output)")
    #expect(run.output.contains("delayedIncrementTapped"))

    let article = try ArticleSnippets.load("xctest")
    let snippet = try #require(article["wrong-mutation"], "Docs/Testing.md lost its XCTest output")
    #expect(
      run.output.contains(snippet),
      "Docs/Testing.md is out of date: paste the XCTest output instead:\n\(run.output)")
  }

  @Test func fixtureIsSkippedWithoutItsEnvironmentVariable() async throws {
    let run = try await XCTestFixture.run(Self.fixtureClass, enabled: false)
    #expect(run.status == 0, "\(run.output)")
    #expect(!run.output.contains("error:"), "\(run.output)")
    #expect(
      run.output.contains("Fails on purpose; run by XCTestReportingTests in a child process."))
  }

  @Test func passingXCTestFlowsPass() async throws {
    let run = try await XCTestFixture.run("ReducerTestingXCTests.TestStoreXCTests")
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("Executed 3 tests, with 0 failures"), "\(run.output)")
  }
}
