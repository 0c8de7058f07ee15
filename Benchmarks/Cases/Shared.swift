import Dependencies
import Foundation
import Observation
import Reducer
import Synchronization

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
    .timingPart(
      name: "shared.withLock.mutation100",
      summary:
        "the withLock of shared.withLock.observed100 alone: re-arming the 100 observers is not timed"
    ) { n in
      let stores = (0..<100).map { _ in
        Store(initialState: SharedCounter.State()) { SharedCounter() }
      }
      let shared = stores[0].state.$sharedCount
      let clock = ContinuousClock()
      let notified = Atomic<Int>(0)
      var total = Duration.zero
      for _ in 0..<n {
        for store in stores {
          withObservationTracking {
            blackHole(store.sharedCount)
          } onChange: {
            notified.add(1, ordering: .relaxed)
          }
        }
        let start = clock.now
        shared.withLock { $0 &+= 1 }
        total += start.duration(to: clock.now)
      }
      // The figure means something only if every observer was told, synchronously, inside the timed part.
      let count = notified.load(ordering: .relaxed)
      if count != 100 * n {
        FileHandle.standardError.write(
          Data(
            "error: shared.withLock.mutation100 notified \(count) observers, expected \(100 * n)\n"
              .utf8))
        exit(1)
      }
      return total
    },
  ]
}
