/// Records what a TestStore's reducer did: the state after the test's own action, and every action received
/// from effects with the state after it.
final class Recorder<State, Action>: @unchecked Sendable {
  // NB: touched only by the reducer wrapper, which the store runs on the main actor, and by the TestStore (main
  // actor); the nonisolated deinit of TestStore reads it once nothing else can run on it.
  var isSendingFromTest = false
  var sentState: State?
  var received: [(action: Action, state: State)] = []

  func record(_ action: Action, _ state: State) {
    if isSendingFromTest && sentState == nil {
      sentState = state
    } else {
      received.append((action, state))
    }
  }
}
