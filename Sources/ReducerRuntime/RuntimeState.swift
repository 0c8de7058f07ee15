import Dependencies

/// What a deterministic effect runtime knows, as a pure value: exact counts of the work that can still change
/// the store, and what each parked effect waits for. ``EffectRuntime`` holds it under a lock and performs what
/// its methods return (resume waiters) after the lock is released.
///
/// The runtime is **quiescent** when no job is queued or running on its executor, no action is on its way from
/// an effect to the main actor, and no suspension the runtime was told about has been woken without running
/// again. Nothing inside the runtime can then make progress by itself: every effect is finished, parked on
/// something the runtime knows (a `TestClock` sleep, `Task.never()`), or waiting on something outside it.
package struct RuntimeState {
  /// Jobs queued on, or running on, the runtime's executor.
  private(set) var jobs = 0
  /// How the runtime's waits waited.
  private(set) var statistics = RuntimeStatistics()
  /// Actions sent by effects and not yet back on the executor after being reduced.
  private(set) var hops = 0
  /// Suspensions woken (clock advanced, task cancelled) whose task has not run again yet.
  private(set) var resuming = 0
  /// Known suspensions, by token: the top-level effect they belong to and what they wait for.
  private(set) var suspensions: [UInt64: (effect: Int?, reason: SuspensionReason)] = [:]
  private var resumingTokens: Set<UInt64> = []
  private var nextToken: UInt64 = 0
  /// Bumped each time the runtime becomes quiescent after being busy.
  private(set) var epoch: UInt64 = 0
  /// Bumped on every change of the counts above: a waiter that let queued work run can tell whether any did.
  private(set) var changes: UInt64 = 0
  /// Tasks waiting for the runtime to be quiescent after a given epoch.
  private var waiters: [UInt64: Waiter] = [:]

  /// A task waiting for quiescence (after an epoch, or any), until a wall-clock deadline.
  struct Waiter {
    var after: UInt64?
    var deadline: ContinuousClock.Instant
    var continuation: CheckedContinuation<Bool, Never>
  }
  /// When the one timer that expires waiters fires, if it is armed.
  private var timerDeadline: ContinuousClock.Instant?

  /// The waiters to resume.
  typealias Ready = [CheckedContinuation<Bool, Never>]

  package init() {}

  /// Whether nothing inside the runtime can make progress by itself.
  package var isQuiescent: Bool { jobs == 0 && hops == 0 && resuming == 0 }

  /// Whether the runtime is quiescent after `epoch` (at all when nil).
  func isQuiescent(after epoch: UInt64?) -> Bool {
    isQuiescent && (epoch.map { self.epoch > $0 } ?? true)
  }

  /// Whether work of the runtime is queued on its executor or on the main actor: a job, or an action on its way.
  var hasQueuedWork: Bool { jobs > 0 || hops > 0 }

  /// The waiters to resume (with `true`) if the runtime just became quiescent.
  private mutating func readyIfQuiescent() -> Ready {
    guard isQuiescent else { return [] }
    epoch &+= 1
    guard !waiters.isEmpty else { return [] }
    var ready: Ready = []
    for (id, waiter) in waiters where waiter.after.map({ epoch > $0 }) ?? true {
      ready.append(waiter.continuation)
      waiters.removeValue(forKey: id)
    }
    return ready
  }

  mutating func jobEnqueued() {
    jobs += 1
    statistics.jobs += 1
    changes &+= 1
  }

  mutating func jobFinished() -> Ready {
    jobs -= 1
    changes &+= 1
    return readyIfQuiescent()
  }

  /// A waiter passed through the main queue once.
  mutating func passed() { statistics.passes += 1 }

  mutating func hopStarted() {
    hops += 1
    changes &+= 1
  }

  mutating func hopEnded() -> Ready {
    hops -= 1
    changes &+= 1
    return readyIfQuiescent()
  }

  mutating func suspend(_ reason: SuspensionReason, effect: Int?) -> UInt64 {
    defer { nextToken &+= 1 }
    suspensions[nextToken] = (effect, reason)
    return nextToken
  }

  mutating func willResume(_ token: UInt64) {
    guard suspensions.removeValue(forKey: token) != nil else { return }
    resumingTokens.insert(token)
    resuming += 1
    changes &+= 1
  }

  mutating func didResume(_ token: UInt64) -> Ready {
    guard resumingTokens.remove(token) != nil else {
      // Never suspended after all (the deadline had passed, or the task was cancelled first).
      suspensions.removeValue(forKey: token)
      return []
    }
    resuming -= 1
    changes &+= 1
    return readyIfQuiescent()
  }

  /// Registers a waiter for quiescence after `epoch` (any quiescence when nil), until `deadline`.
  ///
  /// - Returns: `nil` when it is satisfied now (resume it at once); otherwise the instant the expiry timer must
  ///   be armed for, or `.some(nil)` when the armed timer already fires early enough.
  mutating func addWaiter(
    _ id: UInt64, after epoch: UInt64?, deadline: ContinuousClock.Instant,
    _ continuation: CheckedContinuation<Bool, Never>
  ) -> ContinuousClock.Instant?? {
    if isQuiescent(after: epoch) { return nil }
    statistics.parkedWaits += 1
    waiters[id] = Waiter(after: epoch, deadline: deadline, continuation: continuation)
    if let armed = timerDeadline, armed <= deadline { return .some(nil) }
    timerDeadline = deadline
    return .some(deadline)
  }

  /// The timer fired at `now`: the waiters whose deadline passed (resume them with `false`), and the instant to
  /// arm the timer for next, if any waiter is left.
  mutating func expire(now: ContinuousClock.Instant) -> (
    expired: Ready, next: ContinuousClock.Instant?
  ) {
    var expired: Ready = []
    for (id, waiter) in waiters where waiter.deadline <= now {
      expired.append(waiter.continuation)
      waiters.removeValue(forKey: id)
    }
    timerDeadline = waiters.values.map(\.deadline).min()
    return (expired, timerDeadline)
  }
}
