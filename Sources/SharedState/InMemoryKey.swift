public import Dependencies
import ValueDumping

/// A key for a value kept in memory for the life of its storage (the process, in an app).
///
/// ```swift
/// @Shared(.inMemory("sessionCount")) var sessionCount = 0
/// ```
public struct InMemoryKey<Value: Sendable>: SharedKey {
  /// The name the value is stored under.
  public let name: String

  /// The reference stored under ``name`` in `dependencies.defaultInMemoryStorage`.
  public func reference(
    defaultValue: () -> Value, dependencies: DependencyValues
  ) -> SharedReference<Value> {
    dependencies.defaultInMemoryStorage.reference(
      name: name, keyDescription: ".inMemory(\(dumpValue(name)))", defaultValue: defaultValue)
  }
}

extension SharedKey {
  /// A value kept in memory under `name`, shared by every `@Shared(.inMemory(name))` using the same storage.
  ///
  /// In tests and previews each store starts with a fresh, empty storage (see
  /// `DependencyValues.defaultInMemoryStorage`), so values never leak from one test to another.
  public static func inMemory<Value>(_ name: String) -> Self where Self == InMemoryKey<Value> {
    InMemoryKey(name: name)
  }
}
