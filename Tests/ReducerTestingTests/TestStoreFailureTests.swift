import Dependencies
import FeatureFixtures
import Foundation
import Reducer
import ReducerTesting
import Testing

/// Every kind of failure a `TestStore` reports, provoked on purpose, with the text it must carry.
@MainActor
@Suite struct TestStoreFailureTests {
  @Test func wrongMutationIsReportedWithMinusPlusDiff() async {
    let store = makeCounterStore()
    let log = IssueLog()
    let sendLine = #line + 2
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { $0.count = 2 }
    } matching: {
      log.match($0, "A state change does not match expectation: …", "(Expected: −, Actual: +)")
    }
    #expect(log.all.count == 1)
    #expect(log.lines == [sendLine])
    let message = log.descriptions.joined()
    #expect(diffSign(ofLineContaining: "count: 2", in: message) == "-")
    #expect(diffSign(ofLineContaining: "count: 1", in: message) == "+")
    #expect(store.state.count == 1, "the store moves on to the actual state")
  }

  @Test func missingMutationIsReportedWithDiff() async {
    let store = makeCounterStore()
    let log = IssueLog()
    await withKnownIssue {
      await store.send(.incrementButtonTapped)
    } matching: {
      log.match($0, "A state change does not match expectation: …", "(Expected: −, Actual: +)")
    }
    #expect(log.all.count == 1)
    let message = log.descriptions.joined()
    #expect(diffSign(ofLineContaining: "count: 0", in: message) == "-")
    #expect(diffSign(ofLineContaining: "count: 1", in: message) == "+")
  }

  @Test func assertionClosureWithoutChangeIsReported() async {
    let store = makeCounterStore()
    let log = IssueLog()
    await withKnownIssue {
      await store.send(.refreshButtonTapped) { $0.count = 0 }
    } matching: {
      log.match(
        $0, "Expected state to change, but no change occurred.",
        "If no change to state is expected, omit the trailing closure.")
    }
    #expect(log.all.count == 1)
  }

  @Test func throwingAssertionClosureIsReported() async {
    struct Oops: Error {}
    let store = makeCounterStore()
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { _ in throw Oops() }
    } matching: {
      $0.description.contains("Threw error: Oops()")
    }
  }

  @Test func throwingStoreAssertClosureIsReportedAtItsLine() async {
    struct Oops: Error {}
    let store = makeCounterStore()
    let log = IssueLog()
    let assertLine = #line + 2
    withKnownIssue {
      store.assert { _ in throw Oops() }
    } matching: {
      log.match($0, "Threw error: Oops()")
    }
    #expect(log.all.count == 1)
    #expect(log.lines == [assertLine])
  }

  @Test func unreceivedActionAtEndIsReportedAtTheStore() async {
    let clock = TestClock()
    let log = IssueLog()
    let storeLine = #line + 2
    await withKnownIssue {
      let store = makeCounterStore(clock: clock)
      await store.send(.factButtonTapped)
      await clock.advance(by: .seconds(1))
    } matching: {
      log.match(
        $0, "The store received 1 unexpected action: …", "Unhandled actions:",
        "factResponse", "0 is a good number.",
        "To fix, assert them with 'receive', or skip them with 'skipReceivedActions()'.")
    }
    #expect(log.all.count == 1)
    #expect(log.lines == [storeLine])
  }

  @Test func sendingWhileAnActionIsUnreceivedIsReported() async {
    let clock = TestClock()
    let store = makeCounterStore(clock: clock)
    await store.send(.factButtonTapped)
    await clock.advance(by: .seconds(1))
    let log = IssueLog()
    let sendLine = #line + 2
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { $0.count = 1 }
    } matching: {
      log.match(
        $0, "Must handle 1 received action before sending an action: …", "Unhandled actions:",
        "factResponse", "0 is a good number.")
    }
    #expect(log.all.count == 1)
    #expect(log.lines == [sendLine])
    #expect(store.state == Counter.State(count: 1, fact: "0 is a good number."))
  }

  @Test func wrongReceivedActionIsReportedWithDiff() async {
    let clock = TestClock()
    let store = makeCounterStore(clock: clock)
    await store.send(.factButtonTapped)
    await clock.advance(by: .seconds(1))
    let log = IssueLog()
    await withKnownIssue {
      await store.receive(.timerTicked)
    } matching: {
      log.match($0, "Received unexpected action: …", "(Expected: −, Received: +)")
    }
    #expect(log.all.count == 1)
    let message = log.descriptions.joined()
    #expect(diffSign(ofLineContaining: "timerTicked", in: message) == "-")
    #expect(diffSign(ofLineContaining: "factResponse", in: message) == "+")
    #expect(store.state.fact == "0 is a good number.", "the unexpected action is consumed")
  }

  @Test func wrongPayloadOfReceivedActionIsReportedWithDiff() async {
    let clock = TestClock()
    let store = makeCounterStore(clock: clock)
    await store.send(.factButtonTapped)
    await clock.advance(by: .seconds(1))
    let log = IssueLog()
    await withKnownIssue {
      await store.receive(.factResponse("42 is a good number.")) { $0.fact = "0 is a good number." }
    } matching: {
      log.match($0, "Received unexpected action: …", "(Expected: −, Received: +)")
    }
    #expect(log.all.count == 1)
    let message = log.descriptions.joined()
    #expect(diffSign(ofLineContaining: "42 is a good number.", in: message) == "-")
    #expect(diffSign(ofLineContaining: "0 is a good number.", in: message) == "+")
  }

  /// Regression: a `receive` that could never be satisfied (the only effect asleep on the store's `TestClock`)
  /// waited out its whole timeout. It fails at once now; the suite's one-minute limit proves the hour is not waited.
  @Test
  func receiveForATimerNobodyAdvancesFailsAtOnceNamingTheEffect() async {
    let store = makeCounterStore()
    await store.send(.timerStartTapped) { $0.isTimerRunning = true }
    let log = IssueLog()
    let receiveLine = #line + 2
    await withKnownIssue {
      await store.receive(.timerTicked, timeout: .seconds(3_600))
    } matching: {
      log.match(
        $0, "Expected to receive", "timerTicked", "but nothing can arrive",
        "Effects still running:", "started by", "timerStartTapped",
        "created at ReducerTestingTests/CounterFeature.swift:\(Counter.timerEffectLine)",
        "suspended on a TestClock sleep until 1.0 seconds")
    }
    #expect(log.all.count == 1)
    #expect(log.lines == [receiveLine])
    await store.send(.timerStopTapped) { $0.isTimerRunning = false }
  }

  @Test func receiveTimeoutWhileAnEffectWaitsOutsideTheRuntimeSaysSo() async {
    let gate = Gate()
    let store = TestStore(initialState: GateFeature.State()) { GateFeature(gate: gate) }
    await store.send(.askTapped)
    let log = IssueLog()
    await withKnownIssue {
      await store.receive(.answered("42"), timeout: .milliseconds(10))
    } matching: {
      log.match(
        $0, "Expected to receive", "nothing arrived after 0.01 seconds",
        "outside the test store's runtime", "started by .askTapped",
        "created at ReducerTestingTests/GateFeature.swift:\(GateFeature.effectLine)",
        "waiting on something outside the test store's runtime")
    }
    #expect(log.all.count == 1)
    gate.open()
    await store.receive(.answered("42")) { $0.answer = "42" }
  }

  @Test func receiveWithNothingRunningSaysSo() async {
    let store = makeCounterStore()
    await withKnownIssue {
      await store.receive(.timerTicked, timeout: .seconds(3_600))
    } matching: {
      $0.description.contains("Expected to receive .timerTicked, but no effect is running.")
    }
  }

  @Test func effectInFlightAtEndNamesItsActionAndWhereItWasCreated() async {
    let log = IssueLog()
    let storeLine = #line + 2
    await withKnownIssue {
      let store = makeCounterStore()
      await store.send(.timerStartTapped) { $0.isTimerRunning = true }
    } matching: {
      log.match(
        $0, "An effect returned for this action is still running.", "timerStartTapped",
        "The effect was created at ReducerTestingTests/CounterFeature.swift:\(Counter.timerEffectLine).",
        "await 'store.finish()', or call 'store.skipInFlightEffects()'.")
    }
    #expect(log.all.count == 1)
    #expect(log.lines == [storeLine])
  }

  @Test
  func finishOfATimerNobodyAdvancesFailsAtOnceListingTheEffects() async {
    let store = makeCounterStore()
    await store.send(.timerStartTapped) { $0.isTimerRunning = true }
    let log = IssueLog()
    await withKnownIssue {
      await store.finish(timeout: .seconds(3_600))
    } matching: {
      log.match(
        $0, "Expected effects to finish, but 1 still running: nothing can arrive",
        "timerStartTapped",
        "created at ReducerTestingTests/CounterFeature.swift:\(Counter.timerEffectLine)",
        "suspended on a TestClock sleep until 1.0 seconds")
    }
    #expect(log.all.count == 1)
    await store.send(.timerStopTapped) { $0.isTimerRunning = false }
  }

  @Test func unimplementedDependencyInAnEffectIsReportedByName() async {
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    let log = IssueLog()
    await withKnownIssue {
      await store.send(.queryChanged("a")) { $0.query = "a" }
    } matching: {
      log.match($0, "Unimplemented: 'SearchClient.search' was called")
    }
    #expect(log.all.count == 1)
    await store.receive(Search.Action.searchResponse)
  }

  @Test func unimplementedDependencyInAReducerIsReportedByName() async {
    let store = TestStore(initialState: Stamp.State(id: UUID(0))) {
      Stamp()
    }
    await withKnownIssue {
      await store.send(.stampTapped) { $0.stamps = [Date(timeIntervalSinceReferenceDate: 0)] }
    } matching: {
      $0.description.contains("Unimplemented: @Dependency(\\.date) was used")
    }
  }

  @Test func unimplementedClockIsReportedByName() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is a good number." }
    }
    await withKnownIssue {
      await store.send(.factButtonTapped)
    } matching: {
      $0.description.contains("Unimplemented: @Dependency(\\.continuousClock) slept")
    }
    await store.receive(.factResponse("0 is a good number.")) { $0.fact = "0 is a good number." }
  }
}
