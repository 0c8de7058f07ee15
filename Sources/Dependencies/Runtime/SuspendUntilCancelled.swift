/// Suspends the current task until it is cancelled, telling the effect runtime (if any) that only cancellation
/// can end the wait — so a test store fails at once, instead of waiting out a timeout, when nothing else can move.
package func suspendUntilCancelled() async {
  let observer = SuspensionTracking.observer
  let token = observer?.willSuspend(.never)
  defer { if let token { observer?.didResume(token) } }
  let slot = Lock<Parked>(.idle)
  await withTaskCancellationHandler {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let cancelled = slot.withLock { slot -> Bool in
        if case .cancelled = slot { return true }
        slot = .waiting(continuation)
        return false
      }
      if cancelled { continuation.resume() }
    }
  } onCancel: {
    let continuation = slot.withLock { slot -> CheckedContinuation<Void, Never>? in
      defer { slot = .cancelled }
      if case let .waiting(continuation) = slot { return continuation }
      return nil
    }
    guard let continuation else { return }
    if let token { observer?.willResume(token) }
    continuation.resume()
  }
}

/// Where a task parked by ``suspendUntilCancelled()`` is.
private enum Parked {
  case idle
  case waiting(CheckedContinuation<Void, Never>)
  case cancelled
}
