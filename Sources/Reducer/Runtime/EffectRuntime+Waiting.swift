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

/// Waits on a runtime until `isDone`, deciding from the runtime's exact counts — never from a
/// number of yields — whether anything can still arrive.
///
/// The wall-clock `timeout` applies only while an effect waits on something the runtime cannot see (or never
/// stops working); when the runtime is at rest and every effect is parked, the wait ends at once.
@MainActor
package func waitForEffects(
  runtime: EffectRuntime, registry: EffectRegistry, timeout: Duration, until isDone: () -> Bool
) async -> EffectWaitOutcome {
  let deadline = ContinuousClock.now.advanced(by: timeout)
  var atRest = runtime.isQuiescent ? true : await runtime.quiescence(deadline: deadline)
  var waitedOutside = false
  while true {
    // Read before looking, so work that finishes while we look still wakes the wait below.
    let epoch = runtime.epoch
    if isDone() { return .done }
    if !atRest { return waitedOutside ? .outsideTimedOut : .busyTimedOut }
    if isStuck(runtime: runtime, registry: registry) { return .stuck }
    // Some effect waits on something outside the runtime: wait until work happens and settles again.
    waitedOutside = true
    atRest = await runtime.quiescence(after: epoch, deadline: deadline)
  }
}

/// Whether nothing can change by itself: the runtime is at rest and every running effect is parked on a known
/// suspension.
package func isStuck(runtime: EffectRuntime, registry: EffectRegistry) -> Bool {
  guard runtime.isQuiescent else { return false }
  let parked = runtime.parkedEffects
  return registry.liveRoots.allSatisfy { parked[$0] != nil }
}
