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

/// A cancellation id inside a namespace (a child of `ifLet` or an element of `forEach`).
package struct NamespacedCancelID: Hashable, Sendable {
  package let namespace: CancelID
  package let id: CancelID

  package init(namespace: CancelID, id: CancelID) {
    self.namespace = namespace
    self.id = id
  }
}
