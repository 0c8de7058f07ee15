/// Lets a deterministic effect runtime see what its tasks are waiting for.
///
/// The effect runtime (`Reducer`'s test and demo stores) installs an observer as a task-local for every effect it
/// runs. Suspension points the runtime can account for — a ``TestClock`` sleep, `Task.never()` — report through it,
/// so the runtime knows an effect is waiting on something that cannot move until the test acts (advances the clock,
/// cancels the effect), and that a woken sleeper still has work to do before the effects are at rest.
package protocol SuspensionObserver: AnyObject, Sendable {
  /// The current task is about to suspend on `reason`; the token names the suspension in the other calls.
  func willSuspend(_ reason: SuspensionReason) -> UInt64
  /// Suspension `token` is about to be resumed (woken by a clock, or cancelled): busy until ``didResume(_:)``.
  func willResume(_ token: UInt64)
  /// The task of suspension `token` runs again (or never suspended after all).
  func didResume(_ token: UInt64)
  /// Returns once the runtime's tasks are at rest (done, or suspended on something only the test can move).
  ///
  /// Runs on `isolation`, the caller's actor: a runtime waited on from the main actor lets its jobs run through
  /// the main queue, where the test runs, with no OS thread hop.
  func settle(isolation: isolated (any Actor)?) async
}

/// What a task inside an effect runtime is suspended on.
package enum SuspensionReason: Sendable, CustomStringConvertible {
  /// A ``TestClock`` sleep until `deadline`.
  case testClock(deadline: TestClock.Instant)
  /// `Task.never()`: only cancellation ends it.
  case never

  package var description: String {
    switch self {
    case let .testClock(deadline): "a TestClock sleep until \(deadline.offset)"
    case .never: "Task.never() (only cancellation ends it)"
    }
  }
}

/// The task-local observer of the effect runtime the current task belongs to, if any.
package enum SuspensionTracking {
  @TaskLocal package static var observer: (any SuspensionObserver)?
}
