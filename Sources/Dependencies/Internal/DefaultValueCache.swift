/// The default values of keys nobody overrode, each computed once per context (and, in a test process, once per
/// test), so every reader of a key sees one value.
///
/// A key's `liveValue` (or `testValue`, `previewValue`) may make something with an identity: `static var liveValue:
/// Self { let recorder = Recorder(); return Self(start: …, stop: …) }`. Evaluated for each reader, two features
/// would talk to two recorders, starting on one and stopping on the other. Kept here, every reader in one context gets
/// the value the first reader made, as with swift-dependencies.
///
/// - Outside a test process, one value per key and context, for the life of the process.
/// - In a test process, one value per key, context and running test (each case of a parameterized test is a test
///   here): a test's default never leaks into the next test. Where the test cannot be told (XCTest, a detached task),
///   the default is computed for each read, as before, rather than shared by tests that cannot be told apart.
///
/// Thread-safe: the default is made outside the lock (so it may read other dependencies, or report an issue), and the
/// first value stored wins; a reader that raced the first one gets the stored value, never its own.
enum DefaultValueCache {
  /// The cached defaults: per context outside a test process; per test and context in one.
  private struct Tables {
    /// Indexed by ``slot(of:)``: no hashing of the context on the way to a value.
    var byContext: [[ObjectIdentifier: any Sendable]] = [[:], [:], [:]]
    var byTest: [TestScope: [ObjectIdentifier: any Sendable]] = [:]
  }

  /// One running test, in one context.
  private struct TestScope: Hashable {
    let test: TestID
    let context: DependencyContext
  }

  // NB: the one process-wide table of defaults, guarded by its lock: a default must be the same for every reader of
  // a context, and readers share nothing else (each store has its own dependency storage). Outside tests it holds one
  // value per key and context; in a test process, one per key used by each test, kept for the life of the process.
  private static let tables = Lock(Tables())

  /// Where `context`'s defaults are in ``Tables/byContext``.
  @inline(__always)
  private static func slot(of context: DependencyContext) -> Int {
    switch context {
    case .live: 0
    case .preview: 1
    case .test: 2
    }
  }

  /// The value of `key` for a reader in `context`: the one computed for this context (and test) before, else the one
  /// `make` computes now, which every later reader gets.
  static func value<Key, Value: Sendable>(
    for key: Key.Type, context: DependencyContext, make: () -> Value
  ) -> Value {
    let id = ObjectIdentifier(key)
    guard TestProcess.isRunningTests else {
      let slot = slot(of: context)
      if let cached = tables.withLock({ $0.byContext[slot][id] }), let value = cached as? Value {
        return value
      }
      let made = make()
      return tables.withLock { tables in
        if let stored = tables.byContext[slot][id], let value = stored as? Value { return value }
        tables.byContext[slot][id] = made
        return made
      }
    }
    guard let test = CurrentTest.id else { return make() }
    let scope = TestScope(test: test, context: context)
    if let cached = tables.withLock({ $0.byTest[scope]?[id] }), let value = cached as? Value {
      return value
    }
    let made = make()
    return tables.withLock { tables in
      if let stored = tables.byTest[scope]?[id], let value = stored as? Value { return value }
      tables.byTest[scope, default: [:]][id] = made
      return made
    }
  }
}
