public import Synchronization

/// Reads one dependency from the current ``DependencyValues``.
///
/// Use it in reducers, services, effects and plain types. Every read resolves against the task-local values at the
/// moment of the read, so a reducer run by a store sees the store's dependencies, and an effect sees them too.
///
/// ```swift
/// struct Search: Reducer {
///   @Dependency(\.continuousClock) var clock
///   @Dependency(\.searchClient) var searchClient
///   // …
/// }
/// ```
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
  @usableFromInline let read: @Sendable (DependencyValues) -> Value
  @usableFromInline let cache = DependencyReadCache<Value>()

  /// A dependency read through an accessor on ``DependencyValues``.
  public init(_ keyPath: any KeyPath<DependencyValues, Value> & Sendable) {
    self.read = { $0[keyPath: keyPath] }
  }

  /// A dependency read by its key type: `@Dependency(ItemService.self) var itemService`.
  public init<Key: DependencyKey>(_ key: Key.Type) where Key.Value == Value {
    self.read = { $0[Key.self] }
  }

  /// The current value.
  ///
  /// The last value read is cached together with the (immutable) storage it came from, so reading again under the
  /// same dependencies is a task-local read, a lock and a pointer comparison.
  @inlinable
  public var wrappedValue: Value {
    let values = DependencyValues.current
    if let cached = cache.value(for: values.storage) { return cached }
    let value = read(values)
    cache.store(value, for: values.storage)
    return value
  }
}

/// The last value a ``Dependency`` read, and the storage it was read from.
@usableFromInline
final class DependencyReadCache<Value: Sendable>: Sendable {
  @usableFromInline let entry = Mutex<CacheEntry<Value>?>(nil)

  @usableFromInline init() {}

  @inlinable
  func value(for storage: DependencyValues.Storage) -> Value? {
    entry.withLock { entry in
      guard let entry, entry.storage === storage else { return nil }
      return entry.value
    }
  }

  @inlinable
  func store(_ value: Value, for storage: DependencyValues.Storage) {
    entry.withLock { $0 = CacheEntry(storage: storage, value: value) }
  }
}

/// A cached read.
@usableFromInline
struct CacheEntry<Value: Sendable>: Sendable {
  @usableFromInline let storage: DependencyValues.Storage
  @usableFromInline let value: Value

  @inlinable
  init(storage: DependencyValues.Storage, value: Value) {
    self.storage = storage
    self.value = value
  }
}
