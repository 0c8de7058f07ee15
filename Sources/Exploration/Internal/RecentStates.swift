/// The states seen most recently, at most ``capacity``, most recent first: a memo for a check whose answer
/// depends only on the state (a state that round-tripped once round-trips again), shared by the runs of one
/// exploration.
///
/// States are only `Equatable`, so it is a short list searched from the front; a hit moves to the front, so the
/// few states a run keeps coming back to are found after a comparison or two.
final class RecentStates<State: Equatable> {
  private var states: [State] = []
  /// How many states are kept.
  let capacity: Int

  init(capacity: Int = 32) {
    self.capacity = capacity
  }

  /// Whether `state` is one of the recent states (it moves to the front when it is).
  func contains(_ state: State) -> Bool {
    guard let index = states.firstIndex(of: state) else { return false }
    if index > 0 { states.insert(states.remove(at: index), at: 0) }
    return true
  }

  /// Adds `state` at the front, forgetting the oldest beyond ``capacity``.
  func insert(_ state: State) {
    states.insert(state, at: 0)
    if states.count > capacity { states.removeLast() }
  }
}
