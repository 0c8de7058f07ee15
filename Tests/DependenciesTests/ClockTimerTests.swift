import Dependencies
import Reducer
import ReducerTesting
import Testing

/// Ticks every second while started, with the clock from `@Dependency(\.continuousClock)`.
private struct Stopwatch: Reducer {
  struct State: Equatable, Sendable {
    var seconds = 0
  }
  enum Action: Equatable, Sendable {
    case startTapped
    case stopTapped
    case ticked
  }
  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startTapped:
      return .run { send in
        for await _ in clock.timer(interval: .seconds(1)) {
          await send(.ticked)
        }
      }
      .cancellable(id: CancelID.timer, cancelInFlight: true)
    case .stopTapped:
      return .cancel(id: CancelID.timer)
    case .ticked:
      state.seconds += 1
      return .none
    }
  }
}

@Suite struct ClockTimerTests {
  /// Counts the ticks of a timer on `clock` in a task of its own on `executor` (serial, so each woken tick runs
  /// before `advance` looks for the next sleeper); the task's value is the ticks seen.
  func countTicks(
    on clock: any Clock<Duration>, interval: Duration, log: Log<Duration>,
    executor: SerialTestExecutor
  ) -> Task<Int, Never> {
    Task(executorPreference: executor) {
      var count = 0
      for await tick in clock.timer(interval: interval) {
        count += 1
        log.append(tick)
      }
      return count
    }
  }

  @Test func timerOnATestClockTicksExactlyOncePerInterval() async {
    await withSerialExecutor { executor in
      let clock = TestClock()
      let log = Log<Duration>()
      // Through `any Clock<Duration>`, as `@Dependency(\.continuousClock)` gives it.
      let task = countTicks(on: clock, interval: .seconds(1), log: log, executor: executor)
      #expect(await clock.waitForSleepers(1))
      await clock.advance(by: .seconds(3_600))
      #expect(log.values.count == 3_600)
      #expect(log.values.first == .seconds(1))
      #expect(log.values.last == .seconds(3_600))
      task.cancel()
      #expect(await task.value == 3_600)
    }
  }

  @Test func timerDoesNotTickBeforeTheIntervalEnds() async {
    await withSerialExecutor { executor in
      let clock = TestClock()
      let log = Log<Duration>()
      let task = countTicks(on: clock, interval: .seconds(1), log: log, executor: executor)
      #expect(await clock.waitForSleepers(1))
      await clock.advance(by: .milliseconds(999))
      #expect(log.values.isEmpty)
      await clock.advance(by: .milliseconds(1))
      #expect(log.values == [.seconds(1)])
      task.cancel()
      _ = await task.value
    }
  }

  @Test func timerCancelledMidTickEndsWithoutAnotherTick() async {
    await withSerialExecutor { executor in
      let clock = TestClock()
      let log = Log<Duration>()
      let task = countTicks(on: clock, interval: .seconds(1), log: log, executor: executor)
      #expect(await clock.waitForSleepers(1))
      await clock.advance(by: .seconds(2))
      #expect(await clock.waitForSleepers(1))
      await clock.advance(by: .milliseconds(500))  // half-way through the third tick
      task.cancel()
      #expect(await task.value == 2)  // the loop ended: `next()` returned nil instead of throwing
      await clock.advance(by: .seconds(10))
      #expect(log.values == [.seconds(1), .seconds(2)])
    }
  }

  @MainActor @Test func timerInAStoreEffectTicksWithTheTestClockAndStopsWhenCancelled() async {
    let clock = TestClock()
    let store = TestStore(initialState: Stopwatch.State()) {
      Stopwatch()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startTapped)
    await clock.advance(by: .seconds(3))
    await store.receive(.ticked) { $0.seconds = 1 }
    await store.receive(.ticked) { $0.seconds = 2 }
    await store.receive(.ticked) { $0.seconds = 3 }
    await clock.advance(by: .milliseconds(500))
    await store.send(.stopTapped)
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func timerOnAnImmediateClockTicksWithoutWaiting() async {
    var ticks: [Duration] = []
    for await tick in ImmediateClock().timer(interval: .seconds(1)) {
      ticks.append(tick)
      if ticks.count == 3 { break }
    }
    #expect(ticks == [.seconds(1), .seconds(2), .seconds(3)])
  }

  @Test func timerWithANonPositiveIntervalIsAReportedIssueAndEndsAtOnce() async {
    var ticks = 0
    await withKnownIssue {
      for await _ in TestClock().timer(interval: .zero) { ticks += 1 }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("the interval must be positive")
    }
    #expect(ticks == 0)
  }
}
