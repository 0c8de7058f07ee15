import Dependencies
import Reducer
import ReducerTesting
import Testing

/// Reports reach the test that is running, including the ones a store makes as it goes away.
@MainActor
@Suite struct TestStoreAttributionTests {
  /// Leaves the timer running and drops the store when it returns.
  static let abandonedStoreLine = #line + 2
  func abandonTimer() async {
    let store = makeCounterStore()
    await store.send(.timerStartTapped) { $0.isTimerRunning = true }
  }

  @Test func failureFromTheStoresEndReachesTheRunningTest() async {
    let log = IssueLog()
    await withKnownIssue {
      await abandonTimer()
    } matching: {
      log.match($0, "An effect returned for this action is still running")
    }
    #expect(log.all.count == 1)
    #expect(log.lines == [Self.abandonedStoreLine])
    #expect(
      log.all.first?.sourceLocation?.fileID == "ReducerTestingTests/TestStoreAttributionTests.swift"
    )
  }

  @Test func failureFromAStoreDroppedInAChildTaskReachesTheRunningTest() async {
    await withKnownIssue {
      await Task { await abandonTimer() }.value
    } matching: {
      $0.description.contains("An effect returned for this action is still running")
    }
  }

  @Test func passingFlowReportsNothing() async {
    let counter = CountingIssueReporter()
    await withIssueReporters([counter]) {
      let clock = TestClock()
      let store = makeCounterStore(clock: clock)
      await store.send(.incrementButtonTapped) { $0.count = 1 }
      await store.send(.timerStartTapped) { $0.isTimerRunning = true }
      await clock.advance(by: .seconds(2))
      await store.receive(.timerTicked) { $0.count = 2 }
      await store.receive(.timerTicked) { $0.count = 3 }
      await store.send(.timerStopTapped) { $0.isTimerRunning = false }
      await store.send(.factButtonTapped)
      await clock.advance(by: .seconds(1))
      await store.receive(.factResponse("3 is a good number.")) { $0.fact = "3 is a good number." }
      await store.finish()
    }
    #expect(counter.issues.isEmpty, "\(counter.messages)")
  }

  @Test func failingFlowReportsThroughTheInstalledReporter() async {
    let counter = CountingIssueReporter()
    await withIssueReporters([counter]) {
      let store = makeCounterStore()
      await store.send(.incrementButtonTapped)
    }
    #expect(counter.messages.count == 1)
    #expect(counter.issues.first?.severity == .failure)
  }
}
