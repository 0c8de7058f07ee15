import Synchronization

/// The default values of keys nobody overrode, each computed once per context (and, in a test process, once per
/// test), so every reader of a key sees one value.
///
/// A key's `liveValue` (or `testValue`, `previewValue`) may make something with an identity: `static var liveValue:
/// Self { let recorder = Recorder(); return Self(start: …, stop: …) }`. Evaluated for each reader, two features
/// would talk to two recorders, starting on one and stopping on the other. Kept here, every reader in one context gets
/// the value the first reader made, as with swift-dependencies.
///
/// - Outside a test process, one value per key and context, for the life of the process. Reading one takes no lock:
///   an acquiring load of the context's current table (an immutable snapshot) and one dictionary lookup, so a read of
///   a key nobody overrode costs about what a read of an overridden key does (benchmarks `dependency.subscript` and
///   `dependency.subscript.default`).
/// - In a test process, one value per key, context and running test (each case of a parameterized test is a test
///   here): a test's default never leaks into the next test. Where the test cannot be told (XCTest, a detached task),
///   the default is computed for each read, as before, rather than shared by tests that cannot be told apart.
///
/// Thread-safe: the default is made outside the lock (so it may read other dependencies, or report an issue), and the
/// first value stored wins; a reader that raced the first one gets the stored value, never its own.
enum DefaultValueCache {
  /// One context's defaults outside a test process, as published: never changed once published.
  ///
  /// Besides the dictionary (what the next snapshot is built from), the values sit in an open-addressing table keyed
  /// by the key type's address with a multiplicative hash: a read is a multiply, a shift and a compare or two,
  /// instead of a second `Hasher` round after the one that looked for an override.
  private final class Snapshot: Sendable {
    let values: [ObjectIdentifier: any Sendable]
    private let keys: [UInt]
    /// The value of the key in the same place of `keys` (an empty tuple where `keys` holds 0).
    private let slots: [any Sendable]
    private let shift: UInt

    init(values: [ObjectIdentifier: any Sendable]) {
      self.values = values
      var capacity = 8
      var bits: UInt = 3
      while capacity < values.count * 2 {
        capacity *= 2
        bits += 1
      }
      let shift = UInt(UInt.bitWidth) - bits
      var keys = [UInt](repeating: 0, count: capacity)
      var slots = [any Sendable](repeating: (), count: capacity)
      for (id, value) in values {
        var index = Self.index(of: UInt(bitPattern: id), shift: shift)
        while keys[index] != 0 { index = (index + 1) & (capacity - 1) }
        keys[index] = UInt(bitPattern: id)
        slots[index] = value
      }
      self.keys = keys
      self.slots = slots
      self.shift = shift
    }

    @inline(__always)
    private static func index(of key: UInt, shift: UInt) -> Int {
      Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) &>> shift)
    }

    /// The value kept for key `id` as a `Value`, if any (cast in place: the stored existential is not copied out).
    @inline(__always)
    func value<Value>(for id: ObjectIdentifier, as _: Value.Type) -> Value? {
      let key = UInt(bitPattern: id)
      let mask = keys.count - 1
      var index = Self.index(of: key, shift: shift)
      while true {
        let found = keys[index]
        if found == key { return slots[index] as? Value }
        if found == 0 { return nil }
        index = (index + 1) & mask
      }
    }
  }

  /// The defaults kept per test and context, in a test process.
  private struct TestScope: Hashable {
    let test: TestID
    let context: DependencyContext
  }

  // NB: the process-wide tables of defaults (`tables`). A default must be the same for every reader of a context,
  // and readers share nothing else (each store has its own dependency storage). Writers take `writers`; outside
  // tests they publish a new snapshot with a releasing store, readers take it with an acquiring load. A published
  // snapshot is never freed (a reader may hold it without a retain): one per default ever computed outside tests, a
  // few dozen small tables for the life of the process. In a test process the lock's own value keeps one value per
  // key used by each test, for the life of the process.
  private static let tables = Tables()

  /// Everything the cache keeps, in one object: a read passes one lazy-initialisation check, not one per table.
  private final class Tables: Sendable {
    /// Whether this process runs tests (``TestProcess/isRunningTests``), copied here.
    let isTestProcess = TestProcess.isRunningTests
    let live = Atomic<Unmanaged<Snapshot>?>(nil)
    let preview = Atomic<Unmanaged<Snapshot>?>(nil)
    let test = Atomic<Unmanaged<Snapshot>?>(nil)
    let writers = Lock<[TestScope: [ObjectIdentifier: any Sendable]]>([:])

    /// The published snapshot of `context`'s defaults outside a test process.
    @inline(__always)
    func snapshot(of context: DependencyContext) -> Unmanaged<Snapshot>? {
      switch context {
      case .live: live.load(ordering: .acquiring)
      case .preview: preview.load(ordering: .acquiring)
      case .test: test.load(ordering: .acquiring)
      }
    }

    /// Publishes `snapshot` as `context`'s defaults (under `writers`).
    func publish(_ snapshot: Unmanaged<Snapshot>, for context: DependencyContext) {
      switch context {
      case .live: live.store(snapshot, ordering: .releasing)
      case .preview: preview.store(snapshot, ordering: .releasing)
      case .test: test.store(snapshot, ordering: .releasing)
      }
    }
  }

  /// The value of `key` for a reader in `context`: the one computed for this context (and test) before, else the one
  /// `make` computes now, which every later reader gets — unless `keep` is false in a test process (a default read in
  /// an override closure, to be changed there), then it is this reader's alone.
  @inline(__always)
  static func value<Key, Value: Sendable>(
    for key: Key.Type, context: DependencyContext, keep: @autoclosure () -> Bool = true,
    make: () -> Value
  ) -> Value {
    let id = ObjectIdentifier(key)
    let tables = self.tables
    guard tables.isTestProcess else {
      if let snapshot = tables.snapshot(of: context),
        let value = snapshot._withUnsafeGuaranteedRef({ $0.value(for: id, as: Value.self) })
      {
        return value
      }
      return firstValue(for: id, context: context, make: make)
    }
    guard let test = CurrentTest.id else { return make() }
    return testValue(
      for: id, scope: TestScope(test: test, context: context), keep: keep(), make: make)
  }

  /// The default of key `id` outside a test process when none was published: made now, published unless another
  /// reader published one first (then that one is the answer).
  private static func firstValue<Value: Sendable>(
    for id: ObjectIdentifier, context: DependencyContext, make: () -> Value
  ) -> Value {
    let made = make()
    return tables.writers.withLock { _ in
      let current = tables.snapshot(of: context)
      let values = current?._withUnsafeGuaranteedRef { $0.values } ?? [:]
      if let stored = values[id], let value = stored as? Value { return value }
      var updated = values
      updated[id] = made
      tables.publish(Unmanaged.passRetained(Snapshot(values: updated)), for: context)
      return made
    }
  }

  /// The default of key `id` for the running test's `scope`.
  private static func testValue<Value: Sendable>(
    for id: ObjectIdentifier, scope: TestScope, keep: Bool, make: () -> Value
  ) -> Value {
    if let cached = tables.writers.withLock({ $0[scope]?[id] }), let value = cached as? Value {
      return value
    }
    let made = make()
    guard keep else { return made }
    return tables.writers.withLock { byTest in
      if let stored = byTest[scope]?[id], let value = stored as? Value { return value }
      byTest[scope, default: [:]][id] = made
      return made
    }
  }
}
