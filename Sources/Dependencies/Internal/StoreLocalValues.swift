/// Values made on first use and then shared by everything that runs with one store's dependencies: what a dependency
/// reads whose default must be fresh for each store yet the same for all of the store's actions (the counter behind
/// stack element ids, so an id is never handed out twice in one store, even after the stack was replaced).
///
/// `Store` and `TestStore` give their dependencies a new one (see ``DependencyValues/pinStoreLocalValues()``);
/// a copy of the dependencies, changed or not, keeps it, so changing `store.dependencies` mid-test does not restart
/// a counter.
package final class StoreLocalValues: Sendable {
  private let values = Lock<[ObjectIdentifier: any Sendable]>([:])

  package init() {}

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
  package mutating func pinStoreLocalValues() {
    storeLocalValues = StoreLocalValues()
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
