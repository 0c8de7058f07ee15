import Dependencies

/// The shared-value storages of each running test: one set per test (per case of a parameterized test), used by
/// every store, scenario and `@Shared` of that test, and by no other test.
///
/// In test context the storage dependencies (`defaultInMemoryStorage`, `defaultFileStorage`, `defaultAppStorage`)
/// that nobody overrode resolve here, so a test's own `@Shared(.inMemory("x"))` and its stores see one value. The
/// test is told by the test framework (``CurrentTest``); where it cannot be told (XCTest, a detached task), every
/// store gets a fresh set, as previews do.
enum TestSharedStorages {
  /// One test's storages (fresh and in memory, by default), or the live ones.
  struct Storages: Sendable {
    var inMemory = InMemorySharedStorage()
    var file = FileStorage.inMemory()
    var app = AppStorage.inMemory()

    /// What live code uses, one of each per process: the in-memory values, the disk and the standard defaults.
    static let live = Storages(inMemory: InMemorySharedStorage(), file: .disk, app: .standard)
  }

  // NB: the one process-wide table here, guarded by its mutex: each test's storages must outlive the stores of the
  // test, and only the test framework's identity of the running test can find them again. A set is a few small
  // in-memory objects, kept for the life of the test process.
  private static let byTest = Lock<[TestID: Storages]>([:])

  /// The storages of the test the current task runs in; `nil` outside a test.
  static var current: Storages? {
    CurrentTest.id.map(storages(for:))
  }

  /// The storages of `test`, made the first time they are asked for.
  static func storages(for test: TestID) -> Storages {
    byTest.withLock { table in
      if let storages = table[test] { return storages }
      let storages = Storages()
      table[test] = storages
      return storages
    }
  }
}
