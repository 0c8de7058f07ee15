import Dependencies
/// How waiting for a test store's effects ended.
package enum EffectWaitOutcome: Sendable {
  /// What the caller waited for happened.
  case done
  /// The runtime is at rest and nothing can change by itself: every effect still running is parked on something
  /// only the test can move (a `TestClock` sleep, `Task.never()`), or none is running.
  case stuck
  /// The wall-clock timeout passed while some effect waited on work outside the runtime.
  case outsideTimedOut
  /// The wall-clock timeout passed while effects kept working without coming to rest (a runaway loop).
  case busyTimedOut
}

/// How long effects may keep working without coming to rest before a wait gives up on them as a runaway loop.
///
/// Not a timing assumption: a runtime that is busy is making progress (its jobs may only be queued behind other
/// tests' main-actor work on a loaded machine), so waits follow it for as long as this; only an effect that
/// never suspends gets near it.
package let runawayLimit: Duration = .seconds(60)

/// Waits on a runtime until `isDone`, deciding from the runtime's exact counts — never from a
/// number of yields — whether anything can still arrive.
///
/// It never answers while the runtime is busy: work in progress is followed to its next rest (up to
/// ``runawayLimit``). The wall-clock `timeout` applies only while the runtime is at rest and some effect waits on
/// something the runtime cannot see; when the runtime is at rest and every effect is parked, the wait ends at once.
@MainActor
package func waitForEffects(
  runtime: EffectRuntime, registry: EffectRegistry, timeout: Duration,
  busyLimit: Duration = runawayLimit, until isDone: () -> Bool
) async -> EffectWaitOutcome {
  let busyBound = max(busyLimit, timeout)
  var atRest =
    runtime.isQuiescent
    ? true : await runtime.quiescence(deadline: ContinuousClock.now.advanced(by: busyBound))
  var outsideDeadline: ContinuousClock.Instant?
  while true {
    if !atRest { return .busyTimedOut }
    // Read before looking, so work that finishes while we look still wakes the wait below.
    let epoch = runtime.epoch
    if isDone() { return .done }
    if isStuck(runtime: runtime, registry: registry) { return .stuck }
    // Some effect waits on something outside the runtime: wait until work happens and settles again.
    let deadline = outsideDeadline ?? ContinuousClock.now.advanced(by: timeout)
    outsideDeadline = deadline
    if await runtime.quiescence(after: epoch, deadline: deadline) { continue }
    if runtime.isQuiescent && runtime.epoch == epoch { return .outsideTimedOut }
    // The outside work answered as time ran out: follow it to its next rest.
    atRest = await runtime.quiescence(deadline: ContinuousClock.now.advanced(by: busyBound))
    outsideDeadline = ContinuousClock.now
  }
}

/// Whether nothing can change by itself: the runtime is at rest and every running effect is parked on a known
/// suspension.
package func isStuck(runtime: EffectRuntime, registry: EffectRegistry) -> Bool {
  guard runtime.isQuiescent else { return false }
  let parked = runtime.parkedEffects
  return registry.liveRoots.allSatisfy { parked[$0] != nil }
}
