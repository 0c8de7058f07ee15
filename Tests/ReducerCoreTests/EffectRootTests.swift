import Dependencies
import Reducer
import ReducerRuntime
import Testing

/// Which effect a suspension is recorded under: an effect started by an action another effect sends is a root of
/// its own (the Departures board's refresh timer starting a reload that never answers).
@MainActor
struct EffectRootTests {
  /// A timer that, on each tick, starts a load which never answers (the `loading` scenario's service).
  struct TickingLoader: Reducer {
    struct State: Equatable { var ticks = 0 }
    enum Action: Equatable { case start, ticked, loaded }
    let clock: TestClock
    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .start:
          return .run { send in
            for await _ in clock.timer(interval: .seconds(30)) { await send(.ticked) }
          }
        case .ticked:
          state.ticks += 1
          return .run { send in
            await suspendForever()
            await send(.loaded)
          }
        case .loaded:
          return .none
        }
      }
    }

    private func suspendForever() async {
      try? await Task.never()
    }
  }

  @Test func anEffectStartedByAnotherEffectsActionIsParkedUnderItsOwnRoot() async {
    let clock = TestClock()
    let runtime = EffectRuntime()
    let core = StoreCore(
      initialState: TickingLoader.State(), dependencies: DependencyValues(), runtime: runtime
    ) { TickingLoader(clock: clock).reduce(into: &$0, action: $1) }
    _ = core.send(.start)
    // The timer is parked on the clock before it moves (the clock wakes only sleepers it knows of).
    let started = await waitForEffects(
      runtime: runtime, registry: core.registry, timeout: .seconds(1), until: { false })
    #expect(started == .stuck)
    await clock.advance(by: .seconds(30))
    #expect(core.state.ticks == 1)
    // The timer sleeps on the clock and the load waits for cancellation: nothing can move by itself, which the
    // runtime knows from its counts. Before, the load's suspension was recorded under the timer (whose task sent
    // the tick), so the load looked like work outside the runtime and the wait ran out its timeout instead.
    let outcome = await waitForEffects(
      runtime: runtime, registry: core.registry, timeout: .seconds(1), until: { false })
    #expect(outcome == .stuck)
    #expect(isStuck(runtime: runtime, registry: core.registry))
    core.registry.cancelAll()
  }
}
