public import CaseReflection
/// Which child is presented: the case of a destination enum and the `id` of `Identifiable` state.
///
/// Presenting a value with another identity dismisses the previous child (its effects are cancelled), as setting
/// the state to nil does. Opaque: what a ``PresentationPlace`` names its children by.
public struct PresentationIdentity: Hashable, Sendable {
  /// The enum case's tag, nil when the state is not an enum.
  @usableFromInline let tag: Int?
  /// The `id` of `Identifiable` state, nil otherwise.
  @usableFromInline let id: PresentedID?

  /// What identifies values of one destination type, decided once when the reducer is built.
  @usableFromInline
  struct Kind: Sendable {
    /// Whether the type is an enum, whose case is part of the identity.
    @usableFromInline let isEnum: Bool
    /// Whether the type is `Identifiable`, whose `id` is part of the identity.
    @usableFromInline let isIdentifiable: Bool

    init<State>(of type: State.Type) {
      self.isEnum = EnumReflection.caseNames(of: State.self) != nil
      self.isIdentifiable = State.self is any Identifiable.Type
    }
  }

  /// The identity of `state`: a constant for a plain struct, so comparing two costs nothing.
  @inlinable
  init<State>(of state: State, _ kind: Kind) {
    self.tag = kind.isEnum ? EnumReflection.tag(of: state) : nil
    self.id = kind.isIdentifiable ? identifier(of: state).map(PresentedID.init) : nil
  }

  /// The one identity of every value of a type that is neither an enum nor `Identifiable`.
  @usableFromInline init() {
    self.tag = nil
    self.id = nil
  }
}

extension PresentationIdentity.Kind {
  /// Whether every value has the same identity (the type is neither an enum nor `Identifiable`).
  @inlinable var isConstant: Bool { !isEnum && !isIdentifiable }
}

/// `state.id` when `state` is `Identifiable`.
@usableFromInline
func identifier(of state: Any) -> AnyHashable? {
  func open<T: Identifiable>(_ value: T) -> AnyHashable { AnyHashable(value.id) }
  guard let identifiable = state as? any Identifiable else { return nil }
  return open(identifiable)
}
