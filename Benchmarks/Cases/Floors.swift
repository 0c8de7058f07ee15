import Dependencies
import Reducer

/// The floor of `store.send`: the part of a send no store can skip, done by hand with no library code in between.
/// A send binds the store's dependencies as the task-local and calls the reducer; this does exactly that, with
/// the reducer called directly.
struct SendFloor {
  let reducer = Counter()
  var state = Counter.State()
  let dependencies: DependencyValues

  init(dependencies: DependencyValues) {
    self.dependencies = dependencies
  }

  /// One send's floor: the dependencies bound, the reducer run, its effect looked at.
  mutating func send(_ action: Counter.Action) {
    DependencyValues.$current.withValue(dependencies) {
      if !reducer.reduce(into: &state, action: action).isNone { blackHole(state) }
    }
  }
}

/// The floor of `effect.roundtrip`: the cheapest task round trip the platform offers, an empty detached task
/// awaited from a task that is itself off the main actor (no actor hop either way).
func taskRoundTripFloor(_ n: Int) async {
  await Task.detached {
    for _ in 0..<n { await Task.detached {}.value }
  }.value
}
