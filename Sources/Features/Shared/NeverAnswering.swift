/// Suspends until the task is cancelled: how a mock "has not answered yet".
enum NeverAnswering {
  /// Returns only when the calling task is cancelled.
  static func wait() async {
    let stream = AsyncStream<Never> { _ in }
    for await _ in stream {}
  }
}
