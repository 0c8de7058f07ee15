import Observation
import Reducer
import Testing

private typealias Row = DesignSample.Row

/// Observation of element stores: what observers read is captured when they read it and compared after each send,
/// and an element store finds its element at the offset where it last saw it (checking the id there).
@MainActor
@Suite
struct RowObservationTests {
  private func rowsStore(_ ids: Range<Int>) -> StoreOf<RowListFeature> {
    Store(
      initialState: RowListFeature.State(
        rows: IdentifiedArray(uniqueElements: ids.map { Row.State(id: $0) }))
    ) {
      RowListFeature()
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

  @Test func aSendOnARowStoreThatChangesItsRowNotifiesItsObserverOnly() {
    let probe = EffectProbe()
    let store = rowsStore(0..<100)
    let rows = store.scope(state: \.rows, action: RowListFeature.Action.row)
    observe(probe, "row 5") { rows[5].title }
    observe(probe, "row 6") { rows[6].title }

    rows[7].send(.titleChanged("seven"))
    #expect(probe.events.isEmpty)
    rows[5].send(.titleChanged("five"))
    #expect(probe.events == ["row 5"])
    #expect(rows[5].title == "five")
  }

  @Test func sendsToOtherRowsNeverNotifyAndTheRowsChangeStillDoes() {
    let probe = EffectProbe()
    let store = rowsStore(0..<1_000)
    let observed = store.scope(state: \.rows, action: RowListFeature.Action.row)[id: 5]
    observe(probe, "row 5") { observed?.taps }
    for id in 6..<1_000 { store.send(.row(id: id, action: .tapped)) }
    #expect(probe.events.isEmpty)
    store.send(.row(id: 5, action: .tapped))
    #expect(probe.events == ["row 5"])
  }

  @Test func anObservedRowThatMovesIsFoundAtItsNewOffset() {
    let probe = EffectProbe()
    let store = rowsStore(0..<10)
    let rows = store.scope(state: \.rows, action: RowListFeature.Action.row)
    let five = rows[id: 5]
    observe(probe, "row 5") { five?.title }

    // Row 5 moves from offset 5 to offset 3; the row now at its old offset changes.
    store.send(.remove(id: 0))
    store.send(.remove(id: 1))
    store.send(.row(id: 7, action: .titleChanged("seven")))
    #expect(probe.events.isEmpty)
    store.send(.row(id: 5, action: .titleChanged("five")))
    #expect(probe.events == ["row 5"])
    #expect(five?.title == "five")
  }

  @Test func aRemovedObservedRowKeepsItsLastValueWithoutNotifying() {
    let probe = EffectProbe()
    let store = rowsStore(0..<10)
    let five = store.scope(state: \.rows, action: RowListFeature.Action.row)[id: 5]
    observe(probe, "row 5") { five?.title }
    // A change the observer did not read, then the removal: the store shows the row as it was last.
    store.send(.row(id: 5, action: .tapped))
    store.send(.remove(id: 5))
    #expect(probe.events.isEmpty)
    #expect(five?.taps == 1)
    #expect(five?.title == "")
  }

  @Test func aValueReadOutsideTrackingIsComparedWithWhatWasReadThen() {
    let probe = EffectProbe()
    let store = rowsStore(0..<3)
    let one = store.scope(state: \.rows, action: RowListFeature.Action.row)[id: 1]
    // Read untracked: the interest is armed with this value; the sends below change nothing it read.
    #expect(one?.title == "")
    store.send(.row(id: 1, action: .tapped))
    observe(probe, "row 1") { one?.title }
    store.send(.row(id: 1, action: .tapped))
    #expect(probe.events.isEmpty)
    store.send(.row(id: 1, action: .titleChanged("one")))
    #expect(probe.events == ["row 1"])
    // One-shot: a second change notifies only after the observer read again.
    store.send(.row(id: 1, action: .titleChanged("uno")))
    #expect(probe.events == ["row 1"])
    observe(probe, "row 1 again") { one?.title }
    store.send(.row(id: 1, action: .titleChanged("eins")))
    #expect(probe.events == ["row 1", "row 1 again"])
  }

  /// A value that counts its deinitializations, compared by identity.
  final class Token: Equatable, Sendable {
    let freed: ObservationRegressionTests.Counter
    init(_ freed: ObservationRegressionTests.Counter) { self.freed = freed }
    deinit { freed.hit() }
    static func == (lhs: Token, rhs: Token) -> Bool { lhs === rhs }
  }

  struct Holder: Reducer {
    struct State: Equatable, Sendable { var token: Token }
    enum Action: Sendable { case replace }
    let freed: ObservationRegressionTests.Counter

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.token = Token(freed)
      return .none
    }
  }

  @Test func anInterestThatFiredKeepsNoValueAlive() {
    let freed = ObservationRegressionTests.Counter()
    let store = Store(initialState: Holder.State(token: Token(freed))) { Holder(freed: freed) }
    withObservationTracking {
      _ = store.token
    } onChange: {
    }
    store.send(.replace)
    #expect(freed.value == 1)
    // Nobody read the token again: the interest must not hold the one the state replaces now.
    store.send(.replace)
    #expect(freed.value == 2)
  }
}
