import Observation
import Reducer
import Testing

private typealias AppFeature = DesignSample.AppFeature
private typealias Row = DesignSample.Row

@MainActor
@Suite
struct ObservationTests {
  @Test func onChangeFiresWhenAValueTheObserverReadChanges() {
    let probe = EffectProbe()
    let store = Store(initialState: AppFeature.State()) { AppFeature() }
    observe(probe, "count") { store.counter.count }
    store.send(.counter(.incrementTapped))
    #expect(probe.events == ["count"])
  }

  @Test func onChangeDoesNotFireWhenASendChangesSomethingTheObserverDidNotRead() {
    let probe = EffectProbe()
    let store = Store(initialState: AppFeature.State(rows: [Row.State(id: 1)])) { AppFeature() }
    observe(probe, "count") { store.counter.count }
    store.send(.row(id: 1, action: .titleChanged("One")))
    #expect(probe.events.isEmpty)
    store.send(.counter(.incrementTapped))
    #expect(probe.events == ["count"], "the observation stayed in place")
  }

  @Test func onChangeDoesNotFireForASendThatChangesNothing() {
    let probe = EffectProbe()
    let store = Store(initialState: AppFeature.State()) { AppFeature() }
    observe(probe, "count") { store.counter.count }
    observe(probe, "state") { store.state }
    store.send(.searchButtonTapped)
    #expect(probe.events.isEmpty)
  }

  @Test func onChangeDoesNotFireWhenAValueChangesAndChangesBackInOneSend() {
    let probe = EffectProbe()
    let store = Store(initialState: LogReducer.State()) {
      Reduce<LogReducer.State, LogReducer.Action> { state, action in
        guard case let .append(text) = action else { return .none }
        state.entries.append(text)
        return text == "a" ? .send(.append("b")) : .none
      }
      Reduce { state, action in
        if state.entries.last == "b" { state.entries.removeAll() }
        return .none
      }
    }
    observe(probe, "entries") { store.entries }
    store.send(.append("a"))
    #expect(probe.events.isEmpty)
    #expect(store.entries.isEmpty)
  }

  @Test func onChangeFiresAgainAfterTheObserverReadsAgain() {
    let probe = EffectProbe()
    let store = Store(initialState: AppFeature.State()) { AppFeature() }
    observe(probe, "count") { store.counter.count }
    store.send(.counter(.incrementTapped))
    store.send(.counter(.incrementTapped))
    #expect(probe.events == ["count"], "one notification per tracking")

    observe(probe, "count") { store.counter.count }
    store.send(.counter(.incrementTapped))
    #expect(probe.events == ["count", "count"])
  }

  @Test func readingTheWholeStateObservesEveryChange() {
    let probe = EffectProbe()
    let store = Store(initialState: AppFeature.State(rows: [Row.State(id: 1)])) { AppFeature() }
    observe(probe, "state") { store.state }
    store.send(.row(id: 1, action: .tapped))
    #expect(probe.events == ["state"])
  }

  @Test func aChildStoreObserverIsNotifiedOfItsOwnStateOnly() {
    let probe = EffectProbe()
    let store = Store(initialState: AppFeature.State(rows: [Row.State(id: 1)])) { AppFeature() }
    let counter = store.scope(state: \.counter, action: AppFeature.Action.counter)
    observe(probe, "child count") { counter.count }
    store.send(.row(id: 1, action: .tapped))
    #expect(probe.events.isEmpty)
    store.send(.counter(.incrementTapped))
    #expect(probe.events == ["child count"])
  }

  @Test func changingOneRowOfTenThousandNotifiesOnlyThatRowsObserver() {
    let probe = EffectProbe()
    let store = Store(
      initialState: AppFeature.State(
        rows: IdentifiedArray(uniqueElements: (0..<10_000).map { Row.State(id: $0) }))
    ) {
      AppFeature()
    }
    observe(probe, "collection") { store.scope(state: \.rows, action: AppFeature.Action.row) }
    let rows = store.scope(state: \.rows, action: AppFeature.Action.row)
    #expect(rows.count == 10_000)
    for row in rows {
      observe(probe, "row \(row.id)") { row.title }
    }

    store.send(.row(id: 5, action: .titleChanged("five")))
    #expect(probe.events.count == 1)
    #expect(probe.events.first == "row 5")
    #expect(rows[5].title == "five")

    store.send(.row(id: 6, action: .tapped))
    #expect(probe.events.count == 1, "row 6's observer read its title, not its taps")

    store.send(.searchButtonTapped)
    #expect(probe.events.count == 1)
  }

  @Test func observingTheScopedCollectionSeesInsertionsNotRowChanges() {
    let probe = EffectProbe()
    let store = Store(initialState: RowListFeature.State(rows: [Row.State(id: 1)])) {
      RowListFeature()
    }
    observe(probe, "collection") { store.scope(state: \.rows, action: RowListFeature.Action.row) }
    store.send(.row(id: 1, action: .titleChanged("One")))
    #expect(probe.events.isEmpty)
    store.send(.add(id: 2))
    #expect(probe.events == ["collection"])
  }

  /// Tracks what `read` reads and records `name` in `probe` when any of it changes.
  private func observe<Value>(_ probe: EffectProbe, _ name: String, _ read: () -> Value) {
    withObservationTracking {
      _ = read()
    } onChange: {
      probe.record(name)
    }
  }
}
