import Reducer
import Synchronization

/// Waits for a demo session's effects to come to rest.
///
/// Effects have settled when no effect job is queued or running on the ``SerialEffectExecutor``,
/// no action is on its way to the main actor (``HopTracker``) and, for live sessions, no HTTP
/// request is in flight (``RequestCounter``), seen several times in a row so that work hopping
/// between the two is noticed. A session whose effects never settle (an effect that spins
/// forever) is given up on after `timeout`, so the runner cannot hang.
final class DemoEffectSettler: Sendable {
  let executor: SerialEffectExecutor
  let tracker: HopTracker
  let requests: RequestCounter?
  let timeout: Duration

  init(
    executor: SerialEffectExecutor, tracker: HopTracker, requests: RequestCounter? = nil,
    timeout: Duration
  ) {
    self.executor = executor
    self.tracker = tracker
    self.requests = requests
    self.timeout = timeout
  }

  private var isQuiet: Bool {
    executor.isIdle && tracker.inFlight == 0 && (requests?.inFlight ?? 0) == 0
  }

  /// Returns once the effects are at rest, or once `timeout` has passed without them resting.
  ///
  /// - Parameter registry: when given and empty (and everything is quiet), returns at once.
  func settle(registry: EffectRegistry? = nil) async {
    if let registry, registry.isEmpty, isQuiet { return }
    // The wall clock only bounds how long to wait; it never shows in the output.
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var quiet = 0
    while quiet < 3 {
      if isQuiet {
        quiet += 1
        await Task.yield()
      } else {
        quiet = 0
        if clock.now > deadline { return }
        if (requests?.inFlight ?? 0) > 0 {
          // A live request is waiting on the network: poll gently instead of spinning.
          try? await Task.sleep(for: .milliseconds(2))
        } else {
          await Task.yield()
        }
      }
    }
  }
}
