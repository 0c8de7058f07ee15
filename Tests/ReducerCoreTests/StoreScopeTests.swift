import Reducer
import Testing

/// The child-store cache of `Store.scope`: one cached store per state path and child action type, sending through the
/// action case of the scope that last found it (a closure cannot be compared, so it is never part of the key).
@MainActor
@Suite struct StoreScopeTests {
  struct Row: Equatable, Sendable, Identifiable {
    let id: Int
  }

  /// A payload that no probe value can be built for (scopes through it were not cached before issue 37).
  struct Opaque: Equatable, Sendable {
    var text: String
  }

  struct Logger: Reducer {
    struct State: Equatable, Sendable {
      var log: [String] = []
      var maybe: Int? = 0
      var rows: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2)]
    }
    enum Action: Equatable, Sendable {
      case a(Int)
      case b(Int)
      case rowA(id: Int, action: Int)
      case rowB(id: Int, action: Int)
      case opaqueA(Opaque)
      case opaqueB(Opaque)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .a(value): state.log.append("a(\(value))")
      case let .b(value): state.log.append("b(\(value))")
      case let .rowA(id, value): state.log.append("rowA(\(id), \(value))")
      case let .rowB(id, value): state.log.append("rowB(\(id), \(value))")
      case let .opaqueA(value): state.log.append("opaqueA(\(value.text))")
      case let .opaqueB(value): state.log.append("opaqueB(\(value.text))")
      }
      return .none
    }
  }

  /// One call site for every case, as a view helper or a loop has.
  private func child(
    _ store: StoreOf<Logger>, _ embed: @escaping @Sendable (Int) -> Logger.Action
  ) -> Store<[String], Int> {
    store.scope(state: \.log, action: embed)
  }

  /// Issue 18: `child(Action.a).send(1); child(Action.b).send(2)` logged `a(1), a(2)`.
  @Test func scopeCacheRoutesEachActionCaseFromOneCallSite() {
    let store = Store(initialState: Logger.State()) { Logger() }
    child(store, Logger.Action.a).send(1)
    child(store, Logger.Action.b).send(2)
    #expect(store.log == ["a(1)", "b(2)"])
  }

  @Test func scopeCacheReturnsOneStoreForOneStatePathSendingThroughTheLatestCase() {
    let store = Store(initialState: Logger.State()) { Logger() }
    let first = child(store, Logger.Action.a)
    let second = child(store, Logger.Action.a)
    #expect(first === second)
    let other = child(store, Logger.Action.b)
    #expect(first === other)
    other.send(1)
    #expect(store.log == ["b(1)"])
  }

  @Test func scopeCacheRoutesClosuresThatCaptureDifferentValues() {
    let store = Store(initialState: Logger.State()) { Logger() }
    for id in [7, 8] {
      child(store) { .rowA(id: id, action: $0) }.send(id * 10)
    }
    #expect(store.log == ["rowA(7, 70)", "rowA(8, 80)"])
  }

  @Test func optionalScopeCacheRoutesEachActionCaseFromOneCallSite() throws {
    let store = Store(initialState: Logger.State()) { Logger() }
    for embed in [Logger.Action.a, Logger.Action.b] {
      let scoped = try #require(store.scope(state: \.maybe, action: embed))
      scoped.send(3)
    }
    #expect(store.log == ["a(3)", "b(3)"])
  }

  /// Issue 18: the collection scope had no call site in its key, so a collection scope of one array through
  /// another case sent through the first case. The element stores are one per element (issue 37), and each sends
  /// through the case of the latest scope.
  @Test func collectionScopeCacheRoutesEachActionCase() {
    let store = Store(initialState: Logger.State()) { Logger() }
    let viaA = store.scope(state: \.rows, action: Logger.Action.rowA)
    viaA[1].send(5)
    let viaB = store.scope(state: \.rows, action: Logger.Action.rowB)
    viaB[1].send(6)
    #expect(store.log == ["rowA(2, 5)", "rowB(2, 6)"])
    let again = store.scope(state: \.rows, action: Logger.Action.rowA)
    #expect(zip(again, viaA).allSatisfy { $0 === $1 })
    again[0].send(7)
    #expect(store.log.last == "rowA(1, 7)")
  }

  /// An action that is not `Equatable` is told apart by its dump.
  @Test func scopeCacheRoutesActionsThatAreNotEquatable() {
    enum Plain: Sendable {
      case a(Int)
      case b(Int)
    }
    let store = Store(initialState: [String]()) {
      Reduce<[String], Plain> { state, action in
        switch action {
        case let .a(value): state.append("a(\(value))")
        case let .b(value): state.append("b(\(value))")
        }
        return .none
      }
    }
    func child(_ embed: @escaping @Sendable (Int) -> Plain) -> Store<[String], Int> {
      store.scope(state: \.self, action: embed)
    }
    child(Plain.a).send(1)
    child(Plain.b).send(2)
    #expect(store.state == ["a(1)", "b(2)"])
    #expect(child(Plain.a) === child(Plain.a))
  }

  /// Issue 37: where no probe value existed the cache could not tell the cases apart and kept nothing (a new store
  /// on every scope). It keeps one store for the state path, which routes each scope's own case.
  @Test func scopeCacheKeepsOneStoreWhenTheCaseCannotBeProbed() {
    let store = Store(initialState: Logger.State()) { Logger() }
    for embed in [Logger.Action.opaqueA, Logger.Action.opaqueB] {
      store.scope(state: \.log, action: embed).send(Opaque(text: "x"))
    }
    #expect(store.log == ["opaqueA(x)", "opaqueB(x)"])
    #expect(store.cachedChildStoreCount == 1)
  }
}
