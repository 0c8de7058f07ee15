import Dependencies
import Foundation
import Reducer
import Synchronization
import Testing

/// The saver behind `.fileStorage` when its scheduled save is late: the task that sleeps until the deadline
/// starts only after the test clock was advanced.
@Suite struct FileSaverTests {
  struct Settings: Codable, Equatable, Sendable {
    var name = ""
  }

  /// A test clock whose sleeps begin only once `startSleeping()` is called: a save task late to its sleep, as on
  /// a busy machine.
  final class LateClock: Clock, Sendable {
    let base = TestClock()
    private let gate = Mutex<(open: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

    var now: TestClock.Instant { base.now }
    var minimumResolution: Duration { .zero }

    func sleep(until deadline: TestClock.Instant, tolerance: Duration?) async throws {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let isOpen = gate.withLock { gate in
          if !gate.open { gate.waiting.append(continuation) }
          return gate.open
        }
        if isOpen { continuation.resume() }
      }
      try await base.sleep(until: deadline, tolerance: tolerance)
    }

    /// Lets every sleep, held or to come, begin.
    func startSleeping() {
      let held = gate.withLock { gate in
        gate.open = true
        defer { gate.waiting = [] }
        return gate.waiting
      }
      for continuation in held { continuation.resume() }
    }
  }

  @Test(.timeLimit(.minutes(1)))
  func aSaveDueExactlyAtTheAdvanceTargetIsWrittenThoughItsTaskSleepsLate() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("convergence-file-saver-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("settings.json")
    let clock = LateClock()
    let storage = FileStorage(system: DiskFileSystem(), saveDelay: .seconds(1))
    try await withDependencies {
      $0.defaultFileStorage = storage
      $0.continuousClock = clock
    } operation: {
      let settings = Shared(wrappedValue: Settings(), .fileStorage(file))
      settings.withLock { $0.name = "Ada" }
      // Exactly to the deadline, before the save task sleeps: a sleep that begins at its deadline waits for the
      // next advance, so waiting on that task would never end.
      await clock.base.advance(by: .seconds(1))
      await storage.waitForPendingSaves()
      let saved = try JSONDecoder().decode(Settings.self, from: Data(contentsOf: file))
      #expect(saved == Settings(name: "Ada"))
      // The late task finds nothing left to write.
      clock.startSleeping()
      await clock.base.advance(by: .seconds(1))
      await storage.waitForPendingSaves()
    }
  }
}
