package import Dependencies
import Dispatch
import Synchronization

/// The deterministic runtime that test and demo stores run their effects on.
///
/// It is the effects' task executor and keeps exact counts of everything that can still change the store (see
/// ``RuntimeState``): jobs on the queue, actions on their way to the main actor, woken suspensions not yet
/// running.
///
/// The executor is the main queue, so an effect's nonisolated work runs on the thread of the store and of the
/// test, one job at a time, in enqueue order, between the test's awaits: a `send` from an effect reaches the main
/// actor without waking another thread (a TestStore round trip costs one fifth of a thread-hopping one, see
/// Docs/Performance.md). The trade: an effect that blocks its thread (a synchronous wait, heavy computation) blocks
/// the test with it. "Settled" is read from those counts, never from a number of
/// yields, so a `TestStore`, a `TestClock` and the demo runner give the same verdict on a busy machine.
///
/// What the runtime sees: every job of an effect's task and of its child tasks (task groups, `async let`: they
/// inherit the executor preference), `await send(_:)`, `TestClock` sleeps and `Task.never()` made from inside an
/// effect (any `TestClock`, not only the store's). What it cannot see: `Task {}` and `Task.detached {}` started
/// inside an effect, work on other actors, and real I/O; an effect waiting on those is "outside the runtime".
package final class EffectRuntime: TaskExecutor, SuspensionObserver, Sendable {
  private let queue: DispatchQueue
  private let state = Lock(RuntimeState())
  private let nextWaiter = Atomic<UInt64>(0)

  /// The effect (top-level id in its store's ``EffectRegistry``) the current task works for (see
  /// ``EffectContext``).
  package static var currentEffect: Int? { EffectContext.current?.effect }

  private let onWake: (@Sendable () -> Void)?

  /// When a wait on this runtime gives up on effects that never come to rest.
  package let limits: RuntimeLimits

  /// A runtime; `onWake` runs each time a parked suspension is woken (the demo runner bounds how many wake-ups
  /// one `advance` may cause with it); `limits` are its give-up bounds (tests of them pass small ones).
  package init(limits: RuntimeLimits = .standard, onWake: (@Sendable () -> Void)? = nil) {
    self.queue = DispatchQueue.main
    self.onWake = onWake
    self.limits = limits
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

  /// Waits until the runtime is quiescent, however long the effects keep working and however slowly their jobs
  /// are run (see ``rest(after:stallLimit:jobLimit:)``: only a runaway loop or a runtime that stops making progress ends
  /// the wait early, as a reported issue, so a test cannot hang).
  package func settle(isolation: isolated (any Actor)?) async {
    if await rest(stallLimit: limits.stall) { return }
    reportIssue(
      """
      Effects did not come to rest: they ran \(limits.jobs) jobs without resting (an effect that loops \
      awaiting only 'Task.yield()'?), or made no progress at all for \(limits.stall). Giving up waiting for \
      them to settle.
      """)
  }

  // MARK: Waiting

  /// Whether nothing in the runtime can make progress by itself right now.
  package var isQuiescent: Bool { state.withLock { $0.isQuiescent } }

  /// The quiescence counter: bumped each time the runtime comes to rest after working.
  package var epoch: UInt64 { state.withLock { $0.epoch } }

  /// How the runtime's waits waited (for tests of the runtime itself).
  package var statistics: RuntimeStatistics { state.withLock { $0.statistics } }

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
  ///
  /// For waits on work outside the runtime, which only the wall clock can bound. A wait on the runtime's own work
  /// uses ``rest(after:stallLimit:jobLimit:)``, which no amount of load can end early.
  nonisolated(nonsending) package func quiescence(
    after epoch: UInt64? = nil, deadline: ContinuousClock.Instant
  ) async -> Bool {
    let isolation: (any Actor)? = #isolation
    if isolation === MainActor.shared,
      await passWhileWorkIsQueued(after: epoch, deadline: deadline, jobLimit: nil)
    {
      return true
    }
    return await park(after: epoch, deadline: deadline)
  }

  /// Waits until the runtime is quiescent (after `epoch` when given) for as long as it keeps making progress,
  /// however slowly: jobs queued behind other tests' work on a loaded machine are progress still to come, not a
  /// reason to give up. Returns whether it is quiescent; `false` only for a runtime that stalls — busy, with not
  /// one change in its counts for a whole `stallLimit` — or runs away: `jobLimit` jobs (the runtime's
  /// ``limits`` by default) ran since the wait began without it coming to rest. Both are decided by what the
  /// runtime did, never by elapsed time alone.
  nonisolated(nonsending) package func rest(
    after epoch: UInt64? = nil, stallLimit: Duration, jobLimit: Int? = nil
  ) async -> Bool {
    let isolation: (any Actor)? = #isolation
    let jobLimit = state.withLock { $0.statistics.jobs } + (jobLimit ?? limits.jobs)
    var seen: UInt64?
    while true {
      if isolation === MainActor.shared,
        await passWhileWorkIsQueued(after: epoch, deadline: nil, jobLimit: jobLimit)
      {
        return true
      }
      let (done, changes, jobs) = state.withLock {
        ($0.isQuiescent(after: epoch), $0.changes, $0.statistics.jobs)
      }
      if done { return true }
      if changes == seen || jobs >= jobLimit { return false }
      seen = changes
      if await park(after: epoch, deadline: ContinuousClock.now.advanced(by: stallLimit)) {
        return true
      }
    }
  }

  /// Suspends until the runtime is quiescent (after `epoch` when given) or `deadline` passes; returns which.
  nonisolated(nonsending) private func park(
    after epoch: UInt64?, deadline: ContinuousClock.Instant
  ) async -> Bool {
    let id = nextWaiter.add(1, ordering: .relaxed).newValue
    return await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      let arm = self.state.withLock {
        $0.addWaiter(id, after: epoch, deadline: deadline, continuation)
      }
      switch arm {
      case .none: continuation.resume(returning: true)
      case .some(.none): break
      case let .some(.some(instant)): armTimer(for: instant)
      }
    }
  }

  /// While the runtime's remaining work is queued on the main queue (a job, or an action on its way to the main
  /// actor), lets it run by passing the main actor to the queue (``MainQueuePass``), and returns `true` once the
  /// runtime is quiescent (after `epoch` when given). Returns `false` once `deadline` passed (when given) or the
  /// runtime's job count reached `jobLimit` (when given), or as soon as the work left is not queued there (a
  /// woken sleeper not enqueued yet, work outside the runtime) or a pass let nothing happen: the caller then
  /// waits on a continuation, resumed when the counts say so.
  ///
  /// Only a caller on the main actor passes here. The main queue runs its blocks in order, so each pass lets
  /// every job queued before it run: the answer is still read from the exact counts, never from how many passes
  /// happened. The point is the cost: a continuation resumed from the main queue comes back through the global
  /// executor and hops to the main actor again — two thread wake-ups per wait (`perf`: 2.2 context switches per
  /// TestStore round trip) — while a pass stays on the main queue's drainer (`Task.yield()` does not: it goes
  /// through the global executor too).
  nonisolated(nonsending) private func passWhileWorkIsQueued(
    after epoch: UInt64?, deadline: ContinuousClock.Instant?, jobLimit: Int?
  ) async -> Bool {
    var lastChange: UInt64?
    while deadline.map({ ContinuousClock.now < $0 }) ?? true {
      let (done, queued, change, jobs) = state.withLock {
        ($0.isQuiescent(after: epoch), $0.hasQueuedWork, $0.changes, $0.statistics.jobs)
      }
      if done { return true }
      guard queued, change != lastChange, jobs < jobLimit ?? .max else { return false }
      lastChange = change
      state.withLock { $0.passed() }
      await MainQueuePass.shared.pass()
    }
    return false
  }

  /// Arms the one timer that ends waits at their deadline. The deadline bounds only how long to wait; it never
  /// decides what happened. A dispatch timer costs no thread until it fires.
  private func armTimer(for instant: ContinuousClock.Instant) {
    let (seconds, attoseconds) = max(ContinuousClock.now.duration(to: instant), .zero).components
    let nanoseconds = min(seconds, 1_000_000) * 1_000_000_000 + attoseconds / 1_000_000_000
    DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(Int(nanoseconds))) {
      let (expired, next) = self.state.withLock { $0.expire(now: ContinuousClock.now) }
      for waiter in expired { waiter.resume(returning: false) }
      if let next { self.armTimer(for: next) }
    }
  }

  private static func resume(_ ready: [CheckedContinuation<Bool, Never>]) {
    for waiter in ready { waiter.resume(returning: true) }
  }
}
