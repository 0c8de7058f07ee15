import Dependencies
import Foundation
import Reducer
import ReducerTesting
import Testing

@Suite struct FileStorageTests {
  struct Settings: Codable, Equatable, Sendable {
    var name = ""
    var volume = 5
  }

  /// A folder made for one test, removed by `remove()`.
  struct TemporaryFolder {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("convergence-file-storage-\(UUID().uuidString)")
    var file: URL { url.appendingPathComponent("settings.json") }
    func remove() { try? FileManager.default.removeItem(at: url) }
    func write(_ text: String) throws {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    func read() throws -> Settings {
      try JSONDecoder().decode(Settings.self, from: Data(contentsOf: file))
    }
    func temporaryFiles() -> [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter {
        $0.hasSuffix(".tmp")
      }
    }
  }

  /// Counts the writes that reach a file system, then passes them on.
  final class CountingFileSystem: FileStorageSystem {
    let base: any FileStorageSystem
    private let count = Lock(0)
    init(_ base: any FileStorageSystem) { self.base = base }
    var writes: Int { count.withLock { $0 } }
    func read(_ url: URL) throws -> Data? { try base.read(url) }
    func write(_ data: Data, to url: URL) throws {
      count.withLock { $0 += 1 }
      try base.write(data, to: url)
    }
    func removeLeftoverTemporaryFiles(besides url: URL) {
      base.removeLeftoverTemporaryFiles(besides: url)
    }
    func canonicalURL(_ url: URL) -> URL { base.canonicalURL(url) }
  }

  struct SimulatedCrash: Error {}

  /// Runs `body` with a disk storage (through `system`) on a test clock.
  func withDisk<R>(
    _ system: any FileStorageSystem = DiskFileSystem(), clock: TestClock,
    _ body: (FileStorage) async throws -> R
  ) async throws -> R {
    let storage = FileStorage(system: system, saveDelay: .seconds(1))
    return try await withDependencies {
      $0.defaultFileStorage = storage
      $0.continuousClock = clock
    } operation: {
      try await body(storage)
    }
  }

  @Test func savesAfterTheDebounceAsOneWriteAtomically() async throws {
    let folder = TemporaryFolder()
    defer { folder.remove() }
    let clock = TestClock()
    let system = CountingFileSystem(DiskFileSystem())
    try await withDisk(system, clock: clock) { storage throws in
      let settings = Shared(wrappedValue: Settings(), .fileStorage(folder.file))
      settings.withLock { $0.name = "Ada" }
      settings.withLock { $0.volume = 7 }
      await clock.waitUntilSleeping()
      await clock.advance(by: .milliseconds(999))
      #expect(system.writes == 0)
      #expect(!FileManager.default.fileExists(atPath: folder.file.path))
      await clock.advance(by: .milliseconds(1))
      await storage.waitForPendingSaves()
      #expect(system.writes == 1)
      #expect(try folder.read() == Settings(name: "Ada", volume: 7))
      #expect(folder.temporaryFiles().isEmpty)
    }
  }

  @Test func saveWritesPendingChangesWithoutWaitingForTheDebounce() async throws {
    let folder = TemporaryFolder()
    defer { folder.remove() }
    let clock = TestClock()
    let system = CountingFileSystem(DiskFileSystem())
    try await withDisk(system, clock: clock) { storage throws in
      let settings = Shared(wrappedValue: Settings(), .fileStorage(folder.file))
      settings.withLock { $0.name = "Ada" }
      storage.save()
      #expect(try folder.read().name == "Ada")
      await clock.advance(by: .seconds(1))
      await storage.waitForPendingSaves()
      #expect(system.writes == 1, "the debounced save found nothing left to write")
    }
  }

