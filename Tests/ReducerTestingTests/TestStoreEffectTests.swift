import Dependencies
import Reducer
import ReducerTesting
import Testing

/// How a TestStore sees effects: `.send` effects, and `ifLet` cancelling a replaced child's effects.
@MainActor
@Suite struct TestStoreEffectTests {
  func makeRelayStore(clock: TestClock) -> TestStore<Relay.State, Relay.Action> {
    TestStore(initialState: Relay.State()) {
      Relay()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func sendEffectIsReducedBeforeSendReturns() async {
    let store = makeRelayStore(clock: TestClock())
    await store.send(.sendTapped)
    #expect(store.description.contains("received, not yet asserted: 1"))
    await store.receive(.note("sent"), timeout: .zero) { $0.log = ["sent"] }
  }

  @Test func mergedSendEffectsAreReducedWithoutWaitingForRunEffects() async {
    let clock = TestClock()
    let store = makeRelayStore(clock: clock)
    await store.send(.mergeTapped)
    await store.receive(.note("a"), timeout: .zero) { $0.log = ["a"] }
    await store.receive(.note("b"), timeout: .zero) { $0.log = ["a", "b"] }
    await clock.advance(by: .seconds(1))
    await store.receive(.note("slow")) { $0.log = ["a", "b", "slow"] }
  }

  @Test func concatenatedSendEffectsKeepTheirOrder() async {
    let clock = TestClock()
    let store = makeRelayStore(clock: clock)
    await store.send(.concatenateTapped)
    await store.receive(.note("first"), timeout: .zero) { $0.log = ["first"] }
    #expect(store.description.contains("received, not yet asserted: 0"))
    await clock.advance(by: .seconds(1))
    await store.receive(.note("after sleep")) { $0.log = ["first", "after sleep"] }
    await store.receive(.note("last")) { $0.log = ["first", "after sleep", "last"] }
  }

  @Test func sendEffectsAreReducedInsideAPlainStoreSend() {
    let store = Store(initialState: Relay.State()) {
      Relay()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    store.send(.mergeTapped)
    #expect(store.log == ["a", "b"])
  }

  func makeSessionStore(clock: TestClock) -> TestStore<Session.State, Session.Action> {
    TestStore(initialState: Session.State(countdown: Countdown.State(id: 1))) {
      Session()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func ifLetCancelsTheOldChildsEffectsWhenItsIDChanges() async {
    let clock = TestClock()
    let store = makeSessionStore(clock: clock)
    await store.send(.countdown(.startTapped))
    #expect(clock.sleeperCount == 1)
    await store.send(.countdownReplaced(id: 2)) { $0.countdown = Countdown.State(id: 2) }
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(1))
    #expect(store.description.contains("received, not yet asserted: 0"))
  }

  @Test func ifLetKeepsTheChildsEffectsWhileItsIDStaysTheSame() async {
    let clock = TestClock()
    let store = makeSessionStore(clock: clock)
    await store.send(.countdown(.startTapped))
    await store.send(.countdownReplaced(id: 1))
    await clock.advance(by: .seconds(1))
    await store.receive(.countdown(.finished)) { $0.countdown?.isDone = true }
  }

  @Test func ifLetCancelsTheChildsEffectsWhenItBecomesNil() async {
    let clock = TestClock()
    let store = makeSessionStore(clock: clock)
    await store.send(.countdown(.startTapped))
    await store.send(.countdownDismissed) { $0.countdown = nil }
    #expect(clock.sleeperCount == 0)
  }
}
