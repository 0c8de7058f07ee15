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
    try Task<Never, Never>.checkCancellation()
    await suspendUntilCancelled()
    throw Swift.CancellationError()
  }
}
