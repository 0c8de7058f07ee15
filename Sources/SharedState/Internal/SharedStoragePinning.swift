public import Dependencies

extension DependencyValues {
  /// Outside live context, fixes every shared-value storage nobody overrode to an in-memory one, so all the
  /// `@Shared` values of one store (and its effects) use the same storage.
  ///
  /// In test context that is the running test's set (every store, scenario and `@Shared` of one test shares it; see
  /// `TestSharedStorages`); in preview context (previews, demo cards), or where the test cannot be told, a fresh
  /// set. `Store`, `TestStore` and `Scenario.dependencies` call it once, after the caller's overrides. In every
  /// context it also gives the store its own store-local values (``DependencyValues/pinStoreLocalValues()``).
  @usableFromInline
  package mutating func pinSharedStorages() {
    pinStoreLocalValues()  // In every context: each store counts its own stack element ids.
    guard context != .live else { return }
    let test = context == .test ? TestSharedStorages.current : nil
    if !isOverridden(InMemorySharedStorageKey.self) {
      defaultInMemoryStorage = test?.inMemory ?? InMemorySharedStorage()
    }
    if !isOverridden(FileStorageKeyDependency.self) {
      defaultFileStorage = test?.file ?? .inMemory()
    }
    if !isOverridden(AppStorageKeyDependency.self) {
      defaultAppStorage = test?.app ?? .inMemory()
    }
  }
}
