import Dependencies
import Foundation
import Reducer

/// Sends whose reducer reads one `@Dependency`, as TCA's comparison table measures them (issue 39): the built-in
/// date and UUID generators with their live values, and a user-declared key with a constant live value, none of them
/// overridden (the store reads each key's default). Each has its floor where one means something: the floor of
/// `store.send` plus the work the dependency itself does (`Date()`, `UUID()`).
@MainActor
func dependencySendCases() -> [BenchmarkCase] {
  [
    BenchmarkCase(
      name: "store.send.dependency.date", summary: "a send reading @Dependency(\\.date).now (live)"
    ) { n in
      let store = Store(initialState: Counter.State()) { DateCounter() }
      for _ in 0..<n { store.send(.increment) }
    },
    BenchmarkCase(
      name: "store.send.dependency.date.floor",
      summary: "store.send.floor plus a Date(): the task-local bound, the reducer called directly"
    ) { n in
      var floor = DependencySendFloor(dependencies: DependencyValues.current) { blackHole(Date()) }
      for _ in 0..<n { floor.send() }
      blackHole(floor.count)
    },
    BenchmarkCase(
      name: "store.send.dependency.custom",
      summary: "a send reading a user-declared @Dependency with a constant live value"
    ) { n in
      let store = Store(initialState: Counter.State()) { ConstantClientCounter() }
      for _ in 0..<n { store.send(.increment) }
    },
    BenchmarkCase(
      name: "store.send.dependency.uuid", summary: "a send reading @Dependency(\\.uuid)() (live)"
    ) { n in
      let store = Store(initialState: Counter.State()) { UUIDCounter() }
      for _ in 0..<n { store.send(.increment) }
    },
    BenchmarkCase(
      name: "store.send.dependency.uuid.floor", summary: "Foundation's UUID() alone"
    ) { n in
      for _ in 0..<n { blackHole(UUID()) }
    },
  ]
}

/// The counter, stamping each send with `@Dependency(\.date)`'s current date.
struct DateCounter: Reducer {
  @Dependency(\.date) var date

  func reduce(into state: inout Counter.State, action: Counter.Action) -> Effect<Counter.Action> {
    blackHole(date.now)
    state.count &+= 1
    return .none
  }
}

/// The counter, reading a user-declared dependency with a constant live value on each send.
struct ConstantClientCounter: Reducer {
  @Dependency(ConstantClient.self) var client

  func reduce(into state: inout Counter.State, action: Counter.Action) -> Effect<Counter.Action> {
    state.count &+= client.step
    return .none
  }
}

/// A user's dependency whose live value is a constant.
struct ConstantClient: DependencyKey, Sendable {
  var step: Int

  static let liveValue = ConstantClient(step: 1)
}

/// The counter, making one `@Dependency(\.uuid)` UUID per send.
struct UUIDCounter: Reducer {
  @Dependency(\.uuid) var uuid

  func reduce(into state: inout Counter.State, action: Counter.Action) -> Effect<Counter.Action> {
    blackHole(uuid())
    state.count &+= 1
    return .none
  }
}

/// A dependency-reading send's floor: the dependencies bound as the task-local, the counter's work and `work` (what
/// the dependency does) called directly.
struct DependencySendFloor {
  let dependencies: DependencyValues
  let work: () -> Void
  var count = 0

  /// One send's floor.
  mutating func send() {
    DependencyValues.$current.withValue(dependencies) {
      work()
      count &+= 1
    }
  }
}
