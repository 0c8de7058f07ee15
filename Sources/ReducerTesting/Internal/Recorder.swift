import Reducer

/// Records what a TestStore's reducer did: the state after the test's own action, and every action received
/// from effects with the state after it.
///
/// With each, it also records the live values of the shared references the store tracks, taken as the reducer
/// returns (before the effects it started can run), so a shared change is checked against the step that made it
/// even when effects change shared values later. `stepShared` holds the values of the step the next state check
/// compares: the sent action's once it is reduced, a received action's once it is taken off `received`.
final class Recorder<State, Action>: @unchecked Sendable {
  // NB: touched only by the reducer wrapper, which the store runs on the main actor, and by the TestStore (main
  // actor); the nonisolated deinit of TestStore reads it once nothing else can run on it.
  var isSendingFromTest = false
  var sentState: State?
  var received = ReceivedQueue<(action: Action, state: State)>() {
    didSet {
      // Entries only leave from the front; the last one to leave is the step being asserted.
      let removed = receivedShared.count - received.count
      guard removed > 0 else { return }
      beginStep(receivedShared[removed - 1])
      receivedShared.removeFirst(removed)
    }
  }
  /// The tracker whose values each step records (set by the test store).
  var sharedTracker: SharedTracker?
  /// The shared values recorded with each entry of `received`, in the same order.
  private var receivedShared = ReceivedQueue<SharedTracker.Values>()
  /// The shared values of the step the next state check compares (nil: compare live values).
  private var stepShared: SharedTracker.Values?

  /// Records `action` and the state after it; `didLock`: its reducer called `withLock` on a shared value.
  func record(_ action: Action, _ state: State, didLock: Bool = false) {
    var shared = sharedTracker?.captureValues() ?? SharedTracker.Values()
    shared.didLock = didLock
    if isSendingFromTest && sentState == nil {
      sentState = state
      beginStep(shared)
    } else {
      receivedShared.append(shared)
      received.append((action, state))
    }
  }

  /// Makes `shared` the step the next check compares. A step no check took (its actions were skipped) is accepted
  /// first: its shared values become the asserted ones, as its state does.
  private func beginStep(_ shared: SharedTracker.Values) {
    if let skipped = stepShared { sharedTracker?.accept(skipped) }
    stepShared = shared
  }

  /// Takes the shared values the current state check compares.
  func takeStepShared() -> SharedTracker.Values? {
    defer { stepShared = nil }
    return stepShared
  }
}
