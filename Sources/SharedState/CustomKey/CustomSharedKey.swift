public import Dependencies
import ValueDumping

/// A ``SharedKey`` you write yourself: a value persisted in a store of your own (a keychain, a database, a server
/// setting), with the same one-reference-per-key sharing, observation and test-store tracking as the built-in keys.
///
/// Give the key an ``id`` (keys of one type with equal ids share one reference), and say how to ``load(dependencies:)``
/// and ``save(_:dependencies:)`` the value. Find your store through a dependency, so tests and previews can swap it
/// for an in-memory one:
///
/// ```swift
/// struct KeychainKey<Value: Codable & Sendable>: CustomSharedKey {
///   let account: String
///   var id: String { account }
///   var keyDescription: String { ".keychain(\"\(account)\")" }
///   func load(dependencies: DependencyValues) throws -> Value? {
///     try dependencies.keychain.read(account).map { try JSONDecoder().decode(Value.self, from: $0) }
///   }
///   func save(_ value: Value, dependencies: DependencyValues) throws {
///     try dependencies.keychain.write(JSONEncoder().encode(value), account: account)
///   }
/// }
/// ```
///
/// - **Loaded on first use:** `load` runs the first time the key is used in a storage (then the reference is reused);
///   `nil` means nothing is stored, and the default value is used. A thrown error is a reported issue naming the
///   key, and the default value is used.
/// - **Saved at once:** `save` runs after every change (not for a `withLock` that leaves the value equal), on the
///   thread that made it, outside the value's lock; saves of one reference never overlap, and each saves the newest
///   value. A thrown error is a reported issue; the value stays changed in memory, and the next change saves again.
///   Debounce inside `save` if writes are slow.
/// - **Not watched:** changes made to your store by other code are seen the next time the key is first used in a
///   storage, as for files.
/// - **Where references live:** in `defaultInMemoryStorage`, so every `Store`, `TestStore` and scenario outside
///   live context gets fresh references, and `load` runs again for each. Give your store's dependency a fresh
///   `testValue` (a computed property) so tests never share its contents either.
///
/// > Important: `load` and `save` must not use a `@Shared` of the same key (the reference is being created, or its
/// > value just changed).
public protocol CustomSharedKey<Value>: SharedKey {
  /// The type of the shared value (inferred from ``load(dependencies:)`` and ``save(_:dependencies:)``).
  associatedtype Value

  /// What identifies the stored value: keys of the same type with equal ids share one reference.
  associatedtype ID: Hashable & Sendable

  /// What identifies the stored value (an account name, a row id).
  var id: ID { get }

  /// How reports and test failures spell the key, as a user would write it: `.keychain("token")`. By default the
  /// key's type and its ``id``.
  var keyDescription: String { get }

  /// The stored value, or `nil` when none is stored (the default value is then used).
  ///
  /// - Parameter dependencies: the dependencies in force where the `@Shared` was created.
  /// - Throws: any error; it is reported, and the default value is used.
  func load(dependencies: DependencyValues) throws -> Value?

  /// Stores `value`, after a change.
  ///
  /// - Parameters:
  ///   - value: the newest value.
  ///   - dependencies: the dependencies in force where the `@Shared` was created.
  /// - Throws: any error; it is reported, and the value stays changed in memory.
  func save(_ value: Value, dependencies: DependencyValues) throws
}

extension CustomSharedKey {
  public var keyDescription: String { "\(Self.self)(\(dumpValue(id)))" }

  /// The reference for this key in `dependencies.defaultInMemoryStorage`, loaded with ``load(dependencies:)`` (or
  /// made from `defaultValue()`) the first time.
  public func reference(
    defaultValue: () -> Value, dependencies: DependencyValues
  ) -> SharedReference<Value> {
    dependencies.defaultInMemoryStorage.reference(
      for: self, defaultValue: defaultValue, dependencies: dependencies)
  }
}
