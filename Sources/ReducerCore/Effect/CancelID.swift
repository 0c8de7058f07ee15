/// A type-erased cancellation identifier: any `Hashable & Sendable` value.
public struct CancelID: Hashable, Sendable, CustomStringConvertible {
  // NB: `AnyHashable` is not declared Sendable; every base is built from a `Hashable & Sendable` value.
  nonisolated(unsafe) let base: AnyHashable

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
struct NamespacedCancelID: Hashable, Sendable {
  let namespace: CancelID
  let id: CancelID
}
