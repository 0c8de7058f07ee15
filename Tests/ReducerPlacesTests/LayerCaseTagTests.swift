import Reducer
import Testing

/// The reducers of one layer (`Scope`, `ifLet`, `forEach`, a body's sequence) read the action's case tag once and
/// share it. These tests pin that every reducer still sees exactly the actions it saw when each read its own.
@MainActor
@Suite
struct LayerCaseTagTests {
  // MARK: - One layer

  @Test func everyReducerOfALayerSeesExactlyItsOwnCase() {
    let store = Store(initialState: Layer.State()) { Layer() }
    store.send(.child(.increment))
    store.send(.manual(.increment))
    store.send(.manual(.increment))
    store.send(.optional(.increment))
    store.send(.row(id: 2, action: .increment))
    store.send(.tapped)
    store.send(.reset)
    #expect(store.child.count == 1)
    #expect(store.manual.count == 2)
    #expect(store.optional?.count == 1)
    #expect(store.rows[id: 1]?.count == 0)
    #expect(store.rows[id: 2]?.count == 1)
    #expect(store.log == ["child", "manual", "manual", "optional", "row 2", "tapped", "reset"])
  }

  @Test func aHandWrittenCasePathBetweenConstructorPathsRoutesItsCase() {
    // The hand-written path reads no tag; the constructor paths after it read (and share) it.
    let store = Store(initialState: Layer.State()) { HandWrittenFirst() }
    store.send(.manual(.increment))
    store.send(.child(.increment))
    store.send(.row(id: 1, action: .decrement))
    store.send(.tapped)
    #expect(store.manual.count == 1)
    #expect(store.child.count == 1)
    #expect(store.rows[id: 1]?.count == -1)
    #expect(store.log == ["manual", "child", "row 1", "tapped"])
  }

  @Test func aHandWrittenPathAndAConstructorPathOfTheSameCaseBothRun() {
    let store = Store(initialState: Layer.State()) { SameCaseTwice() }
    store.send(.child(.increment))
    store.send(.tapped)
    #expect(store.child.count == 1)
    #expect(store.manual.count == 1)
    #expect(store.log == ["child", "tapped"])
  }

  @Test func noPayloadActionsReachOnlyTheParent() {
    let store = Store(initialState: Layer.State()) { Layer() }
    for _ in 0..<3 {
      store.send(.tapped)
      store.send(.reset)
    }
    #expect(store.child.count == 0)
    #expect(store.manual.count == 0)
    #expect(store.optional?.count == 0)
    #expect(store.rows.map(\.count) == [0, 0])
    #expect(store.log.count == 6)
  }

  // MARK: - Nested layers, the reducer as a value

  @Test func nestedLayersRouteTheirChildsCase() {
    let store = Store(initialState: Outer.State()) { Outer() }
    store.send(.layer(.row(id: 1, action: .increment)))
    store.send(.layer(.optional(.decrement)))
    store.send(.layer(.tapped))
    store.send(.tapped)
    #expect(store.layer.rows[id: 1]?.count == 1)
    #expect(store.layer.optional?.count == -1)
    #expect(store.layer.log == ["row 1", "optional", "tapped"])
    #expect(store.taps == 1)
  }

  @Test func aLayerRunAsAValueRoutesAsWhenPrepared() {
    var state = Layer.State()
    let layer = Layer()
    for action in [
      Layer.Action.child(.increment), .manual(.decrement), .optional(.increment),
      .row(id: 1, action: .increment), .tapped,
    ] {
      _ = layer.reduce(into: &state, action: action)
      _ = layer.body.reduce(into: &state, action: action)
    }
    #expect(state.child.count == 2)
    #expect(state.manual.count == -2)
    #expect(state.optional?.count == 2)
    #expect(state.rows[id: 1]?.count == 2)
    #expect(
      state.log == [
        "child", "child", "manual", "manual", "optional", "optional", "row 1", "row 1", "tapped",
        "tapped",
      ])
  }

  // MARK: - Builder control flow

  @Test(arguments: [true, false])
  func ifElseAndForInABodyRouteTheirCases(flag: Bool) {
    let store = Store(initialState: Layer.State()) { Flow(flag: flag) }
    store.send(.child(.increment))
    store.send(.manual(.increment))
    store.send(.optional(.increment))
    store.send(.tapped)
    // `if flag` adds one child scope; `if … else` routes `child` or `manual`; `for` adds two child scopes.
    #expect(store.child.count == (flag ? 1 : 0) + (flag ? 1 : 0) + 2)
    #expect(store.manual.count == (flag ? 0 : 1))
    #expect(store.optional?.count == 1)
    #expect(store.log == ["child", "manual", "optional", "tapped"])
  }
}

