public import Dependencies

extension DependencyValues {
  /// Outside live context, fixes every shared-value storage nobody overrode to a fresh in-memory one, so all the
  /// `@Shared` values of one store (and its effects) use the same storage, and no other store's.
  ///
  /// `Store`, `TestStore` and `Scenario.dependencies` call it once, after the caller's overrides. In every context
  /// it also gives the store its own store-local values (``DependencyValues/pinStoreLocalValues()``).
  @usableFromInline
  package mutating func pinSharedStorages() {
    pinStoreLocalValues()  // In every context: each store counts its own stack element ids.
    guard context != .live else { return }
    if !isOverridden(InMemorySharedStorageKey.self) {
      defaultInMemoryStorage = InMemorySharedStorage()
    }
    if !isOverridden(FileStorageKeyDependency.self) {
      defaultFileStorage = .inMemory()
    }
    if !isOverridden(AppStorageKeyDependency.self) {
      defaultAppStorage = .inMemory()
    }
  }
}
