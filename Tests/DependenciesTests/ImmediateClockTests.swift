import Dependencies
import Testing

@Suite struct ImmediateClockTests {
  @Test
  func sleepReturnsAtOnceAndMovesNow() async throws {
    let clock = ImmediateClock()
    #expect(clock.now == ImmediateClock.Instant())
    try await clock.sleep(for: .seconds(60))
    #expect(clock.now.offset == .seconds(60))
    try await clock.sleep(for: .milliseconds(500))
    #expect(clock.now.offset == .milliseconds(60_500))
    #expect(clock.minimumResolution == .zero)
  }

  @Test func sleepingUntilThePastLeavesNowAlone() async throws {
    let clock = ImmediateClock(now: ImmediateClock.Instant(offset: .seconds(10)))
    try await clock.sleep(until: ImmediateClock.Instant(offset: .seconds(3)))
    #expect(clock.now.offset == .seconds(10))
  }

  @Test func sleepInACancelledTaskThrows() async {
    let clock = ImmediateClock()
    let task = Task { () -> Bool in
      withUnsafeCurrentTask { $0?.cancel() }
      do {
        try await clock.sleep(for: .seconds(1))
        return false
      } catch {
        return error is CancellationError
      }
    }
    #expect(await task.value)
    #expect(clock.now == ImmediateClock.Instant())
  }

  @Test func worksAsTheContinuousClockDependency() async throws {
    let clock = ImmediateClock()
    try await withDependencies {
      $0.continuousClock = clock
    } operation: {
      @Dependency(\.continuousClock) var continuousClock
      for _ in 0..<3 { try await continuousClock.sleep(for: .seconds(1)) }
    }
    #expect(clock.now.offset == .seconds(3))
  }
}
