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
  @usableFromInline let cache: DependencyReadCache<Value>

  /// A dependency read through an accessor on ``DependencyValues``.
  ///
  /// A key path that computes something from a dependency (`\.date.now`) is evaluated on every read; one that names
  /// a dependency (`\.date`) is cached as a key is.
  public init(_ keyPath: any KeyPath<DependencyValues, Value> & Sendable) {
    self.read = { $0[keyPath: keyPath] }
    self.cache = DependencyReadCache(checksKeyPath: true)
  }

  /// A dependency read by its key type: `@Dependency(ItemService.self) var itemService`.
  public init<Key: DependencyKey>(_ key: Key.Type) where Key.Value == Value {
    self.read = { $0[Key.self] }
    self.cache = DependencyReadCache(checksKeyPath: false)
  }

  /// A dependency read by a key whose live value may be declared in another module (``TestDependencyKey``):
  /// `@Dependency(SearchClient.self) var searchClient`.
  public init<Key: TestDependencyKey>(_ key: Key.Type) where Key.Value == Value {
    self.read = { $0[Key.self] }
    self.cache = DependencyReadCache(checksKeyPath: false)
  }

  /// The current value.
  ///
  /// The last value read is cached together with the id of the (immutable) storage it came from, so reading again
  /// under the same dependencies is a task-local look-up (the bound storage's id read in place: nothing copied,
  /// retained or released), an atomic load and a comparison (no lock).
  @inlinable
  public var wrappedValue: Value {
    if let cached = cache.value(forStorageID: DependencyValues.currentStorageID) { return cached }
    return resolve()
  }

  /// The current value when the cache has none for the current storage: read, then cached unless the key path
  /// computes something from a dependency (learnt on the first read, through a probe that records the keys read).
  @usableFromInline
  func resolve() -> Value {
    let values = DependencyValues.current
    switch cache.keyPathCheck.load(ordering: .acquiring) {
    case KeyPathCheck.uncacheable:
      return read(values)
    case KeyPathCheck.pending:
      let (probe, recorder) = values.recordingKeyReads()
      let value = read(probe)
      let cacheable = recorder.readOneKey(of: Value.self)
      cache.keyPathCheck.store(
        cacheable ? KeyPathCheck.cacheable : KeyPathCheck.uncacheable, ordering: .releasing)
      if cacheable { cache.store(value, forStorageID: values.storage.id) }
      return value
    default:
      let value = read(values)
      cache.store(value, forStorageID: values.storage.id)
      return value
    }
  }
}

/// The last value a ``Dependency`` read, and the storage it was read from.
///
/// The first value read is kept in a slot written once and never changed again, so reading it back takes no lock:
/// one acquiring load of `state`, a comparison of the storage id, and a copy of the value. A read under other
/// dependencies (another store, a `withDependencies` scope) is cached behind a lock instead, as before.
@usableFromInline
final class DependencyReadCache<Value: Sendable>: @unchecked Sendable {
  // NB: `@unchecked` for `first`, which is written exactly once, by the thread that moves `state` from `empty` to
  // `writing`, before it publishes `ready` with a releasing store; it is read only after an acquiring load of
  // `state` saw `ready`, and never written again until `deinit`. Everything else is an atomic or behind `other`.
  @usableFromInline let state = Atomic<Int>(FirstSlot.empty)
  @usableFromInline let first = UnsafeMutablePointer<CacheEntry<Value>>.allocate(capacity: 1)
  @usableFromInline let other = Lock<CacheEntry<Value>?>(nil)

  /// Whether a key path's reads may be cached: ``KeyPathCheck``.
  @usableFromInline let keyPathCheck: Atomic<Int>

  /// A cache for a read by key (`checksKeyPath` false), or by key path (checked on its first read).
  @usableFromInline init(checksKeyPath: Bool) {
    keyPathCheck = Atomic(checksKeyPath ? KeyPathCheck.pending : KeyPathCheck.cacheable)
  }

  deinit {
    if state.load(ordering: .acquiring) == FirstSlot.ready { first.deinitialize(count: 1) }
    first.deallocate()
  }

  /// The value cached for storage `id`, if any: the write-once slot looked at in line, the locked one out of line.
  @inlinable
  @inline(__always)
  func value(forStorageID id: UInt64) -> Value? {
    if state.load(ordering: .acquiring) == FirstSlot.ready, first.pointee.storageID == id {
      return first.pointee.value
    }
    return otherValue(forStorageID: id)
  }

  /// The value cached for storage `id` behind the lock, if any.
  @usableFromInline
  @inline(never)
  func otherValue(forStorageID id: UInt64) -> Value? {
    guard keyPathCheck.load(ordering: .relaxed) == KeyPathCheck.cacheable else { return nil }
    return other.withLock { entry in
      guard let entry, entry.storageID == id else { return nil }
      return entry.value
    }
  }

  @inlinable
  func store(_ value: Value, forStorageID id: UInt64) {
    let entry = CacheEntry(storageID: id, value: value)
    if state.compareExchange(
      expected: FirstSlot.empty, desired: FirstSlot.writing, ordering: .relaxed
    ).exchanged {
      first.initialize(to: entry)
      state.store(FirstSlot.ready, ordering: .releasing)
      return
    }
    other.withLock { $0 = entry }
  }
}

/// Whether a ``Dependency``'s reads may be cached: always by key; by key path once its first read found that it
/// returns one key's value as it is.
@usableFromInline
enum KeyPathCheck {
  @usableFromInline static let cacheable = 0
  @usableFromInline static let pending = 1
  @usableFromInline static let uncacheable = 2
}

/// The states of ``DependencyReadCache``'s write-once slot.
@usableFromInline
enum FirstSlot {
  @usableFromInline static let empty = 0
  @usableFromInline static let writing = 1
  @usableFromInline static let ready = 2
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
