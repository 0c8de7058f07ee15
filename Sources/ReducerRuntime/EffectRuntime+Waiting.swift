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
  /// Effects kept working without coming to rest (a runaway loop), or the busy runtime made no progress at all
  /// for the wait's busy limit.
  case busyTimedOut
}

/// The default of ``RuntimeLimits/stall``: how long a busy runtime may make no progress at all (not one job run, action delivered or sleeper woken)
/// before a wait on it gives up.
///
/// Not a bound on how long effects may work: a runtime that is busy and changing is followed for as long as it
/// takes (its jobs may only be queued behind other tests' main-actor work on a loaded machine). Only a runtime
/// that is stuck while busy gets near it.
package let runawayLimit: Duration = .seconds(60)

/// The default of ``RuntimeLimits/jobs``: how many jobs effects may run without the runtime coming to rest before a wait gives up on them as a runaway
/// loop (an effect that loops awaiting only `Task.yield()`). A count, not a duration, so how busy the machine is
/// never decides it.
package let runawayJobLimit = 1_000_000

/// Waits on a runtime until `isDone`, deciding from the runtime's exact counts — never from a
/// number of yields — whether anything can still arrive.
///
/// It never answers while the runtime is busy: work in progress is followed to its next rest, however slowly it
/// runs (``EffectRuntime/rest(after:stallLimit:jobLimit:)``: only a runaway loop or a runtime stalled for `busyLimit` ends
/// it). The wall-clock `timeout` applies only while the runtime is at rest and some effect waits on
/// something the runtime cannot see; when the runtime is at rest and every effect is parked, the wait ends at once.
@MainActor
package func waitForEffects(
  runtime: EffectRuntime, registry: EffectRegistry, timeout: Duration,
  busyLimit: Duration? = nil, until isDone: () -> Bool
) async -> EffectWaitOutcome {
  let busyBound = max(busyLimit ?? runtime.limits.stall, timeout)
  var atRest =
    runtime.isQuiescent
    ? true : await runtime.rest(stallLimit: busyBound)
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
    atRest = await runtime.rest(stallLimit: busyBound)
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
