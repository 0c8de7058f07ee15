public import IdentifiedArrays

extension Shared {
  /// A `Shared` of the element with `id` in a shared identified collection: nil while there is none.
  ///
  /// Unwrap it to hand one element to a child feature:
  ///
  /// ```swift
  /// guard let team = Shared(state.$teams[id: id]) else { return .none }
  /// ```
  ///
  /// Setting it to nil through `withLock` removes the element; setting a value for an absent id appends it. Once
  /// unwrapped, the element's reference outlives a removal: it reads the last value, and a write through it is a
  /// reported issue naming the key and the id (see `Shared.init(_:)`, the unwrapping initialiser).
  public subscript<ID: Hashable & Sendable, Element: Sendable>(id id: ID) -> Shared<Element?>
  where Value == IdentifiedArray<ID, Element> {
    Shared<Element?>(source: .derived(DerivedShared(ElementProjection(parent: self, id: id))))
  }
}

extension SharedReader {
  /// A `SharedReader` of the element with `id` in a shared identified collection: nil while there is none.
  public subscript<ID: Hashable & Sendable, Element: Sendable>(id id: ID) -> SharedReader<Element?>
  where Value == IdentifiedArray<ID, Element> {
    self[dynamicMember: \IdentifiedArray<ID, Element>.[id: id]]
  }
}
