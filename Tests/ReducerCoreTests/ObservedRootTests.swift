import Observation
import Reducer
import Testing

/// The root core keeps the armed interests of its whole tree and compares each with the root state after a send:
/// every store finds its state through its locator (an offset in the root state, an optional, an element found at its
/// last offset). These tests cover each kind of step, the collection's ids, and the interests of stores that are gone.
@MainActor
@Suite
struct ObservedRootTests {
  typealias Row = DesignSample.Row

  /// Rows behind each kind of step: stored paths (`list.rows`), an optional (`optional`), and a computed path
  /// (`reversed`, the rows in reverse order: read through the key-path runtime).
  struct Board: Reducer {
    struct State: Equatable, Sendable {
      var header = 0
      var list = RowListFeature.State()
      var optional: RowListFeature.State? = RowListFeature.State()
      var reversed: IdentifiedArrayOf<Row.State> {
        IdentifiedArray(uniqueElements: list.rows.reversed())
      }
    }
    enum Action: Equatable, Sendable {
      case list(RowListFeature.Action)
      case optional(RowListFeature.Action)
      case reverseRows
      case headerTapped
      case optionalDismissed
    }

    var body: some Reducer<State, Action> {
      Scope(state: \.list, action: Action.list) { RowListFeature() }
      Reduce { state, action in
        switch action {
        case .reverseRows: state.list.rows = state.reversed
        case .headerTapped: state.header += 1
        case .optionalDismissed: state.optional = nil
        case .list, .optional: break
        }
        return .none
      }
      .ifLet(\.optional, action: Action.optional) { RowListFeature() }
    }
  }

  private func board(rows ids: Range<Int>) -> StoreOf<Board> {
    let rows = IdentifiedArray(uniqueElements: ids.map { Row.State(id: $0) })
    return Store(
      initialState: Board.State(
        list: RowListFeature.State(rows: rows), optional: RowListFeature.State(rows: rows))
    ) {
      Board()
    }
  }

  /// Tracks what `read` reads and records `name` in `probe` when any of it changes.
  private func observe<Value>(_ probe: EffectProbe, _ name: String, _ read: () -> Value) {
    withObservationTracking {
      _ = read()
    } onChange: {
      probe.record(name)
    }
  }

  @Test func aRowOfAListInAChildScopeIsFoundAtItsOffsetInTheRootState() {
    let probe = EffectProbe()
    let store = board(rows: 0..<10)
    let list = store.scope(state: \.list, action: Board.Action.list)
    let rows = list.scope(state: \.rows, action: RowListFeature.Action.row)
    observe(probe, "row 3") { rows[id: 3]?.title }
    store.send(.headerTapped)
    store.send(.list(.row(id: 4, action: .titleChanged("four"))))
    #expect(probe.events.isEmpty)
    store.send(.list(.row(id: 3, action: .titleChanged("three"))))
    #expect(probe.events == ["row 3"])
    #expect(rows[id: 3]?.title == "three")
  }

  @Test func aRowOfAListInAnOptionalChildIsComparedThroughTheOptional() {
    let probe = EffectProbe()
    let store = board(rows: 0..<10)
    let optional = store.scope(state: \.optional, action: Board.Action.optional)
    let rows = optional?.scope(state: \.rows, action: RowListFeature.Action.row)
    observe(probe, "row 2") { rows?[id: 2]?.title }
    observe(probe, "optional rows") {
      optional?.scope(state: \.rows, action: RowListFeature.Action.row)
    }
    store.send(.optional(.row(id: 5, action: .titleChanged("five"))))
    store.send(.list(.row(id: 2, action: .titleChanged("list two"))))
    #expect(probe.events.isEmpty)
    store.send(.optional(.row(id: 2, action: .titleChanged("two"))))
    #expect(probe.events == ["row 2"])
    // Gone: the stores keep the last values they saw, and changing nothing they read notifies no one.
    observe(probe, "row 2 again") { rows?[id: 2]?.title }
    store.send(.optionalDismissed)
    #expect(probe.events == ["row 2"])
    #expect(rows?[id: 2]?.title == "two")
  }

