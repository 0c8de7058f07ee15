public import Dependencies
import SharedState

extension DependencyValues {
  /// Gives a new store's dependencies what each store owns: its shared storages (pinned by `SharedState`) and its
  /// store-local values.
  ///
  /// The hook through which `Store.init` (which is inlinable) reaches the shared-state layer: the layer stays an
  /// implementation detail of this module, imported internally, instead of a public import of every client.
  @usableFromInline
  mutating func prepareForStore() {
    pinSharedStorages()
  }
}
