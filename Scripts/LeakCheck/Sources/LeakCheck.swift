import Dependencies
import Features
import Foundation
import Observation
import Reducer
import Synchronization

/// Drives stores, effects, scoping, observation, cancellation, the test clock, scenarios and value
/// dumping through complete lifecycles, then exits once every effect has ended.
///
/// Run under valgrind or LeakSanitizer by `Scripts/leaks.sh`: every allocation made here must be
/// freed or still reachable at exit. It also checks itself: a store still alive after it was
/// dropped (a retain cycle) is reported and fails the run.
///
/// Usage: `leak-check [ROUNDS]` (default 100).
@main
struct LeakCheck {
  /// Runs the workloads on the main actor while the main run loop serves it.
  ///
  /// Not an `async` main: that parks the main thread in `dispatchMain()`, whose `sigsuspend`
  /// crashes valgrind 3.19; `RunLoop.main` drains the main queue just as well.
  static func main() {
    Task { @MainActor in
      exit(await run())
    }
    RunLoop.main.run()
  }

  @MainActor
  static func run() async -> Int32 {
    let rounds = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 100
    var failures: [String] = []
    log("store lifecycles")
    failures += await storeLifecycles(rounds)
    log("child churn")
    failures += await childChurn(rounds * 10)
    log("cancel storm")
    failures += await cancelStorm(rounds * 10)
    log("clock sleepers")
    failures += await clockSleepers(rounds)
    log("scenario stores")
    failures += await scenarioStores(rounds)
    log("values")
    failures += values(rounds)
    for failure in failures { print("leak-check: FAILED: \(failure)") }
    print("leak-check: \(rounds) rounds, \(failures.count) failure(s)")
    return failures.isEmpty ? 0 : 1
  }

  static func log(_ stage: String) {
    FileHandle.standardError.write(Data("leak-check: \(stage)\n".utf8))
  }

  /// Stores with effects that finish, effects that never do, scopes and observers; then dropped.
  @MainActor
  static func storeLifecycles(_ rounds: Int) async -> [String] {
    let clock = TestClock()
    var alive: [Weak<StoreOf<Counter>>] = []
    var pending: [StoreTask] = []
    for _ in 0..<rounds {
      let store = Store(initialState: Counter.State()) { Counter(clock: clock) }
      let observed = Flag()
      withObservationTracking {
        _ = store.count
        _ = store.scope(state: \.child, action: Counter.Action.child).count
      } onChange: {
        observed.set()
      }
      await store.send(.increment).finish()
      await store.send(.child(.increment)).finish()
      await store.send(.echo(3)).finish()
      pending.append(store.send(.startTimer))
      _ = store.scope(state: \.rows, action: Counter.Action.row).map(\.count)
      await store.send(.row(id: 1, action: .increment)).finish()
      if !observed.isSet { return ["an observer of a changed value was not notified"] }
      alive.append(Weak(store))
    }
    for task in pending { await task.finish() }
    return alive.contains { $0.value != nil } ? ["a dropped store is still alive"] : []
  }

  /// Children and rows added and removed while their effects run.
  @MainActor
  static func childChurn(_ rounds: Int) async -> [String] {
    let clock = TestClock()
    let store = Store(initialState: Counter.State()) { Counter(clock: clock) }
    var ended: [StoreTask] = []
    for round in 0..<rounds {
      store.send(.presentChild)
      ended.append(store.send(.optionalChild(.startTimer)))
      store.send(.addRow(id: round + 10))
      ended.append(store.send(.row(id: round + 10, action: .startTimer)))
      store.send(.removeRow(id: round + 10))
      store.send(.dismissChild)
    }
    for task in ended { await task.finish() }
    return store.rows.count == 1 ? [] : ["rows were not removed"]
  }

  /// One cancellation id, cancelled in flight over and over.
  @MainActor
  static func cancelStorm(_ rounds: Int) async -> [String] {
    let clock = TestClock()
    let store = Store(initialState: Counter.State()) { Counter(clock: clock) }
    var tasks: [StoreTask] = []
    for _ in 0..<rounds { tasks.append(store.send(.startTimer)) }
    for task in tasks.dropLast() { await task.finish() }
    await clock.advance(by: .seconds(1))
    await tasks.last?.finish()
    return store.ticks == 1 ? [] : ["the last timer did not tick exactly once"]
  }

