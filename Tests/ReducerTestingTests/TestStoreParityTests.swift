import Dependencies
import Reducer
import ReducerTesting
import Testing

/// TestStore helpers TCA users reach for: `assert`, strict skips, receiving a payload-less case.
@MainActor
@Suite
struct TestStoreParityTests {
  /// An action that is not `Equatable` (it carries an error), with a payload-less case.
  struct Refresher: Reducer {
    struct State: Equatable, Sendable {
      var isRefreshing = false
      var count = 0
    }
    enum Action: Sendable {
      case refreshPulled
      case refreshed
      case failed(any Error)
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .refreshPulled:
        state.isRefreshing = true
        return .run { send in await send(.refreshed) }
      case .refreshed:
        state.isRefreshing = false
        state.count += 1
        return .none
      case .failed:
        return .none
      }
    }
  }

  @Test func receiveByAPayloadlessCaseOfANonEquatableAction() async {
    let store = TestStore(initialState: Refresher.State()) { Refresher() }
    await store.send(.refreshPulled) { $0.isRefreshing = true }
    await store.receive(case: .refreshed) {
      $0.isRefreshing = false
      $0.count = 1
    }
  }

  @Test func receiveByTheWrongPayloadlessCaseFails() async {
    let store = TestStore(initialState: Refresher.State()) { Refresher() }
    await store.send(.refreshPulled) { $0.isRefreshing = true }
    await withKnownIssue {
      await store.receive(case: .refreshPulled)
    } matching: {
      $0.description.contains("Expected an action of the case .refreshPulled.")
    }
  }

  @Test func assertChecksTheCurrentStateWithoutAnAction() async {
    let store = TestStore(initialState: Refresher.State()) { Refresher() }
    store.exhaustivity = .off
    await store.send(.refreshPulled)
    await store.skipReceivedActions()
    store.assert { $0.count = 1 }
    withKnownIssue {
      store.assert { $0.count = 2 }
    } matching: {
      $0.description.contains("A state change does not match expectation")
        && $0.description.contains("count: 2")
    }
  }

  @Test func strictSkipReceivedActionsWithNothingToSkipFails() async {
    let store = TestStore(initialState: Refresher.State()) { Refresher() }
    await withKnownIssue {
      await store.skipReceivedActions(strict: true)
    } matching: {
      $0.description.contains("There were no received actions to skip.")
    }
    // The argument-less form stays non-strict.
    await store.skipReceivedActions()
  }

  @Test func strictSkipReceivedActionsSkipsWhatArrived() async {
    let store = TestStore(initialState: Refresher.State()) { Refresher() }
    await store.send(.refreshPulled) { $0.isRefreshing = true }
    await store.skipReceivedActions(strict: true)
    #expect(store.state.count == 1)
  }

  @Test func strictSkipInFlightEffectsWithNoneRunningFails() async {
    let store = TestStore(initialState: Refresher.State()) { Refresher() }
    await withKnownIssue {
      await store.skipInFlightEffects(strict: true)
    } matching: {
      $0.description.contains("There were no in-flight effects to skip.")
    }
    await store.skipInFlightEffects()
  }

  @Test func skipInFlightEffectsStopsTrackingWithoutCancelling() async {
    let clock = TestClock()
    let store = makeCounterStore(clock: clock)
    await store.send(.timerStartTapped) { $0.isTimerRunning = true }
    await store.skipInFlightEffects(strict: true)
    await clock.advance(by: .seconds(1))
    // Still running: the tick arrives.
    await store.receive(.timerTicked) { $0.count = 1 }
    await store.send(.timerStopTapped) { $0.isTimerRunning = false }
  }
}
