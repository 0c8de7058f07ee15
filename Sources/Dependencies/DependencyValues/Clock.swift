extension DependencyValues {
  /// The clock effects sleep on: `ContinuousClock` live, an ``UnimplementedClock`` in tests.
  ///
  /// Drive time in tests with a ``TestClock`` or skip it with an ``ImmediateClock``:
  ///
  /// ```swift
  /// let clock = TestClock()
  /// let store = TestStore(initialState: Search.State()) { Search() } withDependencies: {
  ///   $0.continuousClock = clock
  /// }
  /// ```
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }
}

private enum ContinuousClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = ContinuousClock()
  static var testValue: any Clock<Duration> { UnimplementedClock(name: "continuousClock") }
}
