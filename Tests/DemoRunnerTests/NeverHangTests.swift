@testable import DemoRunnerCore
@testable import DemoSession
import Foundation
import Testing

/// Features that misbehave must not hang the runner. The bounds are made small here so the
/// proofs are quick and do not crowd the main actor other tests share.
@MainActor
@Suite struct NeverHangTests {
  private func run(
    _ arguments: [String], catalog: FeatureCatalog, limits: SessionLimits
  ) async -> DemoRunResult {
    await DemoRunner.run(
      arguments: arguments, stdin: "", catalog: catalog, environment: [:],
      currentDirectory: DemoRunnerFixtures.packageRoot.path, limits: limits)
  }

  /// Returning at all is the proof (a hang would never end the test); no wall-clock bound decides the verdict, which
  /// a 30 s bound did under ThreadSanitizer on a busy machine. The runaway bound is a job count made small here
  /// (the runner's own is 1,000,000 jobs, 39–66 s of a busy loop), so the proof takes milliseconds.
  @Test func anEffectThatNeverRestsIsGivenUpOnAfterTheSettleTimeout() async {
    let catalog = FeatureCatalog([DemoFeature(SpinnerFeature.self)])
    let result = await run(
      ["run", "SpinnerFeature"], catalog: catalog,
      limits: SessionLimits(settleTimeout: .milliseconds(100), runawayJobs: 5_000))
    #expect(result.exitCode == 0)
    #expect(result.stdout.contains("appear: send onAppear"))
  }

  @Test func advancingFarPastAFastTimerStopsItInsteadOfRunningOn() async throws {
    let path = try DemoRunnerFixtures.scriptFile("advance 5ms\nadvance 1m\nwait\n")
    defer { DemoRunnerFixtures.remove(path) }
    let catalog = FeatureCatalog([DemoFeature(TickerFeature.self)])
    let result = await run(
      ["run", "Ticker", "--script", path], catalog: catalog, limits: SessionLimits(wakeUpLimit: 50))
    #expect(result.exitCode == 2)
    #expect(result.stdout.contains("line 1: advance 5ms\n  received:\n    .tick\n    .tick\n"))
    #expect(
      result.stderr.contains(
        ":2:1: error: `advance 1m` woke the feature's effects more than 50 times"))
  }

  @Test func theDefaultWakeUpLimitAllowsLongAdvancesOfSlowTimers() async throws {
    // Departures refreshes every 30 seconds: ten hours is 1,200 wake-ups.
    let path = try DemoRunnerFixtures.scriptFile("advance 600m\nexpect viewState loaded\n")
    defer { DemoRunnerFixtures.remove(path) }
    let result = await DemoRunnerFixtures.run(["run", "Departures", "--script", path])
    #expect(result.exitCode == 1)  // by then every departure has left: the board is empty
    #expect(result.stdout.contains("  ✗ viewState is empty, expected loaded"))
  }
}
