import Dependencies
import Reducer
import ReducerRuntime

/// The tracked running effects: the action that started each, where it was created, and what it waits for.
func describeInFlight(runtime: EffectRuntime, registry: EffectRegistry) -> String {
  let parked = runtime.parkedEffects
  let quiescent = runtime.isQuiescent
  return registry.inFlightWithIDs.map { id, entry in
    let waiting: String
    if let reasons = parked[entry.root], !reasons.isEmpty {
      waiting = "suspended on " + reasons.map(\.description).joined(separator: ", ")
    } else if quiescent {
      waiting = "waiting on something outside the test store's runtime"
    } else {
      waiting = "working"
    }
    return "  • started by \(dumpValue(entry.action)), created at \(entry.fileID):\(entry.line)\n"
      + "    \(waiting)"
  }.joined(separator: "\n")
}

/// Why a wait failed, as the sentences after "Expected …, but".
func explain(_ outcome: EffectWaitOutcome, timeout: Duration, hasEffects: Bool) -> String {
  switch outcome {
  case .done:
    return ""
  case .stuck where !hasEffects:
    return "no effect is running."
  case .stuck:
    return
      "nothing can arrive: every effect still running is suspended on something only the test can move."
  case .outsideTimedOut:
    return
      "nothing arrived after \(timeout) while effects waited on work outside the test store's runtime "
      + "(real I/O, another actor, or a task started with 'Task {}')."
  case .busyTimedOut:
    return
      "effects did not come to rest: they ran \(runawayJobLimit) jobs without resting (a loop that awaits only "
      + "'Task.yield()'?), or made no progress at all for \(max(runawayLimit, timeout))."
  }
}
