import Dependencies
import Reducer
import Testing

@MainActor
@Suite struct StoreTaskLineageTests {
  struct Chain: Reducer {
    struct State: Equatable, Sendable { var loaded = false }
    enum Action: Equatable, Sendable {
      case refresh
      case load
      case loaded
    }
    let clock: TestClock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .refresh:
        return .run { send in await send(.load) }
      case .load:
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.loaded)
        }
      case .loaded:
        state.loaded = true
        return .none
      }
    }
  }

  @Test func finishWaitsForTheEffectsOfActionsTheEffectsSent() async {
    let clock = TestClock()
    let store = Store(initialState: Chain.State()) { Chain(clock: clock) }
    let task = store.send(.refresh)
    let waiter = Task { await task.finish() }
    while clock.sleeperCount == 0 { await Task.yield() }
    #expect(!store.loaded)
    await clock.advance(by: .seconds(1))
    await waiter.value
    #expect(store.loaded)
  }
}
