import Dependencies
import Foundation
import Reducer
import Testing

@testable import SharedState

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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

  @Test
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
  @Test
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

/// The saver when a write fails: the change stays pending, is retried, and the failure says why.
extension FileSaverTests {
  typealias StoredSettings = FileStorageTests.Settings

  /// A folder whose place is taken by a regular file: every write into it fails with `ENOTDIR`, also for root (whom
  /// a read-only folder does not stop).
  struct BlockedFolder {
    let folder = FileStorageTests.TemporaryFolder()
    var blocker: URL { folder.url.appendingPathComponent("blocked") }
    var file: URL { blocker.appendingPathComponent("settings.json") }
    init() throws { try folder.write("") }
    func block() throws { try Data("not a folder".utf8).write(to: blocker) }
    func unblock() throws { try FileManager.default.removeItem(at: blocker) }
    func read() throws -> StoredSettings {
      try JSONDecoder().decode(StoredSettings.self, from: Data(contentsOf: file))
    }
  }

  @Test func aFailedSaveStaysPendingAndSaveWritesItOnceTheFolderCanBeMade() async throws {
    let blocked = try BlockedFolder()
    defer { blocked.folder.remove() }
    try blocked.block()
    let clock = TestClock()
    try await FileStorageTests().withDisk(clock: clock) { storage throws in
      let settings = Shared(wrappedValue: StoredSettings(), .fileStorage(blocked.file))
      await withKnownIssue {
        settings.withLock { $0.name = "Ada" }
        await clock.waitUntilSleeping()
        await clock.advance(by: .seconds(1))
        await storage.waitForPendingSaves()
      } matching: { issue in
        issue.description.contains("could not save to \(blocked.file.path)")
      }
      try blocked.unblock()
      storage.save()
      #expect(try blocked.read() == StoredSettings(name: "Ada"), "the change was kept and written")
      await storage.waitForPendingSaves()
    }
  }

  @Test func aFailedSaveIsRetriedByTheNextChange() async throws {
    let blocked = try BlockedFolder()
    defer { blocked.folder.remove() }
    try blocked.block()
    let storage = FileStorage(system: DiskFileSystem(), saveDelay: nil)
    try withDependencies {
      $0.defaultFileStorage = storage
    } operation: { () throws in
      let settings = Shared(wrappedValue: StoredSettings(), .fileStorage(blocked.file))
      withKnownIssue {
        settings.withLock { $0.name = "Ada" }
      } matching: { issue in
        issue.description.contains("could not save to \(blocked.file.path)")
      }
      try blocked.unblock()
      settings.withLock { $0.volume = 7 }
      #expect(try blocked.read() == StoredSettings(name: "Ada", volume: 7))
    }
  }

  @Test func aFailedSaveSaysWhyWithTheSystemsWordsAndThePath() throws {
    let blocked = try BlockedFolder()
    defer { blocked.folder.remove() }
    try blocked.block()
    let storage = FileStorage(system: DiskFileSystem(), saveDelay: nil)
    withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      let settings = Shared(wrappedValue: StoredSettings(), .fileStorage(blocked.file))
      withKnownIssue {
        settings.withLock { $0.name = "Ada" }
      } matching: { issue in
        let text = issue.description
        return text.contains(
          "could not save to \(blocked.file.path): creating the folder \(blocked.blocker.path): Not a directory"
        )
          && !text.contains("Code=") && !text.contains("(null)")
      }
    }
  }

  @Test(
    .enabled(
      if: geteuid() != 0,
      "root writes into a read-only folder: permissions cannot make a save fail for it"))
  func aReadOnlyFolderIsReportedAsPermissionDenied() throws {
    let folder = FileStorageTests.TemporaryFolder()
    try folder.write("{}")
    defer {
      chmod(folder.url.path, 0o755)
      folder.remove()
    }
    #expect(chmod(folder.url.path, 0o555) == 0)
    let storage = FileStorage(system: DiskFileSystem(), saveDelay: nil)
    withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      let settings = Shared(wrappedValue: StoredSettings(), .fileStorage(folder.file))
      withKnownIssue {
        settings.withLock { $0.name = "Ada" }
      } matching: { issue in
        issue.description.contains("could not save to \(folder.file.path)")
          && issue.description.contains("Permission denied")
      }
    }
  }

  @Test func aFullDiskIsReportedAsNoSpaceLeftAndTheChangeIsSavedLater() throws {
    let folder = FileStorageTests.TemporaryFolder()
    defer { folder.remove() }
    let full = Lock(true)
    // The disk fills up after the temporary file is written (as `fsync` or `close` may report it).
    let system = DiskFileSystem { temporary in
      if full.withLock({ $0 }) {
        throw FileSystemFailure("flushing the temporary file", temporary.path, errno: ENOSPC)
      }
    }
    let storage = FileStorage(system: system, saveDelay: nil)
    try withDependencies {
      $0.defaultFileStorage = storage
    } operation: { () throws in
      let settings = Shared(wrappedValue: StoredSettings(), .fileStorage(folder.file))
      withKnownIssue {
        settings.withLock { $0.name = "Ada" }
      } matching: { issue in
        issue.description.contains("could not save to \(folder.file.path)")
          && issue.description.contains("No space left on device")
      }
      #expect(folder.temporaryFiles().isEmpty)
      full.withLock { $0 = false }
      storage.save()
      #expect(try folder.read() == StoredSettings(name: "Ada"))
    }
  }

  @Test func aFailureMessageCarriesNoControlCharacterFromThePath() throws {
    let folder = FileStorageTests.TemporaryFolder()
    defer { folder.remove() }
    try folder.write("")
    // A folder name with a terminal escape (clear screen) and a bidi override, taken by a regular file.
    let hostile = folder.url.appendingPathComponent("a\u{1B}[2J\u{202E}b")
    try Data("not a folder".utf8).write(to: hostile)
    let storage = FileStorage(system: DiskFileSystem(), saveDelay: nil)
    withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      let settings = Shared(
        wrappedValue: StoredSettings(),
        .fileStorage(hostile.appendingPathComponent("settings.json")))
      withKnownIssue {
        settings.withLock { $0.name = "Ada" }
      } matching: { issue in
        let text = issue.description
        return text.contains("Not a directory") && !text.contains("\u{1B}")
          && !text.contains("\u{202E}") && text.contains("a\u{FFFD}[2J\u{FFFD}b")
      }
    }
  }
}
