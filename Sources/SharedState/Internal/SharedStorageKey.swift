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
  /// The storage of kind `Storage` these dependencies read: an override when there is one; inside a store, outside
  /// live context, its store line's set (``StoreLocalValues/line``: the running test's when the line's first store
  /// was made in a test that could be told, else a fresh set made once for the line); elsewhere the key's default.
  ///
  /// So every store, with its effects and the stores made from its dependencies, uses one set, without the store
  /// knowing about shared state: `Store` only gives its dependencies store-local values.
  func sharedStorage<Storage: SharedStorageKind>(_ kind: Storage.Type) -> Storage {
    guard context != .live, !isOverridden(SharedStorageKey<Storage>.self),
      let line = storeLocalValues?.line
    else { return self[SharedStorageKey<Storage>.self] }
    let storages = line.value(for: TestSharedStorages.self) {
      line.test.map(TestSharedStorages.storages(for:)) ?? TestSharedStorages.Storages()
    }
    return storages[keyPath: Storage.inSet]
  }

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
