import Foundation
import Testing

/// No code of the package waits for a child process by blocking its thread. `Process.waitUntilExit` holds the
/// calling thread until the child ends (polling its run loop every 50 ms): in a test, that thread is one of Swift's
/// cooperative pool (as many as cores: two here) or the main actor's, so every other test waits for the child too.
/// The explore tests did, and trivial suites of the run finished seconds late behind them (Docs/Performance.md, the
/// test suite's sixth pass). A test awaits a child instead (`ProcessEnd` in Tests/DemoRunnerTests/Support), and explore
/// waits for its workers on a thread of its own (`ChildProcess`).
@Suite struct ChildProcessWaitTests {
  @Test func noCodeWaitsForAChildProcessByBlockingTheThreadItRunsOn() throws {
    // Spelled apart, so the scan of this file does not see it.
    let blockingWait = "waitUntil" + "Exit("
    let (found, files) = try KnownIssueMatcherTests.lines(containing: blockingWait)
    #expect(
      found.isEmpty,
      "these block their thread until a child process ends; await its end instead: \(found)")
    #expect(files > 100, "scanned only \(files) files; is the scan broken?")
  }
}
