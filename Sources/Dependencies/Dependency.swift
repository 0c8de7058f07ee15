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
    let id = storage.id
    return entry.withLock { entry in
      guard let entry, entry.storageID == id else { return nil }
      return entry.value
    }
  }

  @inlinable
  func store(_ value: Value, for storage: DependencyValues.Storage) {
    let id = storage.id
    entry.withLock { $0 = CacheEntry(storageID: id, value: value) }
  }
}

/// A cached read, keyed by the storage's id rather than the storage itself.
///
/// Holding the storage would make a retain cycle whenever a service kept in that storage has a
/// `@Dependency` of its own that cached a read (storage → service → cache → storage), leaking
/// every store's dependencies (found by Scripts/leaks.sh). Ids are never reused, so a new storage
/// can never match a stale entry.
@usableFromInline
struct CacheEntry<Value: Sendable>: Sendable {
  @usableFromInline let storageID: UInt64
  @usableFromInline let value: Value

  @inlinable
  init(storageID: UInt64, value: Value) {
    self.storageID = storageID
    self.value = value
  }
}
