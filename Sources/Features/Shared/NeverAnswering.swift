import Dependencies

/// Suspends until the task is cancelled: how a mock "has not answered yet".
enum NeverAnswering {
  /// Returns only when the calling task is cancelled. The effect runtime knows the wait can only end by
  /// cancellation, so a test waiting for an answer fails at once instead of after a timeout.
  static func wait() async {
    await suspendUntilCancelled()
  }
}
