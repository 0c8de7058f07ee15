import Synchronization

/// Bounds how many times one `advance` may wake a session's effects, so that advancing far past a
/// short repeating timer ends instead of running (nearly) forever.
///
/// The test clock calls the session's settler after every sleeper it wakes; each call spends one
/// wake-up. The count is deterministic, so a script that hits the limit hits it on every run.
final class WakeUpBudget: Sendable {
  /// The most wake-ups one `advance` may cause.
  let limit: Int
  private let spent = Atomic<Int>(0)

  /// A budget of `limit` wake-ups per `advance`.
  init(limit: Int) {
    self.limit = limit
  }

  /// Starts counting afresh (at the start of an `advance`).
  func reset() { spent.store(0, ordering: .sequentiallyConsistent) }

  /// Spends one wake-up; returns `false` once the budget is exhausted.
  func spend() -> Bool {
    spent.add(1, ordering: .sequentiallyConsistent).newValue <= limit
  }

  /// Whether the budget ran out since the last reset.
  var isExhausted: Bool { spent.load(ordering: .sequentiallyConsistent) > limit }
}
