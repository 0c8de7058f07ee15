/// A clock whose sleeps return at once, moving its `now` to the deadline.
///
/// Use it where time must pass but a test or preview should not wait: `$0.continuousClock = ImmediateClock()`.
public final class ImmediateClock: Clock, Sendable {
  /// A point in the immediate clock's time.
  public typealias Instant = TestClock.Instant

  private let current: Lock<Instant>

  /// A clock starting at `now`.
  public init(now: Instant = Instant()) {
    self.current = Lock(now)
  }

  /// The current instant: the latest deadline anyone slept until.
  public var now: Instant { current.withLock { $0 } }

  /// Zero.
  public var minimumResolution: Duration { .zero }

  /// Returns at once (after checking cancellation), moving `now` to `deadline`.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    current.withLock { now in
      if deadline > now { now = deadline }
    }
    await Task.yield()
    try Task.checkCancellation()
  }
}