  /// Sleepers on a test clock, woken in deadline order, and some cancelled.
  static func clockSleepers(_ rounds: Int) async -> [String] {
    let clock = TestClock()
    let woken = Count()
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<rounds {
        group.addTask {
          if (try? await clock.sleep(for: .milliseconds(index % 50 + 1))) != nil {
            woken.increment()
          }
        }
      }
      while clock.sleeperCount < rounds { await Task.yield() }
      await clock.advance(by: .milliseconds(25))
      group.cancelAll()
      await group.waitForAll()
    }
    let count = woken.value
    return count >= rounds / 2 ? [] : ["only \(count) of \(rounds) sleepers woke"]
  }

  /// Every Items scenario as a store, as previews and the demo runner build them.
  @MainActor
  static func scenarioStores(_ rounds: Int) async -> [String] {
    var alive: [Weak<StoreOf<ItemsFeature>>] = []
    var pending: [StoreTask] = []
    for round in 0..<max(1, rounds / 10) {
      for scenario in ItemsFeature.scenarios {
        let clock = TestClock()
        let store = scenario.makeStore(clock: clock)
        if let action = scenario.onAppear {
          // Half run to completion (as far as the scenario goes: `loading` never answers), half
          // are dropped mid-flight; either way dropping the store ends what is left.
          pending.append(store.send(action))
          if round % 2 == 0 { await clock.run() }
        }
        _ = dumpValue(store.state)
        alive.append(Weak(store))
      }
    }
    for task in pending { await task.finish() }
    return alive.contains { $0.value != nil } ? ["a dropped scenario store is still alive"] : []
  }

  /// Dumps, diffs, identified arrays and dependency overrides.
  static func values(_ rounds: Int) -> [String] {
    var rows: IdentifiedArrayOf<Counter.Row> = []
    for id in 0..<rounds { rows.append(Counter.Row(id: id)) }
    var changed = rows
    changed[id: rounds / 2]?.count = 7
    changed.remove(id: 0)
    guard diffValues(rows, changed) != nil, !dumpValue(changed).isEmpty else {
      return ["diffing two different arrays found no difference"]
    }
    let date = withDependencies {
      $0.date = .constant(Date(timeIntervalSince1970: 0))
    } operation: {
      @Dependency(\.date) var date
      return date.now
    }
    return date == Date(timeIntervalSince1970: 0) ? [] : ["a dependency override was lost"]
  }
}

/// A counter with a child, rows and a cancellable timer: one of every kind of effect.
struct Counter: Reducer {
  struct Row: Equatable, Sendable, Identifiable {
    let id: Int
    var count = 0
    var ticks = 0
  }

  struct State: Equatable, Sendable {
    var count = 0
    var ticks = 0
    var child = ChildFeature.State()
    var optionalChild: Row?
    var rows: IdentifiedArrayOf<Row> = [Row(id: 1)]
  }

  enum Action: Equatable, Sendable {
    case increment
    case echo(Int)
    case echoed(Int)
    case startTimer
    case tick
    case presentChild
    case dismissChild
    case addRow(id: Int)
    case removeRow(id: Int)
    case child(ChildFeature.Action)
    case optionalChild(RowFeature.Action)
    case row(id: Int, action: RowFeature.Action)
  }

  enum CancelID { case timer }

  let clock: TestClock

  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: Action.child) { ChildFeature() }
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case let .echo(count):
        return .run { send in
          for value in 0..<count { await send(.echoed(value)) }
        }
      case let .echoed(value):
        state.count += value
        return .none
      case .startTimer:
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)
      case .tick:
        state.ticks += 1
        return .none
      case .presentChild:
        state.optionalChild = Row(id: 0)
        return .none
      case .dismissChild:
        state.optionalChild = nil
        return .none
      case let .addRow(id):
        state.rows.append(Row(id: id))
        return .none
      case let .removeRow(id):
        state.rows.remove(id: id)
        return .none
      case .child, .optionalChild, .row:
        return .none
      }
    }
    .ifLet(\.optionalChild, action: Action.optionalChild) { RowFeature(clock: clock) }
    .forEach(\.rows, action: Action.row) { RowFeature(clock: clock) }
  }
}

/// A row: counts, and runs a timer that only cancellation ends (until the clock moves).
struct RowFeature: Reducer {
  typealias State = Counter.Row

  enum Action: Equatable, Sendable {
    case increment
    case startTimer
    case tick
  }

  enum CancelID { case timer }

  let clock: TestClock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .startTimer:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(60))
        await send(.tick)
      }
      .cancellable(id: CancelID.timer)
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}

/// An always-present child, for `Scope`.
struct ChildFeature: Reducer {
  struct State: Equatable, Sendable {
    var count = 0
  }

  enum Action: Equatable, Sendable {
    case increment
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    }
  }
}

/// A weak reference, to check that a dropped object was freed.
struct Weak<Object: AnyObject> {
  weak var value: Object?

  init(_ value: Object) { self.value = value }
}

/// Set once, from any thread.
final class Flag: Sendable {
  private let value = Mutex(false)

  var isSet: Bool { value.withLock { $0 } }

  func set() { value.withLock { $0 = true } }
}

/// A counter, from any thread.
final class Count: Sendable {
  private let count = Mutex(0)

  var value: Int { count.withLock { $0 } }

  func increment() { count.withLock { $0 += 1 } }
}
