import Synchronization

extension Task where Success == Never, Failure == Never {
  /// Suspends until the current task is cancelled, then throws `CancellationError`.
  ///
  /// For effects that must stay alive until something cancels them, such as one that only holds a subscription
  /// open, or a test double of an endpoint that never answers:
  ///
  /// ```swift
  /// return .run { _ in
  ///   try await Task.never()
  /// }
  /// .cancellable(id: CancelID.subscription)
  /// ```
  ///
  /// It never sleeps on a real clock and holds no thread. Called in a task that is already cancelled, it throws at
  /// once. An effect runtime that tracks its tasks (the `TestStore`) sees the task as parked, waiting on
  /// cancellation, rather than busy.
  ///
  /// - Throws: `CancellationError`, once the task is cancelled.
  public static func never() async throws -> Never {
    try await parkUntilCancelled()
    // `parkUntilCancelled` only returns by throwing; this line is for the type checker.
    throw Swift.CancellationError()
  }
}

/// Suspends until the current task is cancelled, reporting the suspension to the runtime's observer, if any.
private func parkUntilCancelled() async throws {
  try Task<Never, Never>.checkCancellation()
  let observer = SuspensionTracking.observer
  let token = observer?.willSuspend(.never)
  defer { if let token { observer?.didResume(token) } }
  let parking = NeverParking()
  try await withTaskCancellationHandler {
    try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<Void, any Error>) in
      if !parking.park(continuation) {
        if let token { observer?.willResume(token) }
        continuation.resume(throwing: CancellationError())
      }
    }
  } onCancel: {
    guard let continuation = parking.cancel() else { return }
    if let token { observer?.willResume(token) }
    continuation.resume(throwing: CancellationError())
  }
}

/// The continuation of one `Task.never()` call, and whether its task was cancelled before it parked.
private final class NeverParking: Sendable {
  /// Where the call stands.
  private enum State {
    /// Not parked yet, not cancelled.
    case idle
    /// Parked; cancellation resumes this continuation.
    case parked(CheckedContinuation<Void, any Error>)
    /// Cancelled (before or after parking); the continuation, if any, was handed out.
    case cancelled
  }

  private let state = Mutex(State.idle)

  /// Stores `continuation`; false when the task was cancelled first (the caller resumes it then).
  func park(_ continuation: CheckedContinuation<Void, any Error>) -> Bool {
    state.withLock { state in
      guard case .idle = state else { return false }
      state = .parked(continuation)
      return true
    }
  }

  /// Marks the call cancelled and hands out the parked continuation, if any, to be resumed outside the lock.
  func cancel() -> CheckedContinuation<Void, any Error>? {
    state.withLock { state in
      defer { state = .cancelled }
      if case let .parked(continuation) = state { return continuation }
      return nil
    }
  }
}
