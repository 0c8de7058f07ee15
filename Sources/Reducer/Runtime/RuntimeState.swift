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
  /// Tasks waiting for the runtime to be quiescent after a given epoch.
  private var waiters: [UInt64: Waiter] = [:]

  /// A task waiting for quiescence, and the timer that ends its wait at its deadline.
  struct Waiter {
    var after: UInt64?
    var continuation: CheckedContinuation<Bool, Never>
    var timer: Task<Void, Never>?
  }

  /// A waiter to resume: its continuation and the timer to cancel.
  typealias Ready = (continuation: CheckedContinuation<Bool, Never>, timer: Task<Void, Never>?)

  package init() {}

  /// Whether nothing inside the runtime can make progress by itself.
  package var isQuiescent: Bool { jobs == 0 && hops == 0 && resuming == 0 }

  /// The waiters to resume (with `true`) if the runtime just became quiescent.
  private mutating func readyIfQuiescent() -> [Ready] {
    guard isQuiescent else { return [] }
    epoch &+= 1
    guard !waiters.isEmpty else { return [] }
    var ready: [Ready] = []
    for (id, waiter) in waiters where waiter.after.map({ epoch > $0 }) ?? true {
      ready.append((waiter.continuation, waiter.timer))
      waiters.removeValue(forKey: id)
    }
    return ready
  }

  mutating func jobEnqueued() { jobs += 1 }

  mutating func jobFinished() -> [Ready] {
    jobs -= 1
    return readyIfQuiescent()
  }

  mutating func hopStarted() { hops += 1 }

  mutating func hopEnded() -> [Ready] {
    hops -= 1
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
  }

  mutating func didResume(_ token: UInt64) -> [Ready] {
    guard resumingTokens.remove(token) != nil else {
      // Never suspended after all (the deadline had passed, or the task was cancelled first).
      suspensions.removeValue(forKey: token)
      return []
    }
    resuming -= 1
    return readyIfQuiescent()
  }

  /// Registers a waiter for quiescence after `epoch` (any quiescence when nil); `false` when it is satisfied now.
  mutating func addWaiter(
    _ id: UInt64, after epoch: UInt64?, _ continuation: CheckedContinuation<Bool, Never>
  ) -> Bool {
    if isQuiescent, epoch.map({ self.epoch > $0 }) ?? true { return false }
    waiters[id] = Waiter(after: epoch, continuation: continuation, timer: nil)
    return true
  }

  /// Gives waiter `id` the timer ending its wait; `false` when it is no longer waiting (cancel the timer).
  mutating func attachTimer(_ timer: Task<Void, Never>, to id: UInt64) -> Bool {
    guard waiters[id] != nil else { return false }
    waiters[id]?.timer = timer
    return true
  }

  /// Removes waiter `id` (its deadline passed); its continuation, if it was still waiting.
  mutating func removeWaiter(_ id: UInt64) -> CheckedContinuation<Bool, Never>? {
    waiters.removeValue(forKey: id)?.continuation
  }
}
