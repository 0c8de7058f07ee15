import Dependencies
import Reducer
import ReducerTesting
import Testing

/// Non-exhaustive testing, and skipping received actions and running effects.
@MainActor
@Suite struct TestStoreExhaustivityTests {
  /// A flow that asserts only the fields it cares about and leaves a timer running.
  func partialFlow(_ store: TestStore<Counter.State, Counter.Action>, _ clock: TestClock) async {
    await store.send(.incrementButtonTapped)
    await store.send(.timerStartTapped)
    await clock.advance(by: .seconds(2))
    await store.receive(.timerTicked) { $0.count = 2 }
  }

  @Test func offPassesWhereOnFails() async {
    let offClock = TestClock()
    let off = makeCounterStore(clock: offClock)
    off.exhaustivity = .off
    await partialFlow(off, offClock)
    #expect(off.state.count == 2)

    let log = IssueLog()
    await withKnownIssue {
      let onClock = TestClock()
      let on = makeCounterStore(clock: onClock)
      await partialFlow(on, onClock)
    } matching: {
      log.match($0)
    }
    let text = log.descriptions.joined(separator: "\n")
    #expect(log.all.allSatisfy { $0.severity == .error })
    #expect(text.contains("A state change does not match expectation"))
    #expect(text.contains("The store received 1 unexpected action"))
    #expect(text.contains("An effect returned for this action is still running"))
  }

  @Test func offReceiveSkipsToTheFirstMatchingAction() async {
    let clock = TestClock()
    let store = makeCounterStore(clock: clock)
    store.exhaustivity = .off
    await store.send(.timerStartTapped)
    await clock.advance(by: .seconds(3))
    await store.receive(.timerTicked) { $0.count = 1 }
    await store.skipReceivedActions()
    #expect(store.state.count == 3)
  }

  @Test func offStillFailsAWrongAssertion() async {
    let store = makeCounterStore()
    store.exhaustivity = .off
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { $0.count = 5 }
    } matching: {
      $0.severity == .error && $0.description.contains("A state change does not match expectation")
    }
  }

  @Test func offShowingSkippedAssertionsReportsWarningsNotFailures() async {
    let clock = TestClock()
    let store = makeCounterStore(clock: clock)
    store.exhaustivity = .off(showSkippedAssertions: true)
    let log = IssueLog()
    await withKnownIssue {
      await store.send(.timerStartTapped) { $0.count = 0 }
      await clock.advance(by: .seconds(2))
      await store.send(.incrementButtonTapped) { $0.count = 3 }
      await store.finish(timeout: .milliseconds(10))
    } matching: {
      log.match($0)
    }
    #expect(log.all.allSatisfy { $0.severity == .warning }, "\(log.descriptions)")
    let text = log.descriptions.joined(separator: "\n")
    #expect(text.contains("State changes not asserted (skipped):"))
    #expect(text.contains("isTimerRunning"))
    #expect(text.contains("2 received action(s) were skipped:"))
    #expect(text.contains("1 effect(s) still running were skipped."))
    await store.send(.timerStopTapped)
  }

  @Test func withExhaustivityAppliesOnlyInsideItsScope() async {
    let store = makeCounterStore()
    await store.withExhaustivity(.off) {
      await store.send(.incrementButtonTapped)
    }
    #expect(store.exhaustivity == .on)
    #expect(store.state.count == 1)
    await withKnownIssue {
      await store.send(.incrementButtonTapped)
    } matching: {
      $0.description.contains("A state change does not match expectation")
    }
  }

  @Test func skipReceivedActionsMovesStateOnAndSatisfiesTheEnd() async {
    let clock = TestClock()
    let store = makeCounterStore(clock: clock)
    await store.send(.timerStartTapped) { $0.isTimerRunning = true }
    await clock.advance(by: .seconds(3))
    await store.skipReceivedActions()
    #expect(store.state.count == 3)
    await store.send(.timerStopTapped) { $0.isTimerRunning = false }
  }

  @Test func skipInFlightEffectsDoesNotCancelThem() async {
    let clock = TestClock()
    let store = makeCounterStore(clock: clock)
    await store.send(.timerStartTapped) { $0.isTimerRunning = true }
    await store.skipInFlightEffects()
    #expect(store.description.contains("effects in flight: 0"))
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) { $0.count = 1 }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) { $0.count = 2 }
  }

  @Test func skippedEffectStillRunningAtEndIsNotAFailure() async {
    let clock = TestClock()
    let counter = CountingIssueReporter()
    await withIssueReporters([counter]) {
      let store = makeCounterStore(clock: clock)
      await store.send(.timerStartTapped) { $0.isTimerRunning = true }
      await store.skipInFlightEffects()
    }
    #expect(counter.issues.isEmpty, "\(counter.messages)")
    #expect(clock.sleeperCount == 0, "the store's end cancels the skipped effect")
  }
}
