@testable import DemoExploration
@testable import DemoRunnerCore
import Foundation
import Testing

/// How an explore worker's watchdog tells a hang from a worker that is slow, or already gone.
struct WatchdogTests {
  /// Under ThreadSanitizer, a shrink candidate that answered `replayed passed` took more than the bound to exit;
  /// once it was reaped its processor time could not be read, the wall-clock fallback fired, and the candidate
  /// counted as a hang before its first step, so the hang was "shrunk" to no step at all.
  @Test func aWorkerThatEndedAfterItsLastOutputIsNeverReportedAsHung() async throws {
    #if os(Linux)
      let input = Pipe()
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/cat")
      process.standardInput = input
      process.standardOutput = FileHandle.nullDevice
      let end = try process.start()
      var progress = WatchdogProgress(
        process: process.processIdentifier,
        watchdog: Watchdog(processorTime: .milliseconds(500), wallTime: .seconds(300)))
      // Looks are at explicit times from here, so how fast the machine is decides nothing.
      let start = ContinuousClock.now
      // The worker said something (it started), then ended: end of its input, exited, reaped.
      progress.made()
      let stalledWhileRunning = progress.isStalled(at: start + .seconds(1))
      #expect(!stalledWhileRunning)
      try input.fileHandleForWriting.close()
      await end.wait()
      // Well past the bound since its last output, in wall-clock time: still not a hang.
      let stalledOnceEnded = progress.isStalled(at: start + .seconds(10))
      #expect(!stalledOnceEnded)
    #endif
  }
}