  @Test func loadsTheFileOnFirstUse() async throws {
    let folder = TemporaryFolder()
    defer { folder.remove() }
    try folder.write(#"{"name":"Grace","volume":2}"#)
    try await withDisk(clock: TestClock()) { _ throws in
      @Shared(.fileStorage(folder.file)) var settings = Settings()
      #expect(settings == Settings(name: "Grace", volume: 2))
    }
  }

  @Test func aCorruptFileIsAReportedIssueNamingTheURLAndTheDefaultIsUsed() async throws {
    let folder = TemporaryFolder()
    defer { folder.remove() }
    try folder.write(#"{"name": 42"#)
    try await withDisk(clock: TestClock()) { _ throws in
      withKnownIssue {
        @Shared(.fileStorage(folder.file)) var settings = Settings(name: "default")
        #expect(settings.name == "default")
      } matching: { issue in
        issue.description.contains(folder.file.path)
          && issue.description.contains("could not decode Settings")
          && issue.description.contains("dataCorrupted")
      }
    }
  }

  @Test func anUnreadableFileIsAReportedIssueAndTheDefaultIsUsed() async throws {
    let folder = TemporaryFolder()
    defer { folder.remove() }
    // A folder where the file should be: it exists, but cannot be read as a file.
    try FileManager.default.createDirectory(at: folder.file, withIntermediateDirectories: true)
    try await withDisk(clock: TestClock()) { _ throws in
      withKnownIssue {
        @Shared(.fileStorage(folder.file)) var settings = Settings(name: "default")
        #expect(settings.name == "default")
      } matching: { issue in
        issue.description.contains("could not read \(folder.file.path)")
      }
    }
  }

  @Test func neverRewritesTheFileWhenNothingChanged() async throws {
    let folder = TemporaryFolder()
    defer { folder.remove() }
    try folder.write(String(decoding: try fileJSON(Settings(name: "Ada")), as: UTF8.self))
    let clock = TestClock()
    let system = CountingFileSystem(DiskFileSystem())
    try await withDisk(system, clock: clock) { storage throws in
      let settings = Shared(wrappedValue: Settings(), .fileStorage(folder.file))
      settings.withLock { $0.name = "Ada" }  // the same value: no change at all
      settings.withLock { $0.name = "Bob" }
      settings.withLock { $0.name = "Ada" }  // back to what the file holds before the deadline
      await clock.advance(by: .seconds(5))
      await storage.waitForPendingSaves()
      #expect(system.writes == 0)
    }
  }

  @Test func twoKeysOnOneURLShareOneReference() async throws {
    let folder = TemporaryFolder()
    defer { folder.remove() }
    let clock = TestClock()
    try await withDisk(clock: clock) { storage throws in
      let first = Shared(wrappedValue: Settings(), .fileStorage(folder.file))
      let second = Shared(
        wrappedValue: Settings(name: "ignored"),
        .fileStorage(folder.url.appendingPathComponent("./settings.json")))
      first.withLock { $0.volume = 1 }
      #expect(second.wrappedValue.volume == 1)
      second.withLock { $0.volume = 2 }
      await clock.waitUntilSleeping()
      await clock.advance(by: .seconds(1))
      await storage.waitForPendingSaves()
      #expect(try folder.read().volume == 2)
    }
  }

  @Test func twoProcessesOnOneFileLastWriterWinsAndReloadOnNextFirstUse() async throws {
    let folder = TemporaryFolder()
    defer { folder.remove() }
    let clock = TestClock()
    // Each storage stands for one process: its own references, the same file.
    let (processA, processB) = try await withDisk(clock: clock) { processA throws in
      let a = Shared(wrappedValue: Settings(), .fileStorage(folder.file))
      a.withLock { $0.volume = 1 }
      await clock.waitUntilSleeping()
      await clock.advance(by: .seconds(1))
      await processA.waitForPendingSaves()
      return (processA, a)
    }
    _ = processA
    try await withDisk(clock: clock) { storageB throws in
      let b = Shared(wrappedValue: Settings(), .fileStorage(folder.file))
      #expect(b.wrappedValue.volume == 1, "B read A's save on first use")
      processB.withLock { $0.volume = 2 }
      await clock.waitUntilSleeping()
      await clock.advance(by: .seconds(1))
      await processA.waitForPendingSaves()
      #expect(b.wrappedValue.volume == 1, "B does not watch the file")
      b.withLock { $0.volume = 3 }
      await clock.waitUntilSleeping()
      await clock.advance(by: .seconds(1))
      await storageB.waitForPendingSaves()
      #expect(try folder.read().volume == 3, "the last writer wins")
    }
    try await withDisk(clock: clock) { _ throws in
      let reloaded = Shared(wrappedValue: Settings(), .fileStorage(folder.file))
      #expect(reloaded.wrappedValue.volume == 3)
    }
  }

  @Test func aCrashHalfWayThroughASaveLeavesTheOldFileWhole() async throws {
    let folder = TemporaryFolder()
    defer { folder.remove() }
    try folder.write(String(decoding: try fileJSON(Settings(name: "old")), as: UTF8.self))
    let crashing = Lock(true)
    let system = DiskFileSystem { temporary in
      // The new bytes are on disk, next to the file, when the "crash" happens.
      let written = try JSONDecoder().decode(Settings.self, from: Data(contentsOf: temporary))
      #expect(written.name == "new")
      if crashing.withLock({ $0 }) { throw SimulatedCrash() }
    }
    let clock = TestClock()
    try await withDisk(system, clock: clock) { storage throws in
      let settings = Shared(wrappedValue: Settings(), .fileStorage(folder.file))
      await withKnownIssue {
        settings.withLock { $0.name = "new" }
        await clock.waitUntilSleeping()
        await clock.advance(by: .seconds(1))
        await storage.waitForPendingSaves()
      } matching: { issue in
        issue.description.contains("could not save to \(folder.file.path)")
          && issue.description.contains("SimulatedCrash")
      }
      #expect(try folder.read() == Settings(name: "old"), "the old value, whole")
      crashing.withLock { $0 = false }
      settings.withLock { $0.volume = 9 }
      await clock.waitUntilSleeping()
      await clock.advance(by: .seconds(1))
      await storage.waitForPendingSaves()
      #expect(try folder.read() == Settings(name: "new", volume: 9), "the new value, whole")
      #expect(folder.temporaryFiles().isEmpty)
    }
  }

  @Test func twoStoresGivenDiskStorageShareTheFileSoNeitherErasesTheOthersChange() async throws {
    let folder = TemporaryFolder()
    defer { folder.remove() }
    let clock = TestClock()
    func shared() -> Shared<Settings> {
      withDependencies {
        $0.defaultFileStorage = .disk
        $0.continuousClock = clock
      } operation: {
        Shared(wrappedValue: Settings(), .fileStorage(folder.file))
      }
    }
    // Both load the file (missing) before either saves.
    let first = shared()
    let second = shared()
    first.withLock { $0.name = "Ada" }
    second.withLock { $0.volume = 7 }
    #expect(first.wrappedValue == Settings(name: "Ada", volume: 7))
    FileStorage.disk.save()
    #expect(try folder.read() == Settings(name: "Ada", volume: 7))
    // Lets the overtaken debounce task end (it finds nothing to write).
    await clock.waitUntilSleeping()
    await clock.advance(by: .seconds(1))
  }

  @Test func aKeyUsedForAnotherTypeIsAReportedIssue() async {
    let url = URL(fileURLWithPath: "/nonexistent/mixed.json")
    withDependencies {
      $0.defaultFileStorage = .inMemory()
    } operation: {
      @Shared(.fileStorage(url)) var number = 1
      withKnownIssue {
        @Shared(.fileStorage(url)) var text = "a"
        #expect(text == "a")
      } matching: {
        $0.description.contains("already in use for another type")
      }
      #expect(number == 1)
    }
  }

  @Test func concurrentChangesSaveTheNewestValue() async throws {
    let url = URL(fileURLWithPath: "/nonexistent/counter.json")
    let storage = FileStorage.inMemory()
    let counter = withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      Shared(wrappedValue: 0, .fileStorage(url))
    }
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<200 { group.addTask { counter.withLock { $0 += 1 } } }
    }
    #expect(counter.wrappedValue == 200)
    let saved = try #require(storage.contents(of: url))
    #expect(try JSONDecoder().decode(Int.self, from: saved) == 200)
  }