// MARK: - Fixtures

private struct Leaf: Reducer {
  struct State: Equatable, Identifiable, Sendable {
    var id = 0
    var count = 0
  }
  enum Action: Equatable, Sendable {
    case increment
    case decrement
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment: state.count += 1
    case .decrement: state.count -= 1
    }
    return .none
  }
}

private struct Layer: Reducer {
  struct State: Equatable, Sendable {
    var child = Leaf.State()
    var manual = Leaf.State()
    var optional: Leaf.State? = Leaf.State()
    var rows: IdentifiedArrayOf<Leaf.State> = [Leaf.State(id: 1), Leaf.State(id: 2)]
    var log: [String] = []
  }
  enum Action: Equatable, Sendable {
    case child(Leaf.Action)
    case manual(Leaf.Action)
    case optional(Leaf.Action)
    case row(id: Int, action: Leaf.Action)
    case tapped
    case reset
  }

  /// `manual`, by hand: it never reads a tag.
  static let manual = AnyCasePath<Action, Leaf.Action>(
    embed: Action.manual,
    extract: { if case let .manual(action) = $0 { action } else { nil } })

  static func log(_ state: inout State, _ action: Action) -> Effect<Action> {
    switch action {
    case .child: state.log.append("child")
    case .manual: state.log.append("manual")
    case .optional: state.log.append("optional")
    case let .row(id, _): state.log.append("row \(id)")
    case .tapped: state.log.append("tapped")
    case .reset: state.log.append("reset")
    }
    return .none
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: Action.child) { Leaf() }
    Scope(state: \.manual, action: Self.manual) { Leaf() }
    Reduce { Self.log(&$0, $1) }
      .ifLet(\.optional, action: Action.optional) { Leaf() }
      .forEach(\.rows, action: Action.row) { Leaf() }
  }
}

private struct HandWrittenFirst: Reducer {
  var body: some Reducer<Layer.State, Layer.Action> {
    Scope(state: \.manual, action: Layer.manual) { Leaf() }
    Scope(state: \.child, action: Layer.Action.child) { Leaf() }
    Reduce { Layer.log(&$0, $1) }
      .forEach(\.rows, action: Layer.Action.row) { Leaf() }
  }
}

private struct SameCaseTwice: Reducer {
  /// `child`, by hand, scoped to the `manual` state.
  static let child = AnyCasePath<Layer.Action, Leaf.Action>(
    embed: Layer.Action.child,
    extract: { if case let .child(action) = $0 { action } else { nil } })

  var body: some Reducer<Layer.State, Layer.Action> {
    Scope(state: \.child, action: Layer.Action.child) { Leaf() }
    Scope(state: \.manual, action: Self.child) { Leaf() }
    Reduce { Layer.log(&$0, $1) }
  }
}

private struct Outer: Reducer {
  struct State: Equatable, Sendable {
    var layer = Layer.State()
    var taps = 0
  }
  enum Action: Equatable, Sendable {
    case layer(Layer.Action)
    case tapped
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.layer, action: Action.layer) { Layer() }
    Reduce { state, action in
      if action == .tapped { state.taps += 1 }
      return .none
    }
  }
}

private struct Flow: Reducer {
  let flag: Bool

  var body: some Reducer<Layer.State, Layer.Action> {
    if flag {
      Scope(state: \.child, action: Layer.Action.child) { Leaf() }
    }
    if flag {
      Scope(state: \.child, action: Layer.Action.child) { Leaf() }
    } else {
      Scope(state: \.manual, action: Layer.Action.manual) { Leaf() }
    }
    for _ in 0..<2 {
      Scope(state: \.child, action: Layer.Action.child) { Leaf() }
    }
    CombineReducers {
      Reduce { Layer.log(&$0, $1) }
    }
    .ifLet(\.optional, action: Layer.Action.optional) { Leaf() }
  }
}
