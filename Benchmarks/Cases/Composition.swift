import Reducer

/// A parent with one child, scoped by its case constructor; nest it to make deep apps.
struct Nested<Child: Reducer>: Reducer where Child.State: Equatable & Sendable {
  struct State: Equatable, Sendable {
    var child: Child.State
  }
  enum Action: Sendable {
    case child(Child.Action)
  }
  let inner: Child

  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: Action.child) { inner }
  }
}

/// A row of a `forEach` benchmark.
struct RowState: Identifiable, Equatable, Sendable {
  let id: Int
  var count = 0
}

/// The row reducer.
struct RowReducer: Reducer {
  func reduce(into state: inout RowState, action: Counter.Action) -> Effect<Counter.Action> {
    state.count &+= 1
    return .none
  }
}

/// A list of rows.
struct Rows: Reducer {
  struct State: Equatable, Sendable {
    var rows: IdentifiedArrayOf<RowState>
  }
  enum Action: Sendable {
    case row(id: Int, action: Counter.Action)
  }

  var body: some Reducer<State, Action> {
    EmptyReducer()
      .forEach(\.rows, action: Action.row) { RowReducer() }
  }

  static func state(rows: Int) -> State {
    State(rows: IdentifiedArray(uniqueElements: (0..<rows).map { RowState(id: $0) }))
  }
}

/// One layer of a large app: a child scope, an optional child, a list, and its own logic returning `.none`.
struct Layer<Child: Reducer>: Reducer where Child.State: Equatable & Sendable {
  struct State: Equatable, Sendable {
    var child: Child.State
    var optional: Counter.State? = Counter.State()
    var rows: IdentifiedArrayOf<RowState> = [RowState(id: 0), RowState(id: 1)]
  }
  enum Action: Sendable {
    case child(Child.Action)
    case optional(Counter.Action)
    case row(id: Int, action: Counter.Action)
    case tapped
  }
  let inner: Child

  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: Action.child) { inner }
    Reduce { _, _ in .none }
      .ifLet(\.optional, action: Action.optional) { Counter() }
      .forEach(\.rows, action: Action.row) { RowReducer() }
  }
}

/// A parent whose action is `Equatable`, as most features' actions are.
struct EquatableParent: Reducer {
  struct State: Equatable, Sendable {
    var child = Counter.State()
  }
  enum Action: Equatable, Sendable {
    case child(Counter.Action)
    case tapped
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: Action.child) { Counter() }
  }
}