  @Test func aRowOfAComputedCollectionIsReadThroughTheKeyPath() {
    let probe = EffectProbe()
    let store = board(rows: 0..<5)
    let reversed = store.scope(
      state: \.reversed, action: { Board.Action.list(.row(id: $0, action: $1)) })
    #expect(reversed.ids == [4, 3, 2, 1, 0])
    observe(probe, "row 1") { reversed[id: 1]?.title }
    store.send(.list(.row(id: 0, action: .titleChanged("zero"))))
    #expect(probe.events.isEmpty)
    store.send(.list(.row(id: 1, action: .titleChanged("one"))))
    #expect(probe.events == ["row 1"])
  }

  @Test func observersOfTheCollectionSeeRemovalsAndReorderingsNotRowChanges() {
    let probe = EffectProbe()
    let store = board(rows: 0..<5)
    let list = store.scope(state: \.list, action: Board.Action.list)
    observe(probe, "collection") { list.scope(state: \.rows, action: RowListFeature.Action.row) }
    store.send(.list(.row(id: 1, action: .tapped)))
    store.send(.headerTapped)
    #expect(probe.events.isEmpty)
    store.send(.list(.remove(id: 1)))
    #expect(probe.events == ["collection"])

    observe(probe, "reordered") { list.scope(state: \.rows, action: RowListFeature.Action.row) }
    store.send(.reverseRows)
    #expect(probe.events == ["collection", "reordered"])
    #expect(list.scope(state: \.rows, action: RowListFeature.Action.row).ids == [4, 3, 2, 0])
  }

  @Test func aValueThatIsNotEquatableNotifiesOnEverySend() {
    struct Plain: Sendable { var count = 0 }
    struct Holder: Reducer {
      struct State: Sendable {
        var plain = Plain()
        var other = 0
      }
      enum Action: Sendable { case bumpPlain, bumpOther }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .bumpPlain: state.plain.count += 1
        case .bumpOther: state.other += 1
        }
        return .none
      }
    }
    let probe = EffectProbe()
    let store = Store(initialState: Holder.State()) { Holder() }
    observe(probe, "plain") { store.plain }
    // A value that is not `Equatable` is never known to be unchanged: any send notifies its observers.
    store.send(.bumpOther)
    #expect(probe.events == ["plain"])
  }

  /// Regression: an element store's interest stays armed after its row is removed (its last value never changes),
  /// and nothing would drop it once the store is gone: every later send would compare it.
  @Test func theInterestsOfStoresThatAreGoneLeaveTheRootsChecks() {
    let store = board(rows: 0..<64)
    let list = store.scope(state: \.list, action: Board.Action.list)
    do {
      let rows = list.scope(state: \.rows, action: RowListFeature.Action.row)
      // Read outside tracking: each read arms an interest, which the removal below does not change.
      for row in rows { _ = row.title }
    }
    #expect(store.armedInterestCount == 65)
    for id in 0..<64 { store.send(.list(.remove(id: id))) }
    // The removals changed the ids (that interest fired); the rows' interests are still armed.
    #expect(store.armedInterestCount == 64)
    // Scoping again forgets the removed rows' stores, which are gone then.
    for id in 64..<264 { store.send(.list(.add(id: id))) }
    let rows = list.scope(state: \.rows, action: RowListFeature.Action.row)
    for row in rows { _ = row.title }
    // 200 live rows and the ids: the 64 stores that are gone were dropped when the list filled up.
    #expect(store.armedInterestCount == 201)
    store.send(.list(.row(id: 100, action: .titleChanged("hundred"))))
    #expect(store.armedInterestCount == 200)
    #expect(rows[id: 100]?.title == "hundred")
  }
}
