import Reducer
import Testing

/// How reducers are prepared now that `Reducer` requires only `reduce(into:action:)` and `body`: an operator holds its
/// prepared form from when it was made, found once when a store prepares its reducer, whatever its place in a body.
@MainActor
@Suite
struct PreparedReducerTests {
  @Test func aPresentationOperatorThatIsTheWholeBodyRunsItsChild() {
    let store = Store(initialState: PresentingAlone.State()) { PresentingAlone() }
    store.send(.child(.presented(.increment)))
    store.send(.child(.presented(.increment)))
    #expect(store.child?.count == 2)
    store.send(.child(.dismiss))
    #expect(store.child == nil)
  }

  @Test func aStackOperatorThatIsTheWholeBodyRunsItsElements() {
    let id = StackElementID(rawValue: 0)
    var path = StackState<Leaf.State>()
    path[id: id] = Leaf.State()
    let store = Store(initialState: StackingAlone.State(path: path)) { StackingAlone() }
    store.send(.path(.element(id: id, action: .increment)))
    #expect(store.path[id: id]?.count == 1)
  }

  @Test func anOperatorRunAsAValueRunsAsWhenPrepared() {
    var state = PresentingAlone.State()
    let reducer = PresentingAlone()
    _ = reducer.reduce(into: &state, action: .child(.presented(.increment)))
    _ = reducer.body.reduce(into: &state, action: .child(.presented(.increment)))
    #expect(state.child?.count == 2)
  }

  @Test func aPreparedReducerMadeFromAClosureRunsAsAChild() {
    let store = Store(initialState: ClosureChild.State()) { ClosureChild() }
    store.send(.leaf(.increment))
    store.send(.leaf(.decrement))
    store.send(.leaf(.increment))
    #expect(store.leaf.count == 1)
  }

  @Test(arguments: [true, false])
  func aReducerInsideBuilderControlFlowRunsOnce(flag: Bool) {
    let store = Store(initialState: Flowing.State()) { Flowing(flag: flag) }
    store.send(.leaf(.increment))
    #expect(store.leaf.count == (flag ? 1 : 10))
  }
}

private struct Leaf: Reducer {
  struct State: Equatable, Sendable { var count = 0 }
  enum Action: Equatable, Sendable { case increment, decrement }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += action == .increment ? 1 : -1
    return .none
  }
}

private struct PresentingAlone: Reducer {
  struct State: Equatable, Sendable {
    @Presents var child: Leaf.State? = Leaf.State()
  }
  enum Action: Sendable { case child(PresentationAction<Leaf.Action>) }

  var body: some Reducer<State, Action> {
    EmptyReducer().ifLet(\.$child, action: Action.child) { Leaf() }
  }
}

private struct StackingAlone: Reducer {
  struct State: Equatable, Sendable { var path: StackState<Leaf.State> }
  enum Action: Sendable { case path(StackAction<Leaf.State, Leaf.Action>) }

  var body: some Reducer<State, Action> {
    EmptyReducer().forEach(\.path, action: Action.path) { Leaf() }
  }
}

private struct ClosureChild: Reducer {
  struct State: Equatable, Sendable { var leaf = Leaf.State() }
  enum Action: Sendable { case leaf(Leaf.Action) }

  var body: some Reducer<State, Action> {
    Scope(state: \.leaf, action: Action.leaf) {
      PreparedReducer { state, action in Leaf().reduce(into: &state, action: action) }
    }
  }
}

private struct Flowing: Reducer {
  let flag: Bool
  struct State: Equatable, Sendable { var leaf = Leaf.State() }
  enum Action: Sendable { case leaf(Leaf.Action) }

  var body: some Reducer<State, Action> {
    if flag {
      Scope(state: \.leaf, action: Action.leaf) { Leaf() }
    } else {
      for _ in 0..<10 {
        CombineReducers { Scope(state: \.leaf, action: Action.leaf) { Leaf() } }
      }
    }
  }
}
