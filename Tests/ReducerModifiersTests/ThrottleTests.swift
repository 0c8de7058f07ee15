@testable import Dependencies
import Reducer
@testable import ReducerModifiers
import ReducerRuntime
import ReducerTesting
import Testing

/// Sends `counted(n)` for every tap, throttled to one a second.
private struct Tapper: Reducer {
  struct State: Equatable, Sendable {
    var counted: [Int] = []
  }
  enum Action: Equatable, Sendable {
    case tapped(Int)
    case burstTapped([Int])
    case counted(Int)
  }
  enum CancelID { case throttle }

  let latest: Bool
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .tapped(n):
      return .send(.counted(n))
        .throttle(id: CancelID.throttle, for: .seconds(1), clock: clock, latest: latest)
    case let .burstTapped(numbers):
      return .run { send in
        for n in numbers { await send(.counted(n)) }
      }
      .throttle(id: CancelID.throttle, for: .seconds(1), clock: clock, latest: latest)
    case let .counted(n):
      state.counted.append(n)
      return .none
    }
  }
}

@MainActor
@Suite struct ThrottleTests {
  fileprivate func makeStore(latest: Bool, clock: TestClock) -> TestStore<
    Tapper.State, Tapper.Action
  > {
    TestStore(initialState: Tapper.State()) {
      Tapper(latest: latest)
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func throttleSendsTheFirstActionAtOnce() async {
    let store = makeStore(latest: true, clock: TestClock())
    await store.send(.tapped(1))
    await store.receive(.counted(1)) { $0.counted = [1] }
  }

  @Test func throttleWithLatestSendsTheNewestHeldActionWhenTheIntervalEnds() async {
    let clock = TestClock()
    let store = makeStore(latest: true, clock: clock)
    await store.send(.tapped(1))
    await store.receive(.counted(1)) { $0.counted = [1] }
    await clock.advance(by: .milliseconds(200))
    await store.send(.tapped(2))
    await clock.advance(by: .milliseconds(200))
    await store.send(.tapped(3))
    await clock.advance(by: .milliseconds(599))
    #expect(store.description.contains("received, not yet asserted: 0"))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.counted(3)) { $0.counted = [1, 3] }
    await store.finish()
  }

  @Test func throttleWithoutLatestSendsTheFirstHeldActionWhenTheIntervalEnds() async {
    let clock = TestClock()
    let store = makeStore(latest: false, clock: clock)
    await store.send(.tapped(1))
    await store.receive(.counted(1)) { $0.counted = [1] }
    await clock.advance(by: .milliseconds(200))
    await store.send(.tapped(2))
    await clock.advance(by: .milliseconds(200))
    await store.send(.tapped(3))
    await clock.advance(by: .milliseconds(600))
    await store.receive(.counted(2)) { $0.counted = [1, 2] }
    await store.finish()
  }

  @Test func throttleSendsAtOnceAgainOnceTheIntervalHasPassed() async {
    let clock = TestClock()
    let store = makeStore(latest: true, clock: clock)
    await store.send(.tapped(1))
    await store.receive(.counted(1)) { $0.counted = [1] }
    await clock.advance(by: .seconds(1))
    await store.send(.tapped(2))
    await store.receive(.counted(2)) { $0.counted = [1, 2] }
  }

  @Test func throttleAppliesToEveryActionARunEffectSends() async {
    let clock = TestClock()
    let store = makeStore(latest: true, clock: clock)
    await store.send(.burstTapped([1, 2, 3]))
    await store.receive(.counted(1)) { $0.counted = [1] }
    await clock.advance(by: .seconds(1))
    await store.receive(.counted(3)) { $0.counted = [1, 3] }
    await store.finish()
  }

  @Test func throttleWithoutLatestSendsTheFirstHeldActionOfARunEffect() async {
    let clock = TestClock()
    let store = makeStore(latest: false, clock: clock)
    await store.send(.burstTapped([1, 2, 3]))
    await store.receive(.counted(1)) { $0.counted = [1] }
    await clock.advance(by: .seconds(1))
    await store.receive(.counted(2)) { $0.counted = [1, 2] }
    await store.finish()
  }

  @Test func throttleStateBelongsToOneStore() async {
    let clock = TestClock()
    let first = makeStore(latest: true, clock: clock)
    let second = makeStore(latest: true, clock: clock)
    await first.send(.tapped(1))
    await first.receive(.counted(1)) { $0.counted = [1] }
    // The other store has let nothing through yet: its first tap passes at once too.
    await second.send(.tapped(2))
    await second.receive(.counted(2)) { $0.counted = [2] }
  }

  /// An app store's effect binds no task-local context: `throttle` finds the store's storage through the effect's
  /// `Send`. Without it, each tap would be reported as a throttle "outside a store" and passed through unthrottled.
  @Test func throttleInAnAppStoreKeepsTimeInTheStoresStorage() async {
    let clock = ImmediateClock()
    let store = Store(initialState: Tapper.State()) {
      Tapper(latest: true)
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.tapped(1)).finish()
    #expect(store.counted == [1])
    // Within the interval: held until it ends (the immediate clock's sleep returns at once), then sent.
    await store.send(.tapped(2)).finish()
    #expect(store.counted == [1, 2])
  }

  @Test func throttleOutsideAStoreIsAReportedIssueAndPassesActionsThrough() async {
    let effect = Effect<Int>.send(1)
      .throttle(id: "outside", for: .seconds(1), clock: TestClock(), latest: true)
    let sent = Lock<[Int]>([])
    let send = Send<Int> { action in sent.withLock { $0.append(action) } }
    await withKnownIssue {
      await Self.run(effect, send: send)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(
        "A 'throttle' effect ran outside a store, so it cannot keep time between runs")
    }
    #expect(sent.withLock { $0 } == [1])
  }

  @Test func throttleOfNoneIsNone() {
    let effect = Effect<Int>.none.throttle(
      id: 1, for: .seconds(1), clock: TestClock(), latest: true)
    #expect(effect.isNone)
  }

  /// Runs the `.run` leaves of `effect` (what the throttle built) directly, with no store around them.
  private static func run(_ effect: Effect<Int>, send: Send<Int>) async {
    switch effect.operation {
    case let .run(run): await run.body(send, nil)
    case let .cancellable(_, _, inner): await self.run(inner, send: send)
    case let .merge(effects), let .concatenate(effects):
      for effect in effects { await self.run(effect, send: send) }
    case .none, .send, .cancel: return
    }
  }
}

/// The throttle's pure decision, action by action.
@Suite struct ThrottleStateTests {
  typealias State = ThrottleState<TestClock.Instant, Int>

  func at(_ milliseconds: Int) -> TestClock.Instant {
    TestClock.Instant(offset: .milliseconds(milliseconds))
  }

  func describe(_ decision: State.Decision) -> String {
    switch decision {
    case let .sendNow(action): "send \(action)"
    case let .hold(action, deadline): "hold \(action) until \(deadline.offset)"
    }
  }

  @Test(arguments: [true, false])
  func firstActionIsSentAndLaterOnesAreHeldUntilTheIntervalEnds(latest: Bool) {
    var state: State?
    let decide = { (action: Int, now: Int) in
      describe(
        State.decide(&state, action: action, now: at(now), interval: .seconds(1), latest: latest))
    }
    #expect(decide(1, 0) == "send 1")
    #expect(decide(2, 100) == "hold 2 until 1.0 seconds")
    #expect(decide(3, 200) == (latest ? "hold 3 until 1.0 seconds" : "hold 2 until 1.0 seconds"))
  }

  @Test func actionAfterTheIntervalIsSentAtOnceAndRestartsIt() {
    var state: State?
    _ = State.decide(&state, action: 1, now: at(0), interval: .seconds(1), latest: true)
    let decision = State.decide(
      &state, action: 2, now: at(1_000), interval: .seconds(1), latest: true)
    #expect(describe(decision) == "send 2")
    #expect(state?.lastSent == at(1_000))
    #expect(state?.held == nil)
  }
}

extension ThrottleStateTests {
  @Test func releaseTakesTheHeldActionAndRestartsTheInterval() {
    var state: State? = State(lastSent: at(0), held: 3)
    #expect(State.release(&state, now: at(1_000)) == 3)
    #expect(state?.lastSent == at(1_000))
    #expect(State.release(&state, now: at(1_500)) == nil)
    #expect(state?.lastSent == at(1_000))
  }
}

@Suite struct EffectStorageTests {
  @Test func storageKeepsOneValuePerIDAndTypeMismatchReadsAsNil() {
    let storage = EffectStorage()
    storage.withValue(for: CancelID("a"), as: Int.self) { $0 = 1 }
    storage.withValue(for: CancelID("b"), as: Int.self) { $0 = 2 }
    #expect(storage.withValue(for: CancelID("a"), as: Int.self) { $0 } == 1)
    #expect(storage.withValue(for: CancelID("a"), as: String.self) { $0 } == nil)
    storage.withValue(for: CancelID("b"), as: Int.self) { $0 = nil }
    #expect(storage.count == 1)
  }

  /// An app store's effect runs with no task-local context (binding one cost a push and a pop per effect): the
  /// store's storage reaches it through its `Send`, where `throttle` reads it, and the same storage every time.
  @MainActor @Test func storeHandsItsStorageToEveryEffectThroughItsSend() async {
    let seen = Lock<[ObjectIdentifier?]>([])
    let store = Store(initialState: 0) {
      Reduce<Int, Int> { _, _ in
        .run { send in
          let storage = send.storage.map(ObjectIdentifier.init)
          seen.withLock { $0.append(storage) }
        }
      }
    }
    await store.send(1).finish()
    await store.send(2).finish()
    let storages = seen.withLock { $0 }
    #expect(storages.count == 2)
    #expect(storages[0] != nil)
    #expect(storages[0] == storages[1])
    #expect(EffectStorage.current == nil)
  }
}