  @Test func inMemoryStorageCanBeSeededAndSavesAtOnce() throws {
    let url = URL(fileURLWithPath: "/nonexistent/settings.json")
    let storage = FileStorage.inMemory([url: try fileJSON(Settings(name: "seed"))])
    withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage(url)) var settings = Settings()
      #expect(settings.name == "seed")
      $settings.withLock { $0.volume = 1 }
    }
    let saved = try JSONDecoder().decode(
      Settings.self, from: try #require(storage.contents(of: url)))
    #expect(saved == Settings(name: "seed", volume: 1))
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @MainActor @Test func testStoresUseFreshInMemoryFiles() async throws {
    let url = URL(fileURLWithPath: "/nonexistent/counter.json")
    struct Feature: Reducer {
      struct State: Equatable, Sendable {
        var url: URL
        @Shared var count: Int
        init(url: URL) {
          self.url = url
          _count = Shared(wrappedValue: 0, .fileStorage(url))
        }
      }
      enum Action: Equatable, Sendable { case incrementTapped }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.$count.withLock { $0 += 1 }
        return .none
      }
    }
    let store = TestStore(initialState: Feature.State(url: url)) { Feature() }
    await store.send(.incrementTapped) { $0.$count.withLock { $0 = 1 } }
    #expect(store.dependencies.defaultFileStorage.contents(of: url) == Data("1".utf8))
    // Another store of the same test shares the test's files; a preview store gets fresh ones.
    let other = TestStore(initialState: Feature.State(url: url)) { Feature() }
    #expect(other.state.count == 1)
    let preview = Store(initialState: Feature.State(url: url)) {
      Feature()
    } withDependencies: {
      $0.context = .preview
    }
    #expect(preview.count == 0)
  }

  private func fileJSON(_ value: some Encodable) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(value)
  }
}

extension TestClock {
  /// Waits until the saver's debounce task sleeps on this clock, so the next `advance` reaches it: it runs outside
  /// any store's runtime (a foreign sleeper), and an `advance` made before it sleeps would leave its deadline at
  /// `now`, which (as in swift-clocks) waits for the next advance. Bounded; waits on a fact, not a yield count.
  func waitUntilSleeping() async {
    for _ in 0..<1_000_000 where sleeperCount == 0 { await Task.yield() }
  }
}
