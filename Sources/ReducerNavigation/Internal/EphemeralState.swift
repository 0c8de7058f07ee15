import CaseReflection
/// Destination state that goes away by itself after any of its actions: alerts and confirmation dialogs.
///
/// The presentation `ifLet` checks for it (directly, or as the payload of an enum destination's current case) after
/// a `.presented` action, and clears the destination when it finds it.
@usableFromInline
protocol EphemeralState {}

/// Whether `state` is an alert or a dialog, or an enum (such as a `Destination.State`) currently holding one.
@usableFromInline
func isEphemeral<State>(_ state: State) -> Bool {
  if State.self is any EphemeralState.Type { return true }
  let mirror = Mirror(reflecting: state)
  guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else {
    return false
  }
  return payload is any EphemeralState
}

/// Whether values of `State` can ever be ephemeral, decided once when a reducer is built: the type itself is an
/// alert or a dialog, or it is an enum (whose cases may hold one).
func canBeEphemeral<State>(_ type: State.Type) -> Bool {
  if State.self is any EphemeralState.Type { return true }
  return EnumReflection.caseNames(of: State.self) != nil
}
