/// Values made on first use and then shared by everything that runs with one store's dependencies: what a dependency
/// reads whose default must be fresh for each store yet the same for all of the store's actions (the counter behind
/// stack element ids, so an id is never handed out twice in one store, even after the stack was replaced).
///
/// `Store` and `TestStore` give their dependencies a new one (see ``DependencyValues/pinStoreLocalValues()``);
/// a copy of the dependencies, changed or not, keeps it, so changing `store.dependencies` mid-test does not restart
/// a counter.
///
/// A store made from another store's dependencies gets values of its own, and shares its line's ``line``: the
/// values of the first store of the line, which also remembers the test that store was made in. That is where
/// `SharedState` keeps a store's shared-value storages (made on first use), so every store of a line, and all of
/// their effects, read and write one set, as the test or preview that made the first store does.
package final class StoreLocalValues: Sendable {
  private let values = Lock<[ObjectIdentifier: any Sendable]>([:])
  private let first: StoreLocalValues?

  /// The running test when the first store of this line was made (in test context); `nil` elsewhere, or when the
  /// test could not be told.
  package let test: TestID?

  /// Values for a store that is the first of its line, made in `test`.
  package init(test: TestID? = nil) {
    self.first = nil
    self.test = test
  }

  /// Values for a store made from the dependencies of a store that had `previous`.
  package init(after previous: StoreLocalValues) {
    self.first = previous.line
    self.test = previous.test
  }

  /// The values of the first store of this line: shared by every store made from its dependencies.
  package var line: StoreLocalValues { first ?? self }

  /// The value kept for `key`, made by `make` the first time it is asked for.
  package func value<Key, Value: Sendable>(for key: Key.Type, make: () -> Value) -> Value {
    values.withLock { values in
      // Unwrapped first: `nil as? Value` succeeds (as nil) when `Value` is itself optional.
      if let stored = values[ObjectIdentifier(key)], let value = stored as? Value { return value }
      let value = make()
      values[ObjectIdentifier(key)] = value
      return value
    }
  }
}

extension DependencyValues {
  /// The values local to the store these dependencies belong to; nil outside a store.
  package var storeLocalValues: StoreLocalValues? {
    get { isOverridden(StoreLocalValuesKey.self) ? self[StoreLocalValuesKey.self] : nil }
    set { self[StoreLocalValuesKey.self] = newValue }
  }

  /// Gives these dependencies a new, empty set of store-local values: called once by each store as it is made.
  ///
  /// Dependencies that already belong to a store (a store made from another store's dependencies) keep that store's
  /// line (``StoreLocalValues/line``); others start a line, remembering the running test in test context.
  package mutating func pinStoreLocalValues() {
    if let previous = storeLocalValues {
      storeLocalValues = StoreLocalValues(after: previous)
    } else {
      storeLocalValues = StoreLocalValues(test: context == .test ? CurrentTest.id : nil)
    }
  }

  /// These dependencies without the store's local values: what a test store runs a test's expected-state closure
  /// with, so building the expected state takes nothing from the store (an expected `append` on a stack counts on
  /// from that stack's own highest id instead of using up one of the store's ids).
  package var withoutStoreLocalValues: DependencyValues {
    guard isOverridden(StoreLocalValuesKey.self) else { return self }
    var copy = self
    copy.values[ObjectIdentifier(StoreLocalValuesKey.self)] = nil
    return copy
  }
}

private typealias StoreLocalValuesKey = UnsetDependencyKey<StoreLocalValues>
