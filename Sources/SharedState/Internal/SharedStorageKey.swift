import Dependencies

/// A kind of storage of shared values, as a dependency: `defaultInMemoryStorage`, `defaultFileStorage` or
/// `defaultAppStorage`, each one of the storages of a ``TestSharedStorages/Storages`` set.
protocol SharedStorageKind: Sendable {
  /// Where this kind of storage is in a set.
  static var inSet: KeyPath<TestSharedStorages.Storages, Self> { get }
}

/// The dependency key of each kind of storage. Live: the process's one (``TestSharedStorages/Storages/live``). Test: the
/// running test's (``TestSharedStorages/current``), or a fresh one where the test cannot be told. Preview: a fresh
/// one for every store.
enum SharedStorageKey<Storage: SharedStorageKind>: DependencyKey {
  static var liveValue: Storage { TestSharedStorages.Storages.live[keyPath: Storage.inSet] }
  static var previewValue: Storage { TestSharedStorages.Storages()[keyPath: Storage.inSet] }
  static var testValue: Storage {
    (TestSharedStorages.current ?? TestSharedStorages.Storages())[keyPath: Storage.inSet]
  }
}

extension DependencyValues {
  /// Fixes the storage of kind `Storage` to the one of `storages`, unless it was overridden.
  mutating func pinStorage<Storage: SharedStorageKind>(
    _ kind: Storage.Type, to storages: TestSharedStorages.Storages
  ) {
    guard !isOverridden(SharedStorageKey<Storage>.self) else { return }
    self[SharedStorageKey<Storage>.self] = storages[keyPath: Storage.inSet]
  }
}

extension InMemorySharedStorage: SharedStorageKind {
  static var inSet: KeyPath<TestSharedStorages.Storages, InMemorySharedStorage> {
    \.inMemory
  }
}

extension FileStorage: SharedStorageKind {
  static var inSet: KeyPath<TestSharedStorages.Storages, FileStorage> { \.file }
}

extension AppStorage: SharedStorageKind {
  static var inSet: KeyPath<TestSharedStorages.Storages, AppStorage> { \.app }
}
