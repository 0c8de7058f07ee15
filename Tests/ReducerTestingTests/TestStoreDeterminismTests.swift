import Dependencies
import Reducer
import ReducerTesting
import Testing

/// The same clock-driven flow gives the same result every time.
@MainActor
@Suite struct TestStoreDeterminismTests {
  @Test func testClockFlowPassesTwoHundredTimesInARow() async {
    let counter = CountingIssueReporter()
    await withIssueReporters([counter]) {
      for _ in 0..<200 {
        let clock = TestClock()
        let store = TestStore(initialState: Search.State()) {
          Search()
        } withDependencies: {
          $0.continuousClock = clock
          $0.searchClient.search = { query in [query.uppercased()] }
        }
        await store.send(.queryChanged("s")) { $0.query = "s" }
        await clock.advance(by: .milliseconds(200))
        await store.send(.queryChanged("sw")) { $0.query = "sw" }
        await clock.advance(by: .milliseconds(300))
        await store.receive(.searchResponse(.success(["SW"]))) { $0.results = ["SW"] }
      }
    }
    #expect(counter.issues.isEmpty, "\(counter.messages.first ?? "")")
  }

  /// Regression: `TestClock.advance` looked for the next sleeper while the main actor was still reducing the
  /// previous tick, so the timer had not slept again yet and ticks went missing.
  @Test func timerTicksOncePerSecondEvenWhileTheLastTickIsBeingReduced() async {
    let counter = CountingIssueReporter()
    await withIssueReporters([counter]) {
      for _ in 0..<200 {
        let clock = TestClock()
        let store = makeCounterStore(clock: clock)
        await store.send(.timerStartTapped) { $0.isTimerRunning = true }
        await clock.advance(by: .seconds(3))
        await store.receive(.timerTicked) { $0.count = 1 }
        await store.receive(.timerTicked) { $0.count = 2 }
        await store.receive(.timerTicked) { $0.count = 3 }
        await store.send(.timerStopTapped) { $0.isTimerRunning = false }
      }
    }
    #expect(counter.issues.isEmpty, "\(counter.messages.first ?? "")")
  }

  @Test func immediateClockFlowPassesTwoHundredTimesInARow() async {
    let counter = CountingIssueReporter()
    await withIssueReporters([counter]) {
      for index in 0..<200 {
        let store = TestStore(initialState: Search.State()) {
          Search()
        } withDependencies: {
          $0.continuousClock = ImmediateClock()
          $0.searchClient.search = { query in [query.uppercased()] }
        }
        let query = "q\(index)"
        await store.send(.queryChanged(query)) { $0.query = query }
        await store.receive(.searchResponse(.success([query.uppercased()]))) {
          $0.results = [query.uppercased()]
        }
      }
    }
    #expect(counter.issues.isEmpty, "\(counter.messages.first ?? "")")
  }
}

/// Effects that sleep on a `TestClock` other than the store's `continuousClock` are part of the runtime too.
@MainActor
@Suite
struct OtherClockDeterminismTests {
  struct Napper: Reducer {
    struct State: Equatable, Sendable { var woke = 0 }
    enum Action: Equatable, Sendable {
      case napTapped
      case woke
    }
    let other: TestClock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .napTapped:
        let other = self.other
        return .run { send in
          try await other.sleep(for: .seconds(1))
          await send(.woke)
          // Work after the last send: the effect must have finished by the time `receive` returns.
          for _ in 0..<100 { await Task.yield() }
        }
      case .woke:
        state.woke += 1
        return .none
      }
    }
  }

  /// Regression: an effect woken by a `TestClock` that was not the store's `continuousClock` could still be
  /// running when `receive` returned (the end-of-test check then reported it in 18 of 100 runs).
  @Test func anEffectWokenByAnotherTestClockHasSettledWhenItsActionIsReceived() async {
    for _ in 0..<100 {
      let other = TestClock()
      let store = TestStore(initialState: Napper.State()) {
        Napper(other: other)
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      await store.send(.napTapped)
      await other.advance(by: .seconds(1))
      await store.receive(.woke) { $0.woke = 1 }
    }
  }

  struct Ticker: Reducer {
    struct State: Equatable, Sendable { var ticks = 0 }
    enum Action: Equatable, Sendable {
      case start
      case tick
    }
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }

  @Test func aOneHourAdvanceOverAOneSecondTimerDeliversExactly3600Ticks() async {
    let clock = TestClock()
    let store = TestStore(initialState: Ticker.State()) {
      Ticker()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.exhaustivity = .off
    let task = await store.send(.start)
    await clock.advance(by: .seconds(3_600))
    await store.skipReceivedActions(strict: true)
    #expect(store.state.ticks == 3_600)
    await task.cancel()
  }
}
