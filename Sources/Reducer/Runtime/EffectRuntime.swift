import Dispatch
package import Dependencies
import Synchronization

/// The deterministic runtime that test and demo stores run their effects on.
///
/// It is the effects' task executor (one serial queue, jobs run in enqueue order) and keeps exact counts of
/// everything that can still change the store (see ``RuntimeState``): jobs on the queue, actions on their way to
/// the main actor, woken suspensions not yet running. "Settled" is read from those counts, never from a number of
/// yields, so a `TestStore`, a `TestClock` and the demo runner give the same verdict on a busy machine.
///
/// What the runtime sees: every job of an effect's task and of its child tasks (task groups, `async let`: they
/// inherit the executor preference), `await send(_:)`, `TestClock` sleeps and `Task.never()` made from inside an
/// effect (any `TestClock`, not only the store's). What it cannot see: `Task {}` and `Task.detached {}` started
/// inside an effect, work on other actors, and real I/O; an effect waiting on those is "outside the runtime".
package final class EffectRuntime: TaskExecutor, SuspensionObserver, Sendable {
  private let queue: DispatchQueue
  private let state = Mutex(RuntimeState())
  private let nextWaiter = Atomic<UInt64>(0)

  /// The effect (top-level id in its store's ``EffectRegistry``) the current task works for.
  @TaskLocal package static var currentEffect: Int?

  private let onWake: (@Sendable () -> Void)?

  /// A runtime whose queue is named `label`; `onWake` runs each time a parked suspension is woken (the demo
  /// runner bounds how many wake-ups one `advance` may cause with it).
  package init(label: String, onWake: (@Sendable () -> Void)? = nil) {
    self.queue = DispatchQueue(label: label)
    self.onWake = onWake
  }

  // MARK: Executor

  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    state.withLock { $0.jobEnqueued() }
    queue.async {
      job.runSynchronously(on: self.asUnownedTaskExecutor())
      let ready = self.state.withLock { $0.jobFinished() }
      Self.resume(ready)
    }
  }

  // MARK: Hops

  /// An effect is about to hop to the main actor to deliver an action.
  package func willHop() { state.withLock { $0.hopStarted() } }

  /// The effect is back on its executor after the action was reduced.
  package func didHop() {
    let ready = state.withLock { $0.hopEnded() }
    Self.resume(ready)
  }

  // MARK: SuspensionObserver

  package func willSuspend(_ reason: SuspensionReason) -> UInt64 {
    let effect = Self.currentEffect
    return state.withLock { $0.suspend(reason, effect: effect) }
  }

  package func willResume(_ token: UInt64) {
    state.withLock { $0.willResume(token) }
    onWake?()
  }

  package func didResume(_ token: UInt64) {
    let ready = state.withLock { $0.didResume(token) }
    Self.resume(ready)
  }

  /// Waits until the runtime is quiescent, however long the effects keep working (a runaway effect that never
  /// suspends is reported after a minute and given up on, so a test cannot hang).
  package func settle() async {
    let clock = ContinuousClock()
    if await quiescence(deadline: clock.now.advanced(by: .seconds(60))) { return }
    reportIssue(
      """
      Effects kept running for 60 seconds without suspending (an effect that loops without awaiting a \
      clock or a send?). Giving up waiting for them to settle.
      """)
  }

  // MARK: Waiting

  /// Whether nothing in the runtime can make progress by itself right now.
  package var isQuiescent: Bool { state.withLock { $0.isQuiescent } }

  /// The quiescence counter: bumped each time the runtime comes to rest after working.
  package var epoch: UInt64 { state.withLock { $0.epoch } }

  /// The known suspensions, by the top-level effect they belong to.
  package var parkedEffects: [Int: [SuspensionReason]] {
    state.withLock { state in
      var parked: [Int: [SuspensionReason]] = [:]
      for (_, suspension) in state.suspensions.sorted(by: { $0.key < $1.key }) {
        guard let effect = suspension.effect else { continue }
        parked[effect, default: []].append(suspension.reason)
      }
      return parked
    }
  }

  /// Waits until the runtime is quiescent — after `epoch` when given, i.e. only once some work has happened
  /// since — or until `deadline` (wall clock) passes. Returns whether it is quiescent.
  package func quiescence(
    after epoch: UInt64? = nil, deadline: ContinuousClock.Instant
  ) async -> Bool {
    let id = nextWaiter.add(1, ordering: .relaxed).newValue
    return await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      let waiting = self.state.withLock { $0.addWaiter(id, after: epoch, continuation) }
      guard waiting else {
        continuation.resume(returning: true)
        return
      }
      // The deadline bounds only how long to wait; it never decides what happened.
      let timer = Task.detached { [self] in
        try? await ContinuousClock().sleep(until: deadline)
        if Task.isCancelled { return }
        self.state.withLock { $0.removeWaiter(id) }?.resume(returning: false)
      }
      if !self.state.withLock({ $0.attachTimer(timer, to: id) }) { timer.cancel() }
    }
  }

  private static func resume(_ ready: [RuntimeState.Ready]) {
    for waiter in ready {
      waiter.timer?.cancel()
      waiter.continuation.resume(returning: true)
    }
  }
}
