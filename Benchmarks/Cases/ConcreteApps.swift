// Generated shape, written out by hand-equivalent code: concrete types, as apps write them.
// (Generic reducers re-instantiate their key paths on every body evaluation; apps use concrete types.)
import Reducer

/// Level 5 of the 5-deep scope chain.
struct Deep5: Reducer {
  struct State: Equatable, Sendable {
    var child = Counter.State()
  }
  enum Action: Sendable {
    case child(Counter.Action)
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: Action.child) { Counter() }
  }
}

/// Level 4 of the 5-deep scope chain.
struct Deep4: Reducer {
  struct State: Equatable, Sendable {
    var child = Deep5.State()
  }
  enum Action: Sendable {
    case child(Deep5.Action)
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: Action.child) { Deep5() }
  }
}

/// Level 3 of the 5-deep scope chain.
struct Deep3: Reducer {
  struct State: Equatable, Sendable {
    var child = Deep4.State()
  }
  enum Action: Sendable {
    case child(Deep4.Action)
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: Action.child) { Deep4() }
  }
}

/// Level 2 of the 5-deep scope chain.
struct Deep2: Reducer {
  struct State: Equatable, Sendable {
    var child = Deep3.State()
  }
  enum Action: Sendable {
    case child(Deep3.Action)
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: Action.child) { Deep3() }
  }
}

/// Level 1 of the 5-deep scope chain.
struct Deep1: Reducer {
  struct State: Equatable, Sendable {
    var child = Deep2.State()
  }
  enum Action: Sendable {
    case child(Deep2.Action)
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: Action.child) { Deep2() }
  }
}

/// Layer 10 of the 10-layer app: a child scope, an optional child, a list, and `.none` logic.
struct App10: Reducer {
  struct State: Equatable, Sendable {
    var child = Counter.State()
    var optional: Counter.State? = Counter.State()
    var rows: IdentifiedArrayOf<RowState> = [RowState(id: 0), RowState(id: 1)]
  }
  enum Action: Sendable {
    case child(Counter.Action)
    case optional(Counter.Action)
    case row(id: Int, action: Counter.Action)
    case tapped
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: Action.child) { Counter() }
    Reduce { _, _ in .none }
      .ifLet(\.optional, action: Action.optional) { Counter() }
      .forEach(\.rows, action: Action.row) { RowReducer() }
  }
}

/// Layer 9 of the 10-layer app: a child scope, an optional child, a list, and `.none` logic.
struct App9: Reducer {
  struct State: Equatable, Sendable {
    var child = App10.State()
    var optional: Counter.State? = Counter.State()
    var rows: IdentifiedArrayOf<RowState> = [RowState(id: 0), RowState(id: 1)]
  }
  enum Action: Sendable {
    case child(App10.Action)
    case optional(Counter.Action)
    case row(id: Int, action: Counter.Action)
    case tapped
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: Action.child) { App10() }
    Reduce { _, _ in .none }
      .ifLet(\.optional, action: Action.optional) { Counter() }
      .forEach(\.rows, action: Action.row) { RowReducer() }
  }
}

/// Layer 8 of the 10-layer app: a child scope, an optional child, a list, and `.none` logic.
struct App8: Reducer {
  struct State: Equatable, Sendable {
    var child = App9.State()
    var optional: Counter.State? = Counter.State()
    var rows: IdentifiedArrayOf<RowState> = [RowState(id: 0), RowState(id: 1)]
  }
  enum Action: Sendable {
    case child(App9.Action)
    case optional(Counter.Action)
    case row(id: Int, action: Counter.Action)
    case tapped
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: Action.child) { App9() }
    Reduce { _, _ in .none }
      .ifLet(\.optional, action: Action.optional) { Counter() }
      .forEach(\.rows, action: Action.row) { RowReducer() }
  }
}

/// Layer 7 of the 10-layer app: a child scope, an optional child, a list, and `.none` logic.
struct App7: Reducer {
  struct State: Equatable, Sendable {
    var child = App8.State()
    var optional: Counter.State? = Counter.State()
    var rows: IdentifiedArrayOf<RowState> = [RowState(id: 0), RowState(id: 1)]
  }
  enum Action: Sendable {
    case child(App8.Action)
    case optional(Counter.Action)
    case row(id: Int, action: Counter.Action)
    case tapped
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: Action.child) { App8() }
    Reduce { _, _ in .none }
      .ifLet(\.optional, action: Action.optional) { Counter() }
      .forEach(\.rows, action: Action.row) { RowReducer() }
  }
}

