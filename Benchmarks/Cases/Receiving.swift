import Reducer
import ReducerTesting

/// A counter whose `burst(count)` sends `count` actions back from one effect.
struct Bursting: Reducer {
  struct State: Equatable, Sendable {
    var count = 0
  }
  enum Action: Equatable, Sendable {
    case burst(Int)
    case response
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .burst(count):
      return .run { send in
        for _ in 0..<count { await send(.response) }
      }
    case .response:
      state.count &+= 1
      return .none
    }
  }
}

/// Queues `queued` received actions in a test store (one effect sends them all before the first `receive`), then
/// receives them, as many times as `n` receives allow; only the receives are timed, per received action.
@MainActor
func timeReceives(_ n: Int, queued: Int) async -> Duration {
  let clock = ContinuousClock()
  let rounds = max(1, n / queued)
  var elapsed = Duration.zero
  for _ in 0..<rounds {
    let store = TestStore(initialState: Bursting.State()) { Bursting() }
    await store.send(.burst(queued))
    await store.finish(timeout: .seconds(600))
    let start = clock.now
    for _ in 0..<queued { await store.receive(.response) { $0.count &+= 1 } }
    elapsed += start.duration(to: clock.now)
  }
  return elapsed * n / (rounds * queued)
}

/// The `TestStore.receive` cases: taking an action off a short and a long queue must cost the same.
@MainActor
func receivingCases() -> [BenchmarkCase] {
  [
    .timingPart(
      name: "teststore.receive.queued10",
      summary: "a receive of one of 10 queued actions, per received action",
      warmUpIterations: 10_000
    ) { n in await timeReceives(n, queued: 10) },
    .timingPart(
      name: "teststore.receive.queued100k",
      summary:
        "a receive of one of 100,000 queued actions, per received action (budget: 100k in ≤ 1 s)",
      warmUpIterations: 100_000
    ) { n in await timeReceives(n, queued: 100_000) },
  ]
}
