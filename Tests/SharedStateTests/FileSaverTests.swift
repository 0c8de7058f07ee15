import Dependencies
import Foundation
import Reducer
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
    private let gate = Lock<(open: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

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

  /// A folder made for one test, and its file.
  struct Folder {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("convergence-file-saver-\(UUID().uuidString)")
    var file: URL { url.appendingPathComponent("settings.json") }
    func remove() { try? FileManager.default.removeItem(at: url) }
    func read() throws -> Settings {
      try JSONDecoder().decode(Settings.self, from: Data(contentsOf: file))
    }
  }

  @Test(.timeLimit(.minutes(1)))
  func aSaveDueExactlyAtTheAdvanceTargetIsWrittenThoughItsTaskSleepsLate() async throws {
    let folder = Folder()
    defer { folder.remove() }
    let file = folder.file
    let clock = LateClock()
    let storage = FileStorage(system: DiskFileSystem(), saveDelay: .seconds(1))
    try await withDependencies {
      $0.defaultFileStorage = storage
      $0.continuousClock = clock
    } operation: { () async throws in
      let settings = Shared(wrappedValue: Settings(), .fileStorage(file))
      settings.withLock { $0.name = "Ada" }
      // Exactly to the deadline, before the save task sleeps: a sleep that begins at its deadline waits for the
      // next advance, so waiting on that task would never end.
      await clock.base.advance(by: .seconds(1))
      await storage.waitForPendingSaves()
      #expect(try folder.read() == Settings(name: "Ada"))
      // The late task finds nothing left to write.
      clock.startSleeping()
      await clock.base.advance(by: .seconds(1))
      await storage.waitForPendingSaves()
    }
  }

  /// Regression: the save task a flush overtook still wrote when its sleep ended, which could be before the
  /// deadline of a newer change.
  @Test(.timeLimit(.minutes(1)))
  func aSaveOvertakenByAFlushDoesNotWriteANewerChangeBeforeItsDeadline() async throws {
    let folder = Folder()
    defer { folder.remove() }
    let clock = LateClock()
    let storage = FileStorage(system: DiskFileSystem(), saveDelay: .seconds(1))
    try await withDependencies {
      $0.defaultFileStorage = storage
      $0.continuousClock = clock
    } operation: { () async throws in
      let settings = Shared(wrappedValue: Settings(), .fileStorage(folder.file))
      settings.withLock { $0.name = "Ada" }  // due at 1 s
      await clock.base.advance(by: .seconds(1))
      await storage.waitForPendingSaves()  // writes "Ada" itself: its task has not slept yet
      settings.withLock { $0.name = "Bob" }  // due at 2 s
      clock.startSleeping()
      for _ in 0..<1_000_000 where clock.base.sleeperCount < 2 { await Task.yield() }
      #expect(clock.base.sleeperCount == 2)
      // 1.5 s: the first task's sleep (until 1 s) ends; "Bob" is not due before 2 s.
      await clock.base.advance(by: .milliseconds(500))
      for _ in 0..<1_000_000 where clock.base.sleeperCount > 1 { await Task.yield() }
      for _ in 0..<100 { await Task.yield() }
      #expect(try folder.read() == Settings(name: "Ada"))
      await clock.base.advance(by: .milliseconds(500))
      await storage.waitForPendingSaves()
      #expect(try folder.read() == Settings(name: "Bob"))
    }
  }
}
