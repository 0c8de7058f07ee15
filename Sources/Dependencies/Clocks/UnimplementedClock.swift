/// A clock that fails the running test when used: the default `continuousClock` in tests.
///
/// Sleeping reports an issue naming the dependency, then returns at once so the test does not hang.
public struct UnimplementedClock: Clock, Sendable {
  /// A point in the unimplemented clock's time.
  public typealias Instant = TestClock.Instant

  /// The dependency name used in the failure message.
  public let name: String

  /// A clock for the dependency called `name`.
  public init(name: String = "continuousClock") {
    self.name = name
  }

  /// Always the start.
  public var now: Instant { Instant() }

  /// Zero.
  public var minimumResolution: Duration { .zero }

  /// Reports that the clock is unimplemented, then returns.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    reportIssue(
      """
      Unimplemented: @Dependency(\\.\(name)) slept, but this test did not override it. Set \
      `$0.\(name) = TestClock()` (or `ImmediateClock()`) in the test's dependencies.
      """)
    try Task.checkCancellation()
  }
}
