import Reducer

/// A parent presenting a counter with the presentation `ifLet`.
struct Presenting: Reducer {
  struct State: Equatable, Sendable {
    @Presents var child: Counter.State? = Counter.State()
  }
  enum Action: Sendable {
    case child(PresentationAction<Counter.Action>)
  }

  var body: some Reducer<State, Action> {
    EmptyReducer()
      .ifLet(\.$child, action: Action.child) { Counter() }
  }
}

/// A navigation stack of counters.
struct Stacking: Reducer {
  struct State: Equatable, Sendable {
    var path: StackState<Counter.State>
  }
  enum Action: Sendable {
    case path(StackAction<Counter.State, Counter.Action>)
  }

  var body: some Reducer<State, Action> {
    EmptyReducer()
      .forEach(\.path, action: Action.path) { Counter() }
  }

  static func state(elements: Int) -> State {
    var path = StackState<Counter.State>()
    for id in 0..<elements { path[id: StackElementID(rawValue: id)] = Counter.State() }
    return State(path: path)
  }
}

/// A navigation stack the parent pushes onto with `state.path.append`, as TCA features do.
struct Pushing: Reducer {
  struct State: Equatable, Sendable {
    var path = StackState<Counter.State>()
  }
  enum Action: Sendable {
    case open
    case path(StackAction<Counter.State, Counter.Action>)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      if case .open = action { state.path.append(Counter.State()) }
      return .none
    }
    .forEach(\.path, action: Action.path) { Counter() }
  }
}

/// Pushes onto a new stack until it is `depth` deep, as many times as `n` pushes allow; only the pushes are timed
/// (making the store and dropping the stack are not), per push.
@MainActor
func timePushes(_ n: Int, depth: Int) -> Duration {
  let clock = ContinuousClock()
  let rounds = max(1, n / depth)
  var elapsed = Duration.zero
  for _ in 0..<rounds {
    let store = Store(initialState: Pushing.State()) { Pushing() }
    let start = clock.now
    for _ in 0..<depth { store.send(.open) }
    elapsed += start.duration(to: clock.now)
  }
  return elapsed * n / (rounds * depth)
}

/// Pops a `depth`-deep stack one element at a time from the top with `.popFrom(id:)`, as many times as `n` pops
/// allow; only the pops are timed, per pop.
@MainActor
func timePops(_ n: Int, depth: Int) -> Duration {
  let clock = ContinuousClock()
  let rounds = max(1, n / depth)
  var elapsed = Duration.zero
  for _ in 0..<rounds {
    let store = Store(initialState: Pushing.State()) { Pushing() }
    for _ in 0..<depth { store.send(.open) }
    let start = clock.now
    // The store's counter gave the elements ids 0 ..< depth.
    for id in (0..<depth).reversed() {
      store.send(.path(.popFrom(id: StackElementID(rawValue: id))))
    }
    elapsed += start.duration(to: clock.now)
  }
  return elapsed * n / (rounds * depth)
}

/// The navigation cases: a presented child's action beside a `Scope`d child's, and a stack element's action with a
/// short and a long stack (the cost must not grow with the stack).
@MainActor
func navigationCases() -> [BenchmarkCase] {
  [
    BenchmarkCase(name: "nav.scoped", summary: "a child action through Scope (the baseline)") { n in
      let store = Store(initialState: Nested<Counter>.State(child: Counter.State())) {
        Nested(inner: Counter())
      }
      for _ in 0..<n { store.send(.child(.increment)) }
    },
    BenchmarkCase(name: "nav.presented", summary: "a presented child's action (ifLet \\.$child)") {
      n in
      let store = Store(initialState: Presenting.State()) { Presenting() }
      for _ in 0..<n { store.send(.child(.presented(.increment))) }
    },
    BenchmarkCase(name: "nav.stack10", summary: "a stack element's action, 10 elements") { n in
      let store = Store(initialState: Stacking.state(elements: 10)) { Stacking() }
      for i in 0..<n {
        store.send(.path(.element(id: StackElementID(rawValue: i % 10), action: .increment)))
      }
    },
    BenchmarkCase(name: "nav.stack1k", summary: "a stack element's action, 1,000 elements") { n in
      let store = Store(initialState: Stacking.state(elements: 1_000)) { Stacking() }
      for i in 0..<n {
        store.send(.path(.element(id: StackElementID(rawValue: i % 1_000), action: .increment)))
      }
    },
    BenchmarkCase(name: "nav.stack10k", summary: "a stack element's action, 10,000 elements") { n in
      let store = Store(initialState: Stacking.state(elements: 10_000)) { Stacking() }
      for i in 0..<n {
        store.send(.path(.element(id: StackElementID(rawValue: i % 10_000), action: .increment)))
      }
    },
    .timingPart(
      name: "nav.push10",
      summary: "a push (state.path.append) onto a stack growing to 10 elements, per push",
      warmUpIterations: 10_000
    ) { n in timePushes(n, depth: 10) },
    .timingPart(
      name: "nav.push10k",
      summary: "a push (state.path.append) onto a stack growing to 10,000 elements, per push",
      warmUpIterations: 10_000
    ) { n in timePushes(n, depth: 10_000) },
    .timingPart(
      name: "nav.pop10", summary: "a pop (.popFrom(id:) of the top) of a 10-element stack, per pop",
      warmUpIterations: 10_000
    ) { n in timePops(n, depth: 10) },
    .timingPart(
      name: "nav.pop10k",
      summary: "a pop (.popFrom(id:) of the top) of a 10,000-element stack, per pop",
      warmUpIterations: 10_000
    ) { n in timePops(n, depth: 10_000) },
  ]
}
