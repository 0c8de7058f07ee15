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
  ]
}
