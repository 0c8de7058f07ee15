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
