import Reducer
import Testing

/// A child store's identity is what its scope names: the state path and the child action type, never the call site
/// (and never the closure: a cached store sends through the case of its latest scope).
@MainActor
@Suite struct ScopeIdentityTests {
  /// A child action no value can be built for.
  struct Tap: Equatable, Sendable {
    var x: Int
  }

  /// Child actions of the nested cases.
  struct Nudge: Equatable, Sendable { var x: Int }
  struct Poke: Equatable, Sendable { var x: Int }
  /// A child action two cases hold.
  struct Twin: Equatable, Sendable { var x: Int }

  struct Row: Equatable, Sendable, Identifiable {
    let id: Int
    var taps = 0
  }

  struct Feature: Reducer {
    struct State: Equatable, Sendable {
      var count = 0
      var rows: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2), Row(id: 3)]
    }
    enum Action: Equatable, Sendable {
      case tapped(Tap)
      case wrapped(Wrapper)
      case a(Int)
      case b(Int)
      case row(id: Int, action: Tap)
      case removeFirst
      case twinA(Twin)
      case twinB(Twin)
    }
    enum Wrapper: Equatable, Sendable {
      case inner(Nudge)
      case other(Poke)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .tapped(tap): state.count += tap.x
      case let .wrapped(.inner(nudge)): state.count += 10 * nudge.x
      case let .wrapped(.other(poke)): state.count += 100 * poke.x
      case let .twinA(twin): state.count += twin.x
      case let .twinB(twin): state.count += 1000 * twin.x
      case let .a(value): state.count += value
      case let .b(value): state.count -= value
      case let .row(id, tap): state.rows[id: id]?.taps += tap.x
      case .removeFirst: state.rows.remove(at: 0)
      }
      return .none
    }
  }

  @Test func structChildActionsAreCached() {
    let store = Store(initialState: Feature.State()) { Feature() }
    let first = store.scope(state: \.count, action: Feature.Action.tapped)
    let second = store.scope(state: \.count, action: Feature.Action.tapped)
    #expect(first === second)
    #expect(store.cachedChildStoreCount == 1)
    first.send(Tap(x: 2))
    #expect(store.count == 2)
  }

  @Test func twoScopesToTheSamePathAndCaseFromDifferentCallSitesAreTheSameStore() {
    let store = Store(initialState: Feature.State()) { Feature() }
    let here = store.scope(state: \.count, action: Feature.Action.a)
    let there = store.scope(state: \.count, action: Feature.Action.a)
    #expect(here === there)
  }

  /// Nothing tells two closures apart without calling them: one state path and one child action type are one store,
  /// which sends through the case of the scope that last found it.
  @Test func twoCasesSharingAPayloadTypeOnOneStatePathAreOneStoreSendingThroughTheLatestCase() {
    let store = Store(initialState: Feature.State()) { Feature() }
    let a = store.scope(state: \.count, action: Feature.Action.a)
    a.send(5)
    let b = store.scope(state: \.count, action: Feature.Action.b)
    #expect(a === b)
    b.send(2)
    #expect(store.count == 3)
  }

  @Test func nestedConstructorsOfDifferentChildActionsAreDifferentStores() {
    let store = Store(initialState: Feature.State()) { Feature() }
    let inner = store.scope(state: \.count) { .wrapped(.inner($0)) }
    let other = store.scope(state: \.count) { .wrapped(.other($0)) }
    let direct = store.scope(state: \.count, action: Feature.Action.tapped)
    #expect(store.scope(state: \.count) { Feature.Action.wrapped(.inner($0)) } === inner)
    inner.send(Nudge(x: 1))
    other.send(Poke(x: 1))
    direct.send(Tap(x: 1))
    #expect((store.count, store.cachedChildStoreCount) == (111, 3))
  }

  @Test func elementStoresStayTheSameAcrossReadsAndAfterTheFirstElementIsRemoved() {
    let store = Store(initialState: Feature.State()) { Feature() }
    let rows = store.scope(state: \.rows, action: Feature.Action.row)
    let again = store.scope(state: \.rows, action: Feature.Action.row)
    #expect(zip(rows, again).allSatisfy { $0 === $1 })
    store.send(.removeFirst)
    let afterRemoval = store.scope(state: \.rows, action: Feature.Action.row)
    #expect(afterRemoval.ids == [2, 3])
    #expect(afterRemoval[0] === rows[1])
    #expect(afterRemoval[1] === rows[2])
    afterRemoval[0].send(Tap(x: 4))
    #expect(store.rows[id: 2]?.taps == 4)
  }

  @Test func storesOfRemovedElementsAreEvicted() {
    let store = Store(initialState: Feature.State()) { Feature() }
    _ = store.scope(state: \.rows, action: Feature.Action.row)
    #expect(store.cachedChildStoreCount == 3)
    store.send(.removeFirst)
    _ = store.scope(state: \.rows, action: Feature.Action.row)
    #expect(store.cachedChildStoreCount == 2)
  }

  /// Issue 37: when several cases held a struct child action, no value could be built to tell which one a closure
  /// makes, so such scopes were not cached (a new store every time). They are cached by the state path and child
  /// action type, and each still sends through the case it was scoped with.
  @Test func scopesWhoseCaseCannotBeToldAreCachedAndStillRouteTheirOwnCase() {
    let store = Store(initialState: Feature.State()) { Feature() }
    for embed in [Feature.Action.twinA, Feature.Action.twinB] {
      store.scope(state: \.count, action: embed).send(Twin(x: 1))
    }
    #expect(store.count == 1001)
    #expect(store.cachedChildStoreCount == 1)
  }
}
