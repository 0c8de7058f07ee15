/// A key path as a place's cancellation namespace (``StackPlace/namespace``). A struct, so that wrapping it in an
/// `AnyHashable`, done on every pop, does not look up a key path's `Hashable` superclass at run time.
@usableFromInline
struct KeyPathNamespace: Hashable, Sendable {
  // NB: key paths are immutable; `AnyKeyPath` is only compared and hashed here.
  @usableFromInline nonisolated(unsafe) let keyPath: AnyKeyPath

  @inlinable init(_ keyPath: AnyKeyPath) { self.keyPath = keyPath }
}
