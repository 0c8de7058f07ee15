public import Dependencies

/// Where a ``Shared`` value lives: in memory, in a file, or in `UserDefaults`.
///
/// Use the built-in keys through their static spellings: ``SharedKey/inMemory(_:)``,
/// ``SharedKey/fileStorage(_:)`` and `SharedKey.appStorage(_:)`. Each key resolves its storage from
/// the dependencies in force when the ``Shared`` is created (`defaultInMemoryStorage`, `defaultFileStorage`,
/// `defaultAppStorage`), so tests and previews get fresh in-memory storages and never touch the disk.
///
/// > Note: The requirement is package-only for now: the three built-in keys are the supported set.
public protocol SharedKey<Value>: Sendable {
  /// The type of the shared value.
  associatedtype Value: Sendable

  /// The reference for this key in the storage found in `dependencies`, created with `defaultValue()` (or the
  /// persisted value) the first time.
  func reference(
    defaultValue: () -> Value, dependencies: DependencyValues
  ) -> SharedReference<Value>
}
