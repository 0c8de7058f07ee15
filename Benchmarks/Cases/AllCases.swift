import Dependencies
import Observation
import Reducer
import ReducerTesting

/// Every benchmark case, in report order.
@MainActor
public func allCases() -> [BenchmarkCase] {
  [
    BenchmarkCase(name: "reducer.raw", summary: "Counter.reduce(into:action:) called directly") {
      n in
      let reducer = Counter()
      var state = Counter.State()
      for _ in 0..<n { blackHole(reducer.reduce(into: &state, action: .increment)) }
      blackHole(state)
    },
    BenchmarkCase(name: "store.send", summary: "a trivial action through a root Store") { n in
      let store = Store(initialState: Counter.State()) { Counter() }
      for _ in 0..<n { store.send(.increment) }
    },
    BenchmarkCase(
      name: "store.send.floor",
      summary:
        "store.send's floor: the dependencies bound as the task-local, the reducer called directly"
    ) { n in
      var floor = SendFloor(dependencies: DependencyValues.current)
      for _ in 0..<n { floor.send(.increment) }
      blackHole(floor.state)
    },
    BenchmarkCase(
      name: "store.send.body", summary: "store.send, the counter written as body { Reduce }"
    ) {
      n in
      let store = Store(initialState: Counter.State()) { BodyCounter() }
      for _ in 0..<n { store.send(.increment) }
    },
    BenchmarkCase(name: "dependency.read", summary: "store.send with one @Dependency read") { n in
      let store = Store(initialState: Counter.State()) {
        DependentCounter()
      } withDependencies: {
        $0.date = .constant(ScenarioDefaults.date)
      }
      for _ in 0..<n { store.send(.increment) }
    },
    BenchmarkCase(
      name: "dependency.read.default", summary: "dependency.read of a key nobody overrode"
    ) { n in
      let store = Store(initialState: Counter.State()) { DependentCounter() }
      for _ in 0..<n { store.send(.increment) }
    },
    BenchmarkCase(
      name: "dependency.subscript", summary: "DependencyValues.current.date, overridden"
    ) { n in
      withDependencies {
        $0.date = .constant(ScenarioDefaults.date)
      } operation: {
        for _ in 0..<n { blackHole(DependencyValues.current.date) }
      }
    },
    BenchmarkCase(
      name: "dependency.subscript.default",
      summary: "DependencyValues.current.date, nobody overrode it (cached default)"
    ) { n in
      withDependencies {
        // An override of another key, so both cases read a bag of one value.
        $0.uuid = .incrementing
      } operation: {
        for _ in 0..<n { blackHole(DependencyValues.current.date) }
      }
    },
    BenchmarkCase(
      name: "dependency.modifier", summary: "dependency.read below a .dependency modifier"
    ) { n in
      let store = Store(initialState: Counter.State()) {
        DependentCounter().dependency(\.date, .constant(ScenarioDefaults.date))
      }
      for _ in 0..<n { store.send(.increment) }
    },
    BenchmarkCase(name: "store.send.scoped5", summary: "a leaf action 5 Scopes deep, on the root") {
      n in
      let store = Store(initialState: Deep1.State()) { Deep1() }
      let action = Deep1.Action.child(.child(.child(.child(.child(.increment)))))
      for _ in 0..<n { store.send(action) }
    },
    BenchmarkCase(
      name: "store.send.scopedStore5", summary: "a leaf action on a store scoped 5 levels down"
    ) { n in
      let store = Store(initialState: Deep1.State()) { Deep1() }
      let leaf = store.scope(state: \.child, action: Deep1.Action.child)
        .scope(state: \.child, action: Deep2.Action.child)
        .scope(state: \.child, action: Deep3.Action.child)
        .scope(state: \.child, action: Deep4.Action.child)
        .scope(state: \.child, action: Deep5.Action.child)
      for _ in 0..<n { leaf.send(.increment) }
    },
    BenchmarkCase(
      name: "store.scope.cached", summary: "store.scope, Equatable action, cache hit"
    ) { n in
      let store = Store(initialState: EquatableParent.State()) { EquatableParent() }
      for _ in 0..<n {
        blackHole(store.scope(state: \.child, action: EquatableParent.Action.child))
      }
    },
    BenchmarkCase(
      name: "store.scope.cached.dump", summary: "store.scope, non-Equatable 5-deep action, hit"
    ) { n in
      let store = Store(initialState: Deep1.State()) { Deep1() }
      for _ in 0..<n { blackHole(store.scope(state: \.child, action: Deep1.Action.child)) }
    },
    BenchmarkCase(name: "store.send.forEach1k", summary: "a row action, 1,000 rows") { n in
      let store = Store(initialState: Rows.state(rows: 1_000)) { Rows() }
      for i in 0..<n { store.send(.row(id: i % 1_000, action: .increment)) }
    },
    BenchmarkCase(name: "store.send.forEach10k", summary: "a row action, 10,000 rows") { n in
      let store = Store(initialState: Rows.state(rows: 10_000)) { Rows() }
      for i in 0..<n { store.send(.row(id: i % 10_000, action: .increment)) }
    },
    BenchmarkCase(
      name: "store.send.merged.none", summary: "a leaf action through 10 layers returning .none"
    ) { n in
      let store = Store(initialState: App1.State()) { App1() }
      let action = App1.Action.child(
        .child(.child(.child(.child(.child(.child(.child(.child(.child(.increment))))))))))
      for _ in 0..<n { store.send(action) }
    },
    BenchmarkCase(name: "effect.roundtrip", summary: "action → .run { await send } → reduced") {
      n in
      let store = Store(initialState: Counter.State()) { Counter() }
      for _ in 0..<n { await store.send(.start).finish() }
    },
    BenchmarkCase(
      name: "effect.roundtrip.floor",
      summary:
        "effect.roundtrip's floor: an empty Task.detached {} awaited from a task off the main actor"
    ) { n in
      await taskRoundTripFloor(n)
    },
    BenchmarkCase(
      name: "effect.roundtrip.client",
      summary: "effect.roundtrip, the effect awaiting work off the main actor first"
    ) { n in
      let store = Store(initialState: Counter.State()) { ClientCounter() }
      for _ in 0..<n { await store.send(.start).finish() }
    },
    BenchmarkCase(name: "teststore.send", summary: "await store.send(.increment) { … }") { n in
      let store = TestStore(initialState: Counter.State()) { Counter() }
      for _ in 0..<n { await store.send(.increment) { $0.count &+= 1 } }
    },
    BenchmarkCase(name: "teststore.send.body", summary: "teststore.send, body { Reduce }") { n in
      let store = TestStore(initialState: Counter.State()) { BodyCounter() }
      for _ in 0..<n { await store.send(.increment) { $0.count &+= 1 } }
    },
    BenchmarkCase(
      name: "teststore.roundtrip", summary: "TestStore send → .run { await send } → receive"
    ) { n in
      let store = TestStore(initialState: Counter.State()) { Counter() }
      for _ in 0..<n {
        await store.send(.start)
        await store.receive(.response) { $0.count &+= 1 }
      }
    },
    BenchmarkCase(name: "caseExtraction", summary: "AnyCasePath(Action.child).extract") { n in
      let path = AnyCasePath(Nested<Counter>.Action.child)
      let action = Nested<Counter>.Action.child(.increment)
      for _ in 0..<n { blackHole(path.extract(from: action)) }
    },
    BenchmarkCase(name: "caseExtraction.switch", summary: "the same, hand-written") { n in
      let action = Nested<Counter>.Action.child(.increment)
      for _ in 0..<n { blackHole(handExtract(action)) }
    },
    BenchmarkCase(name: "store.observe", summary: "a send observed by withObservationTracking") {
      n in
      let store = Store(initialState: Counter.State()) { Counter() }
      for _ in 0..<n {
        withObservationTracking {
          blackHole(store.count)
        } onChange: {
        }
        store.send(.increment)
      }
    },
    BenchmarkCase(
      name: "store.observe.floor",
      summary: "store.observe's loop over a plain @Observable class: what Observation itself costs"
    ) { n in
      let model = ObservedCounter()
      for _ in 0..<n {
        withObservationTracking {
          blackHole(model.count)
        } onChange: {
        }
        model.count &+= 1
      }
    },
    .timingPart(
      name: "store.observe.otherRow10k",
      summary:
        "10,000 rows, one row's store observed, a send to another row (must not notify); the sends alone are timed"
    ) { n in
      // Making the store and its 10,000 row stores is preparation, not the send: only the sends are timed.
      let store = Store(initialState: Rows.state(rows: 10_000)) { Rows() }
      let observed = store.scope(state: \.rows, action: Rows.Action.row)[id: 5]
      let notifications = Notifications()
      withObservationTracking {
        blackHole(observed?.count)
      } onChange: {
        notifications.count += 1
      }
      let clock = ContinuousClock()
      let start = clock.now
      for i in 0..<n { store.send(.row(id: 6 + i % 9_990, action: .increment)) }
      let elapsed = start.duration(to: clock.now)
      if notifications.count > 0 {
        print("store.observe.otherRow10k: \(notifications.count) notification(s), expected none")
      }
      return elapsed
    },
  ] + dependencySendCases() + renderingCases() + navigationCases() + sharedCases()
    + exploringCases() + receivingCases()
    + demoRunningCases() + viewRenderingCases()
}

/// The floor of `store.observe`: one observed `var count` in a plain `@Observable` class.
@MainActor
@Observable
final class ObservedCounter {
  var count = 0
}

/// Counts observation notifications in a benchmark.
final class Notifications: @unchecked Sendable {
  // NB: written only from `onChange` of a store's observation, which the store runs on the main actor, and read
  // on the main actor after the sends.
  var count = 0
}

@inline(never)
func handExtract(_ action: Nested<Counter>.Action) -> Counter.Action? {
  switch action {
  case let .child(child): child
  }
}
