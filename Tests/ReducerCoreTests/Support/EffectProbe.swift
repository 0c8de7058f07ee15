import Dependencies

/// Records what test effects did, and lets a test or an effect wait for an event without sleeping.
///
/// `hold(_:)` is a long-running effect body: it suspends until the test calls `release(_:)` or the task is
/// cancelled, recording `"<name> started"`, then `"<name> completed"` or `"<name> cancelled"`.
final class EffectProbe: Sendable {
  private struct State {
    var events: [String] = []
    var waiters: [(events: Set<String>, continuation: CheckedContinuation<String, Never>)] = []
  }
  private let state = Lock(State())

  init() {}

  /// Everything recorded so far, in order.
  var events: [String] { state.withLock { $0.events } }

  /// Records `event` and wakes whoever waits for it.
  func record(_ event: String) {
    let ready = state.withLock { state -> [CheckedContinuation<String, Never>] in
      state.events.append(event)
      var ready: [CheckedContinuation<String, Never>] = []
      state.waiters.removeAll { waiter in
        guard waiter.events.contains(event) else { return false }
        ready.append(waiter.continuation)
        return true
      }
      return ready
    }
    for continuation in ready { continuation.resume(returning: event) }
  }

  /// Returns once `event` has been recorded (at once if it already was).
  func wait(for event: String) async {
    _ = await wait(forAnyOf: [event])
  }

  /// Returns the first of `events` recorded (at once if one already was).
  func wait(forAnyOf events: Set<String>) async -> String {
    await withCheckedContinuation { continuation in
      let found = state.withLock { state -> String? in
        if let found = state.events.first(where: events.contains) { return found }
        state.waiters.append((events, continuation))
        return nil
      }
      if let found { continuation.resume(returning: found) }
    }
  }

  /// Lets `hold(name)` return.
  func release(_ name: String) {
    record("\(name) released")
  }

  /// Suspends until `release(name)` or cancellation; returns true when released and not cancelled.
  func hold(_ name: String) async -> Bool {
    record("\(name) started")
    _ = await withTaskCancellationHandler {
      await wait(forAnyOf: ["\(name) released", "\(name) cancelled"])
    } onCancel: {
      record("\(name) cancelled")
    }
    guard !Task.isCancelled else { return false }
    record("\(name) completed")
    return true
  }
}

/// Yields until `condition` holds: waits for other tasks to reach a state, without any timing.
@MainActor
func yieldUntil(_ condition: () -> Bool) async {
  while !condition() { await Task.yield() }
}
