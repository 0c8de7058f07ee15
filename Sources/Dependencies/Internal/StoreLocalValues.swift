import Synchronization

/// Values made on first use and then shared by everything that runs with one store's dependencies: what a dependency
/// reads whose default must be fresh for each store yet the same for all of the store's actions (the counter behind
/// stack element ids, so an id is never handed out twice in one store, even after the stack was replaced).
///
/// `Store` and `TestStore` give their dependencies a new one (see ``DependencyValues/pinStoreLocalValues()``);
/// a copy of the dependencies, changed or not, keeps it, so changing `store.dependencies` mid-test does not restart
/// a counter.
package final class StoreLocalValues: Sendable {
  private let values = Mutex<[ObjectIdentifier: any Sendable]>([:])

  package init() {}

  /// The value kept for `key`, made by `make` the first time it is asked for.
  package func value<Key, Value: Sendable>(for key: Key.Type, make: () -> Value) -> Value {
    values.withLock { values in
      if let value = values[ObjectIdentifier(key)] as? Value { return value }
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
}

private enum StoreLocalValuesKey: DependencyKey {
  static var liveValue: StoreLocalValues? { nil }
  static var testValue: StoreLocalValues? { nil }
}
