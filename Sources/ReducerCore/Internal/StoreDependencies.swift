public import Dependencies

extension DependencyValues {
  /// Gives a new store's dependencies what each store owns: its store-local values (``Dependencies``' per-store
  /// values, which also remember the test the store was made in).
  ///
  /// The store's preparation, through which `Store.init` (which is inlinable) reaches the layer below. The store
  /// knows nothing of persistence: `SharedState` keeps a store's shared-value storages in these store-local values
  /// (made on first use), so every `@Shared` of the store and its effects reads one set.
  @usableFromInline
  mutating func prepareForStore() {
    pinStoreLocalValues()
  }
}
