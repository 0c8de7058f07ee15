/// A type-erased cancellation identifier: any `Hashable & Sendable` value.
public struct CancelID: Hashable, Sendable, CustomStringConvertible {
  // NB: `AnyHashable` is not declared Sendable; every base is built from a `Hashable & Sendable` value.
  nonisolated(unsafe) package let base: AnyHashable

  /// Wraps `id`.
  public init(_ id: some Hashable & Sendable) {
    if let id = id as? CancelID {
      self = id
    } else {
      self.base = AnyHashable(id)
    }
  }

  public var description: String { "\(base)" }
}

extension CancelID {
  /// This id inside `namespace` (the id of a child of `ifLet` or an element of `forEach`): equal only to the same id
  /// in the same namespace, so a parent can cancel one child's effects without touching its siblings'.
  package func inNamespace(_ namespace: CancelID) -> CancelID {
    CancelID(NamespacedCancelID(namespace: namespace, id: self))
  }
}

/// A cancellation id inside a namespace, as ``CancelID/inNamespace(_:)`` makes it.
struct NamespacedCancelID: Hashable, Sendable {
  let namespace: CancelID
  let id: CancelID
}
