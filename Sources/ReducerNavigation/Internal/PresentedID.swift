/// The `id` of `Identifiable` presented state, in a box: a reference keeps ``PresentationIdentity`` loadable. Held
/// inline, an `AnyHashable` made every copy of the identity, and of the `(result, id)` the place operator passes it
/// in, go through value witnesses (about 400 instructions on each presented action).
@usableFromInline
final class PresentedID: Hashable, Sendable {
  // NB: built only from an `Identifiable.ID`, which is Hashable; immutable, only compared and hashed.
  @usableFromInline nonisolated(unsafe) let value: AnyHashable

  @usableFromInline init(_ value: AnyHashable) { self.value = value }

  @usableFromInline static func == (lhs: PresentedID, rhs: PresentedID) -> Bool {
    lhs.value == rhs.value
  }

  @usableFromInline func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
