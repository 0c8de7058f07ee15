import Observation
import Reducer
import Testing

/// A child store is keyed by what its scope names, hashed as written (`ScopeKey`): one object across re-scopes for
/// every kind of scope, found with no probe value built and no user closure called, even when nothing could be built
/// (a child action holding a class reference, sent through several cases of its parent).
@MainActor
@Suite struct ScopeKeyTests {
  /// What no value can be built of from zeroed memory: a class reference.
  final class Ref: Sendable {
    let amount: Int
    init(_ amount: Int) { self.amount = amount }
  }

  struct Child: Reducer {
    struct State: Equatable, Sendable, Identifiable {
      var id: Int
      var count = 0
    }
    /// The only case holds a class reference: no probe value exists.
    enum Action: Sendable { case add(Ref) }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .add(ref): state.count += ref.amount
      }
      return .none
    }
  }

  struct Parent: Reducer {
    struct State: Equatable, Sendable {
      var child = Child.State(id: 0)
      var optional: Child.State?
      @Presents var sheet: Child.State?
      @Presents var destination: Destination.State?
      var rows: IdentifiedArrayOf<Child.State> = [Child.State(id: 1), Child.State(id: 2)]
      var path = StackState<Child.State>()
    }
    /// Every scope's child action is a `Child.Action`, held by several cases (and, inside the destination, by two
    /// cases of one enum): the metadata cannot tell which case a constructor builds.
    enum Action: Sendable {
      case child(Child.Action)
      case optional(Child.Action)
      case sheet(PresentationAction<Child.Action>)
      case destination(PresentationAction<Destination.Action>)
      case row(id: Int, action: Child.Action)
      case path(StackAction<Child.State, Child.Action>)
      case setOptional(Bool)
      case setSheet(Bool)
      case setDestination(first: Bool?)
      case setRow(id: Int, present: Bool)
    }
    struct Destination: Reducer {
      enum State: Equatable, Sendable {
        case first(Child.State)
        case second(Child.State)
      }
      enum Action: Sendable {
        case first(Child.Action)
        case second(Child.Action)
      }
      var body: some Reducer<State, Action> {
        Scope(state: State.first, action: Action.first) { Child() }
        Scope(state: State.second, action: Action.second) { Child() }
      }
    }

    var body: some Reducer<State, Action> {
      Scope(state: \.child, action: Action.child) { Child() }
      Reduce { state, action in
        switch action {
        case let .setOptional(present): state.optional = present ? Child.State(id: 0) : nil
        case let .setSheet(present): state.sheet = present ? Child.State(id: 0) : nil
        case let .setDestination(first):
          state.destination = first.map {
            $0 ? .first(Child.State(id: 0)) : .second(Child.State(id: 0))
          }
        case let .setRow(id, present):
          if present { state.rows.append(Child.State(id: id)) } else { state.rows.remove(id: id) }
        case .child, .optional, .sheet, .destination, .row, .path: break
        }
        return .none
      }
      .ifLet(\.optional, action: Action.optional) { Child() }
      .ifLet(\.$sheet, action: Action.sheet) { Child() }
      .ifLet(\.$destination, action: Action.destination) { Destination() }
      .forEach(\.rows, action: Action.row) { Child() }
      .forEach(\.path, action: Action.path) { Child() }
    }
  }

  private func makeStore() -> StoreOf<Parent> {
    Store(initialState: Parent.State()) { Parent() }
  }

  /// Scopes 1,000 times and expects one object, then sends through it (its own case) and expects `count` to read 2.
  private func expectOneStore(
    _ scope: () -> Store<Child.State, Child.Action>?,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let first = scope() else {
      Issue.record("no child store", sourceLocation: sourceLocation)
      return
    }
    var same = 0
    for _ in 0..<1_000 where scope() === first { same += 1 }
    #expect(same == 1_000, sourceLocation: sourceLocation)
    first.send(.add(Ref(2)))
    #expect(first.count == 2, sourceLocation: sourceLocation)
  }

  @Test func aPlainScopeIsOneStoreAcross1000ReScopes() {
    let store = makeStore()
    expectOneStore { store.scope(state: \.child, action: Parent.Action.child) }
    #expect(store.child.count == 2)
  }

  @Test func anOptionalScopeIsOneStoreAcross1000ReScopes() {
    let store = makeStore()
    store.send(.setOptional(true))
    expectOneStore { store.scope(state: \.optional, action: Parent.Action.optional) }
    #expect(store.optional?.count == 2)
  }

  @Test func aPresentedScopeIsOneStoreAcross1000ReScopes() {
    let store = makeStore()
    store.send(.setSheet(true))
    expectOneStore { store.scope(state: \.sheet, action: Parent.Action.sheet) }
    #expect(store.sheet?.count == 2)
  }

  /// An enum case whose payload no value can be built for, in a destination where two cases hold the same state
  /// and action types.
  @Test func anEnumCaseScopeIsOneStoreAcross1000ReScopes() {
    let store = makeStore()
    store.send(.setDestination(first: false))
    expectOneStore {
      store.scope(
        state: \.destination, Parent.Destination.State.second,
        action: Parent.Action.destination, Parent.Destination.Action.second)
    }
    #expect(store.destination == .second(Child.State(id: 0, count: 2)))
    let first = store.scope(
      state: \.destination, Parent.Destination.State.first,
      action: Parent.Action.destination, Parent.Destination.Action.first)
    #expect(first == nil)
  }

  @Test func anElementScopeIsOneStoreAcross1000ReScopes() {
    let store = makeStore()
    expectOneStore { store.scope(state: \.rows, action: Parent.Action.row)[id: 2] }
    #expect(store.rows[id: 2]?.count == 2)
  }

  @Test func aStackElementScopeIsOneStoreAcross1000ReScopes() {
    let store = makeStore()
    let path = store.scope(state: \.path, action: Parent.Action.path)
    path.push(Child.State(id: 0))
    let id = store.path.ids[0]
    expectOneStore { store.scope(state: \.path, action: Parent.Action.path).scope(id: id) }
    #expect(store.path[id: id]?.count == 2)
  }

  /// While the destination holds another case of the same payload type, no key names this case (nothing is built to
  /// guess it): the scope observes which case the destination holds, so a view is asked again when it changes.
  @Test func anEnumCaseScopeWhoseCaseIsNotHeldObservesTheDestinationsCase() {
    let store = makeStore()
    store.send(.setDestination(first: true))
    let changed = Flag()
    withObservationTracking {
      let second = store.scope(
        state: \.destination, Parent.Destination.State.second,
        action: Parent.Action.destination, Parent.Destination.Action.second)
      #expect(second == nil)
    } onChange: {
      changed.set()
    }
    store.send(.setDestination(first: false))
    #expect(changed.isSet)
  }

  /// A child that went away and came back is another child: its store is a new one.
  @Test func aChildThatWentAwayAndCameBackGetsANewStore() {
    let store = makeStore()
    store.send(.setOptional(true))
    let optional = store.scope(state: \.optional, action: Parent.Action.optional)
    store.send(.setOptional(false))
    store.send(.setOptional(true))
    #expect(optional != nil)
    #expect(store.scope(state: \.optional, action: Parent.Action.optional) !== optional)

    store.send(.setSheet(true))
    let sheet = store.scope(state: \.sheet, action: Parent.Action.sheet)
    store.send(.setSheet(false))
    store.send(.setSheet(true))
    #expect(sheet != nil)
    #expect(store.scope(state: \.sheet, action: Parent.Action.sheet) !== sheet)

    func second() -> Store<Child.State, Child.Action>? {
      store.scope(
        state: \.destination, Parent.Destination.State.second,
        action: Parent.Action.destination, Parent.Destination.Action.second)
    }
    store.send(.setDestination(first: false))
    let destination = second()
    store.send(.setDestination(first: true))
    #expect(second() == nil)
    store.send(.setDestination(first: false))
    #expect(destination != nil)
    #expect(second() !== destination)

    let row = store.scope(state: \.rows, action: Parent.Action.row)[id: 2]
    store.send(.setRow(id: 2, present: false))
    #expect(store.scope(state: \.rows, action: Parent.Action.row)[id: 2] == nil)
    store.send(.setRow(id: 2, present: true))
    #expect(row != nil)
    #expect(store.scope(state: \.rows, action: Parent.Action.row)[id: 2] !== row)
  }

  /// Issue 37: a scope whose action case could not be told without a probe value (a child action held by several
  /// cases, of which no value can be built) was not cached, so every scope made a new store: a new sheet on every
  /// render in the SwiftUI layer, which identifies a presented store by its object identity.
  @Test func aScopeWhoseCaseCouldNotBeProbedNoLongerMakesANewStoreEveryTime() {
    let store = makeStore()
    store.send(.setOptional(true))
    let first = store.scope(state: \.optional, action: Parent.Action.optional)
    #expect(first != nil)
    #expect(store.scope(state: \.optional, action: Parent.Action.optional) === first)
    #expect(
      store.scope(state: \.child, action: Parent.Action.child)
        === store.scope(state: \.child, action: Parent.Action.child))
    #expect(store.cachedChildStoreCount == 2)
  }

  /// The action case is not part of a store's identity (a closure cannot be compared): a cached store sends through
  /// the case of the scope that last found it, so a closure capturing a value sends the latest value.
  @Test func aCachedStoreSendsThroughItsLatestScopesClosure() {
    let store = makeStore()
    for id in [1, 2] {
      let child = store.scope(state: \.child) { Parent.Action.row(id: id, action: $0) }
      child.send(.add(Ref(id * 10)))
    }
    #expect(store.rows[id: 1]?.count == 10)
    #expect(store.rows[id: 2]?.count == 20)
    #expect(store.cachedChildStoreCount == 1)
  }

  /// Whether an observation fired.
  final class Flag: @unchecked Sendable {
    // NB: unchecked: set by an observation's onChange, which runs on the main actor during the send, and read
    // after it on the same actor.
    private(set) var isSet = false
    func set() { isSet = true }
  }
}
