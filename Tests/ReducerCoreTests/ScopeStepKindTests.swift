import Observation
import ReducerCore
import Testing

/// A new kind of scope is one `ScopeStepKind` appended to the parent's path: these tests write one (the first of a
/// list of counts) and check that a store scoped through it reads, observes and keeps its last part like the
/// built-in kinds (an optional child, a presented case, a stack element).
@MainActor
@Suite
struct ScopeStepKindTests {
  struct Counts: Reducer {
    struct State: Equatable, Sendable {
      var counts: [Int] = []
      var header = 0
    }
    enum Action: Equatable, Sendable {
      case appended(Int)
      case removedAll
      case headerTapped
      case first(First)
    }
    enum First: Equatable, Sendable { case doubled }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .appended(count): state.counts.append(count)
      case .removedAll: state.counts.removeAll()
      case .headerTapped: state.header += 1
      case .first(.doubled): if !state.counts.isEmpty { state.counts[0] *= 2 }
      }
      return .none
    }
  }

  /// The kind of scope written here: the first count, absent while there is none.
  struct FirstCount: ScopeStepKind {
    func part(of state: Counts.State) -> Int? { state.counts.first }
  }

  private func firstCount(of store: StoreOf<Counts>) -> Store<Int, Counts.First>? {
    store.scope(present: \.counts.first, FirstCount(), action: Counts.Action.first)
  }

  @Test func aStoreScopedThroughANewStepKindReadsItsPartAndSendsThroughItsAction() throws {
    let store = Store(initialState: Counts.State(counts: [3, 5])) { Counts() }
    let first = try #require(firstCount(of: store))
    #expect(first.state == 3)
    first.send(.doubled)
    #expect(first.state == 6)
    #expect(store.counts == [6, 5])
  }

  @Test func aStoreScopedThroughANewStepKindKeepsShowingItsLastPartOnceItIsAbsent() throws {
    let store = Store(initialState: Counts.State(counts: [3])) { Counts() }
    let first = try #require(firstCount(of: store))
    store.send(.removedAll)
    #expect(first.state == 3)
    #expect(firstCount(of: store) == nil)
    store.send(.appended(7))
    #expect(first.state == 7)
  }

  @Test func observersOfAStoreScopedThroughANewStepKindAreToldOnlyWhenItsPartChanges() throws {
    let store = Store(initialState: Counts.State(counts: [3, 5])) { Counts() }
    let first = try #require(firstCount(of: store))
    let probe = EffectProbe()
    withObservationTracking {
      _ = first.state
    } onChange: {
      probe.record("first")
    }
    store.send(.headerTapped)
    store.send(.appended(9))
    #expect(probe.events.isEmpty)
    first.send(.doubled)
    #expect(probe.events == ["first"])
  }
}
