import Dependencies
import Reducer
import Testing

/// A timer driven by the clock dependency: one tick after a second, or one a second until stopped.
private struct Timer: Reducer {
  struct State: Equatable, Sendable {
    var ticks = 0
  }
  enum Action: Equatable, Sendable {
    case start
    case startRepeating
    case stop
    case tick
  }
  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { send in
        try await clock.sleep(for: .seconds(1))
        await send(.tick)
      }
    case .startRepeating:
      return .run { send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
      .cancellable(id: CancelID.timer)
    case .stop:
      return .cancel(id: CancelID.timer)
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}

/// Regression tests: a plain `Store` with a `TestClock`, advanced right after `store.send(_:)`, missed the effect's
/// sleep in about half of runs (the sleep began only after `advance` had looked for sleepers).
@MainActor
@Suite struct StoreTestClockTests {
  @Test func anAdvanceRightAfterAPlainStoresSendFindsTheEffectsSleepEveryTime() async {
    for run in 0..<200 {
      let clock = TestClock()
      let store = Store(initialState: Timer.State()) {
        Timer()
      } withDependencies: {
        $0.continuousClock = clock
      }
      store.send(.start)
      await clock.advance(by: .seconds(1))
      #expect(store.ticks == 1, "run \(run): the advance missed the effect's sleep")
      guard store.ticks == 1 else { return }
    }
  }

  @Test func aRepeatingTimerOnAPlainStoreTicksExactlyOncePerSecondAdvanced() async {
    let clock = TestClock()
    let store = Store(initialState: Timer.State()) {
      Timer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = store.send(.startRepeating)
    await clock.advance(by: .seconds(5))
    #expect(store.ticks == 5)
    await clock.advance(by: .milliseconds(500))
    #expect(store.ticks == 5)
    await clock.advance(by: .milliseconds(500))
    #expect(store.ticks == 6)
    store.send(.stop)
    await task.finish()
    #expect(task.isCancelled)
  }

  @Test func finishOfAPlainStoresSendReturnsOnceTheAdvancedEffectEnded() async {
    let clock = TestClock()
    let store = Store(initialState: Timer.State()) {
      Timer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = store.send(.start)
    await clock.advance(by: .seconds(1))
    await task.finish()
    #expect(store.ticks == 1)
  }
}
