import Synchronization

/// Counts the live HTTP requests in flight, so a live session can tell when its effects settled.
final class RequestCounter: Sendable {
  private let count = Atomic<Int>(0)

  /// A request started.
  func begin() { count.add(1, ordering: .sequentiallyConsistent) }

  /// A request ended (answered, failed or cancelled).
  func end() { count.subtract(1, ordering: .sequentiallyConsistent) }

  /// Requests started but not ended.
  var inFlight: Int { count.load(ordering: .sequentiallyConsistent) }
}
