import Dependencies
import Observation
import Reducer

/// A counter whose count is shared in memory, beside a plain field.
struct SharedCounter: Reducer {
  struct State: Equatable, Sendable {
    @Shared(.inMemory("benchmarks.sharedCount")) var sharedCount = 0
    var plainCount = 0
  }
  enum Action: Equatable, Sendable { case increment }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.$sharedCount.withLock { $0 &+= 1 }
    return .none
  }
}

/// The `@Shared` cases: reads through a store, and a mutation observed by many stores.
@MainActor
func sharedCases() -> [BenchmarkCase] {
  [
    BenchmarkCase(name: "shared.read.plain", summary: "store.plainCount (baseline)") { n in
      let store = Store(initialState: SharedCounter.State()) { SharedCounter() }
      for _ in 0..<n { blackHole(store.plainCount) }
    },
    BenchmarkCase(name: "shared.read", summary: "store.sharedCount, an @Shared(.inMemory) field") {
      n in
      let store = Store(initialState: SharedCounter.State()) { SharedCounter() }
      for _ in 0..<n { blackHole(store.sharedCount) }
    },
    BenchmarkCase(
      name: "shared.withLock.observed100",
      summary: "withLock observed by 100 stores (incl. re-arming them)"
    ) { n in
      let stores = (0..<100).map { _ in
        Store(initialState: SharedCounter.State()) { SharedCounter() }
      }
      let shared = stores[0].state.$sharedCount
      for _ in 0..<n {
        for store in stores {
          withObservationTracking {
            blackHole(store.sharedCount)
          } onChange: {
          }
        }
        shared.withLock { $0 &+= 1 }
      }
    },
  ]
}
