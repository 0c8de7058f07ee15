import Reducer
import Testing

/// A large `body`: 12 reducers, 8 of them chained `ifLet`/`forEach`. TCA users meet "unable to type-check this
/// expression in reasonable time" with bodies like this; it must compile quickly here (Docs/Performance.md records
/// the build time it adds).
struct BigFeature: Reducer {
  struct Leaf: Reducer {
    struct State: Equatable, Sendable, Identifiable {
      var id: Int
      var count = 0
    }
    enum Action: Equatable, Sendable { case tapped }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  struct State: Equatable, Sendable {
    var a = Leaf.State(id: 0)
    var b = Leaf.State(id: 1)
    var c = Leaf.State(id: 2)
    var d = Leaf.State(id: 3)
    var optional1: Leaf.State?
    var optional2: Leaf.State?
    var optional3: Leaf.State?
    var optional4: Leaf.State?
    var rows1: IdentifiedArrayOf<Leaf.State> = []
    var rows2: IdentifiedArrayOf<Leaf.State> = []
    var rows3: IdentifiedArrayOf<Leaf.State> = []
    var rows4: IdentifiedArrayOf<Leaf.State> = []
    var log: [String] = []
  }

  enum Action: Equatable, Sendable {
    case a(Leaf.Action)
    case b(Leaf.Action)
    case c(Leaf.Action)
    case d(Leaf.Action)
    case optional1(Leaf.Action)
    case optional2(Leaf.Action)
    case optional3(Leaf.Action)
    case optional4(Leaf.Action)
    case rows1(id: Int, action: Leaf.Action)
    case rows2(id: Int, action: Leaf.Action)
    case rows3(id: Int, action: Leaf.Action)
    case rows4(id: Int, action: Leaf.Action)
    case logged(String)
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.a, action: Action.a) { Leaf() }
    Scope(state: \.b, action: Action.b) { Leaf() }
    Scope(state: \.c, action: Action.c) { Leaf() }
    Reduce { state, action in
      if case let .logged(line) = action { state.log.append(line) }
      return .none
    }
    .ifLet(\.optional1, action: Action.optional1) { Leaf() }
    .ifLet(\.optional2, action: Action.optional2) { Leaf() }
    .ifLet(\.optional3, action: Action.optional3) { Leaf() }
    .ifLet(\.optional4, action: Action.optional4) { Leaf() }
    .forEach(\.rows1, action: Action.rows1) { Leaf() }
    .forEach(\.rows2, action: Action.rows2) { Leaf() }
    .forEach(\.rows3, action: Action.rows3) { Leaf() }
    .forEach(\.rows4, action: Action.rows4) { Leaf() }
    Scope(state: \.d, action: Action.d) { Leaf() }
  }
}

@MainActor
@Suite struct TypeCheckFixtureTests {
  @Test func largeBodyCompilesAndRoutesEveryChild() {
    var initial = BigFeature.State()
    initial.optional3 = BigFeature.Leaf.State(id: 7)
    initial.rows4 = [BigFeature.Leaf.State(id: 9)]
    let store = Store(initialState: initial) { BigFeature() }
    store.send(.a(.tapped))
    store.send(.d(.tapped))
    store.send(.optional3(.tapped))
    store.send(.rows4(id: 9, action: .tapped))
    store.send(.logged("done"))
    #expect(store.a.count == 1)
    #expect(store.b.count == 0)
    #expect(store.d.count == 1)
    #expect(store.optional3?.count == 1)
    #expect(store.rows4[id: 9]?.count == 1)
    #expect(store.log == ["done"])
  }
}
