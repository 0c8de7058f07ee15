import Dependencies
import Reducer
import ReducerTesting
import Testing

/// `TestClock.run(timeout:)`: runs every sleeper due within the timeout of clock time, and reports the rest.
@MainActor
@Suite struct TestClockRunTimeoutTests {
  /// Counts down from `start`, one tick a second, then stops by itself; `.timerStarted` ticks until cancelled.
  struct Countdown: Reducer {
    struct State: Equatable, Sendable {
      var remaining = 0
      var timerTicks = 0
    }
    enum Action: Equatable, Sendable {
      case startTapped(Int)
      case ticked
      case timerStarted
      case timerTicked
      case timerStopped
    }
    enum CancelID { case timer }

    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .startTapped(seconds):
        state.remaining = seconds
        return .run { send in
          for _ in 0..<seconds {
            try await clock.sleep(for: .seconds(1))
            await send(.ticked)
          }
        }
      case .ticked:
        state.remaining -= 1
        return .none
      case .timerStarted:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.timerTicked) }
        }
        .cancellable(id: CancelID.timer)
      case .timerTicked:
        state.timerTicks += 1
        return .none
      case .timerStopped:
        return .cancel(id: CancelID.timer)
      }
    }
  }

  func makeStore(_ clock: TestClock) -> TestStore<Countdown.State, Countdown.Action> {
    TestStore(initialState: Countdown.State()) {
      Countdown()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func runWithTimeoutRunsEffectsThatEndWithinItToTheEnd() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.startTapped(3)) { $0.remaining = 3 }
    await clock.run(timeout: .seconds(10))
    #expect(clock.now.offset == .seconds(3))
    #expect(clock.sleeperCount == 0)
    await store.receive(.ticked) { $0.remaining = 2 }
    await store.receive(.ticked) { $0.remaining = 1 }
    await store.receive(.ticked) { $0.remaining = 0 }
  }

  @Test func runWithTimeoutEqualToTheLastDeadlineIsEnough() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.startTapped(2)) { $0.remaining = 2 }
    await clock.run(timeout: .seconds(2))
    #expect(clock.now.offset == .seconds(2))
    await store.receive(.ticked) { $0.remaining = 1 }
    await store.receive(.ticked) { $0.remaining = 0 }
  }

  @Test func runWithTimeoutReportsATimerThatNeverEndsAndStopsAtTheTimeout() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.timerStarted)
    await withKnownIssue {
      await clock.run(timeout: .seconds(5))
    } matching: { issue in
      issue.description.contains(
        "TestClock.run(timeout: 5.0 seconds) moved the clock 5.0 seconds and 1 sleeper is still waiting, "
          + "the next until 6.0 seconds")
        && issue.description.contains("cancel it in the test, or give the run a longer timeout")
    }
    #expect(clock.now.offset == .seconds(5))
    for tick in 1...5 {
      await store.receive(.timerTicked) { $0.timerTicks = tick }
    }
    await store.send(.timerStopped)
  }

  @Test func runWithTimeoutStartsCountingFromNow() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await clock.advance(by: .seconds(100))
    await store.send(.startTapped(1)) { $0.remaining = 1 }
    await clock.run(timeout: .seconds(1))
    #expect(clock.now.offset == .seconds(101))
    await store.receive(.ticked) { $0.remaining = 0 }
  }

  @Test func runWithTimeoutWithoutSleepersReturnsAtOnceWithoutMovingTheClock() async {
    let clock = TestClock()
    await clock.run(timeout: .seconds(5))
    #expect(clock.now.offset == .zero)
  }
}
