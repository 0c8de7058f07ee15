public import Dependencies

extension DependencyValues {
  /// Outside live context, fixes every shared-value storage nobody overrode to an in-memory one, so all the
  /// `@Shared` values of one store (and its effects) use the same storage.
  ///
  /// In test context that is the running test's set (every store, scenario and `@Shared` of one test shares it; see
  /// `TestSharedStorages`); in preview context (previews, demo cards), or where the test cannot be told, a fresh
  /// set. `TestStore` and `Scenario.dependencies` call it once, after the caller's overrides. In every context it
  /// also gives the store its own store-local values (``DependencyValues/pinStoreLocalValues()``). A plain `Store`
  /// does not call it (`ReducerCore` knows nothing of shared state): it gets the same set from its store-local
  /// values, on first use (``DependencyValues/sharedStorage(_:)``).
  @usableFromInline
  package mutating func pinSharedStorages() {
    pinStoreLocalValues()  // In every context: each store counts its own stack element ids.
    guard context != .live else { return }
    pinStorages(to: context == .test ? TestSharedStorages.current : nil)
  }

  /// Fixes every shared-value storage nobody overrode to a fresh in-memory one, whatever the context and the running
  /// test: what `withFreshSharedStorages` (an XCTest test's storages) uses.
  package mutating func pinFreshSharedStorages() {
    pinStorages(to: nil)
  }

  /// Fixes every storage nobody overrode to the one of `storages`, or to a fresh one when `storages` is nil.
  private mutating func pinStorages(to storages: TestSharedStorages.Storages?) {
    let storages = storages ?? TestSharedStorages.Storages()
    pinStorage(InMemorySharedStorage.self, to: storages)
    pinStorage(FileStorage.self, to: storages)
    pinStorage(AppStorage.self, to: storages)
  }
}