/// Layer 6 of the 10-layer app: a child scope, an optional child, a list, and `.none` logic.
struct App6: Reducer {
  struct State: Equatable, Sendable {
    var child = App7.State()
    var optional: Counter.State? = Counter.State()
    var rows: IdentifiedArrayOf<RowState> = [RowState(id: 0), RowState(id: 1)]
  }
  enum Action: Sendable {
    case child(App7.Action)
    case optional(Counter.Action)
    case row(id: Int, action: Counter.Action)
    case tapped
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: Action.child) { App7() }
    Reduce { _, _ in .none }
      .ifLet(\.optional, action: Action.optional) { Counter() }
      .forEach(\.rows, action: Action.row) { RowReducer() }
  }
}

/// Layer 5 of the 10-layer app: a child scope, an optional child, a list, and `.none` logic.
struct App5: Reducer {
  struct State: Equatable, Sendable {
    var child = App6.State()
    var optional: Counter.State? = Counter.State()
    var rows: IdentifiedArrayOf<RowState> = [RowState(id: 0), RowState(id: 1)]
  }
  enum Action: Sendable {
    case child(App6.Action)
    case optional(Counter.Action)
    case row(id: Int, action: Counter.Action)
    case tapped
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: Action.child) { App6() }
    Reduce { _, _ in .none }
      .ifLet(\.optional, action: Action.optional) { Counter() }
      .forEach(\.rows, action: Action.row) { RowReducer() }
  }
}

/// Layer 4 of the 10-layer app: a child scope, an optional child, a list, and `.none` logic.
struct App4: Reducer {
  struct State: Equatable, Sendable {
    var child = App5.State()
    var optional: Counter.State? = Counter.State()
    var rows: IdentifiedArrayOf<RowState> = [RowState(id: 0), RowState(id: 1)]
  }
  enum Action: Sendable {
    case child(App5.Action)
    case optional(Counter.Action)
    case row(id: Int, action: Counter.Action)
    case tapped
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: Action.child) { App5() }
    Reduce { _, _ in .none }
      .ifLet(\.optional, action: Action.optional) { Counter() }
      .forEach(\.rows, action: Action.row) { RowReducer() }
  }
}

/// Layer 3 of the 10-layer app: a child scope, an optional child, a list, and `.none` logic.
struct App3: Reducer {
  struct State: Equatable, Sendable {
    var child = App4.State()
    var optional: Counter.State? = Counter.State()
    var rows: IdentifiedArrayOf<RowState> = [RowState(id: 0), RowState(id: 1)]
  }
  enum Action: Sendable {
    case child(App4.Action)
    case optional(Counter.Action)
    case row(id: Int, action: Counter.Action)
    case tapped
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: Action.child) { App4() }
    Reduce { _, _ in .none }
      .ifLet(\.optional, action: Action.optional) { Counter() }
      .forEach(\.rows, action: Action.row) { RowReducer() }
  }
}

/// Layer 2 of the 10-layer app: a child scope, an optional child, a list, and `.none` logic.
struct App2: Reducer {
  struct State: Equatable, Sendable {
    var child = App3.State()
    var optional: Counter.State? = Counter.State()
    var rows: IdentifiedArrayOf<RowState> = [RowState(id: 0), RowState(id: 1)]
  }
  enum Action: Sendable {
    case child(App3.Action)
    case optional(Counter.Action)
    case row(id: Int, action: Counter.Action)
    case tapped
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: Action.child) { App3() }
    Reduce { _, _ in .none }
      .ifLet(\.optional, action: Action.optional) { Counter() }
      .forEach(\.rows, action: Action.row) { RowReducer() }
  }
}

/// Layer 1 of the 10-layer app: a child scope, an optional child, a list, and `.none` logic.
struct App1: Reducer {
  struct State: Equatable, Sendable {
    var child = App2.State()
    var optional: Counter.State? = Counter.State()
    var rows: IdentifiedArrayOf<RowState> = [RowState(id: 0), RowState(id: 1)]
  }
  enum Action: Sendable {
    case child(App2.Action)
    case optional(Counter.Action)
    case row(id: Int, action: Counter.Action)
    case tapped
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: Action.child) { App2() }
    Reduce { _, _ in .none }
      .ifLet(\.optional, action: Action.optional) { Counter() }
      .forEach(\.rows, action: Action.row) { RowReducer() }
  }
}
