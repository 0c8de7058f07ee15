/// Which child is presented: the case of a destination enum and the `id` of `Identifiable` state.
///
/// Presenting a value with another identity dismisses the previous child (its effects are cancelled), as setting
/// the state to nil does.
struct PresentationIdentity: Hashable, Sendable {
  /// The enum case's tag, nil when the state is not an enum.
  let tag: Int?
  // NB: built only from an `Identifiable.ID`, which is Hashable; only compared and hashed.
  nonisolated(unsafe) let id: AnyHashable?

  /// The identity of `state`; `identifiable` says (once per reducer) whether `State` is `Identifiable`.
  init<State>(of state: State, identifiable: Bool) {
    self.tag = EnumReflection.tag(of: state)
    self.id = identifiable ? identifier(of: state) : nil
  }
}

/// `state.id` when `state` is `Identifiable`.
private func identifier(of state: Any) -> AnyHashable? {
  func open<T: Identifiable>(_ value: T) -> AnyHashable { AnyHashable(value.id) }
  guard let identifiable = state as? any Identifiable else { return nil }
  return open(identifiable)
}

/// The cancellation namespace (and dismissal token) of one presented child.
struct PresentationNamespace: Hashable, Sendable {
  // NB: key paths are immutable; `AnyKeyPath` is only compared and hashed here.
  nonisolated(unsafe) let keyPath: AnyKeyPath
  let identity: PresentationIdentity
}
