public import Dependencies

/// Where a ``Shared`` value lives: in memory, in a file, or in `UserDefaults`.
///
/// Use the built-in keys through their static spellings: ``SharedKey/inMemory(_:)``,
/// ``SharedKey/fileStorage(_:)`` and `SharedKey.appStorage(_:)`. Each key resolves its storage from
/// the dependencies in force when the ``Shared`` is created (`defaultInMemoryStorage`, `defaultFileStorage`,
/// `defaultAppStorage`), so tests and previews get fresh in-memory storages and never touch the disk.
///
/// To write your own key (a keychain, a database), conform to ``CustomSharedKey``: it implements
/// ``reference(defaultValue:dependencies:)`` from your `load` and `save`. ``SharedReference`` has no public
/// initializer, so implementing the requirement directly is only possible by delegating to another key.
public protocol SharedKey<Value>: Sendable {
  /// The type of the shared value.
  associatedtype Value: Sendable

  /// The reference for this key in the storage found in `dependencies`, created with `defaultValue()` (or the
  /// persisted value) the first time.
  func reference(
    defaultValue: () -> Value, dependencies: DependencyValues
  ) -> SharedReference<Value>
}
