import Dependencies
import Reducer
import Testing

private typealias AppFeature = DesignSample.AppFeature
private typealias Counter = DesignSample.Counter
private typealias Row = DesignSample.Row
private typealias Search = DesignSample.Search

@MainActor
@Suite
struct ReducerCompositionTests {
  // MARK: - Order

  @Test func childrenListedFirstRunBeforeTheParentsReduce() {
    let store = Store(initialState: Trace.State()) { ChildFirst() }
    store.send(.child(.tap))
    #expect(store.log == ["parent saw child [\"child\"]"])
  }

  @Test func reducersRunInTheOrderTheyAreListed() {
    let store = Store(initialState: Trace.State()) { ParentAroundChild() }
    store.send(.child(.tap))
    #expect(store.log == ["first", "last, child has 1"])
  }

  @Test func ifLetAndForEachRunTheirChildBeforeTheParent() {
    let store = Store(
      initialState: Sheet.State(detail: Row.State(id: 1), rows: [Row.State(id: 7)])
    ) {
      Sheet()
    }
    store.send(.detail(.tapped))
    store.send(.row(id: 7, action: .tapped))
    #expect(store.log == ["parent: detail 1, rows [0]", "parent: detail 1, rows [1]"])
  }

  // MARK: - Scope

  @Test func scopeRoutesOnlyTheChildsActions() {
    let store = Store(initialState: AppFeature.State()) { AppFeature() }
    store.send(.counter(.incrementTapped))
    store.send(.counter(.incrementTapped))
    store.send(.counter(.decrementTapped))
    store.send(.searchButtonTapped)
    #expect(store.counter.count == 1)
    #expect(store.search == nil)
  }

  @Test func scopeMapsTheChildsEffectsBackToTheParent() async {
    let store = Store(initialState: AppFeature.State()) { AppFeature() }
    await store.send(.counter(.delayedIncrementTapped)).finish()
    #expect(store.counter.count == 1)
  }

  @Test func scopeTakesAnExplicitCasePath() {
    let store = Store(initialState: AppFeature.State()) { CounterOnly() }
    store.send(.counter(.incrementTapped))
    store.send(.searchButtonTapped)
    #expect(store.counter.count == 1)
  }

  // MARK: - ifLet

  @Test func ifLetRunsTheChildOnlyWhileItsStateIsPresent() {
    let store = Store(initialState: Sheet.State()) { Sheet() }
    store.send(.show(id: 1))
    store.send(.detail(.tapped))
    #expect(store.detail?.taps == 1)
  }

  @Test func ifLetCancelsTheChildsEffectsWhenItsStateBecomesNil() async {
    let (store, probe) = await sendingWhileDetailWorks(.dismiss) { Sheet(probe: $0) }
    #expect(probe.events.contains("row 1 cancelled"))
    #expect(!probe.events.contains("row 1 completed"))
    #expect(store.detail == nil)
  }

  @Test func ifLetCancelsTheOldChildsEffectsWhenTheChildsIDChanges() async {
    let (store, probe) = await sendingWhileDetailWorks(.replace(id: 2)) { Sheet(probe: $0) }
    #expect(probe.events.contains("row 1 cancelled"))
    #expect(store.detail == Row.State(id: 2))
  }

  @Test func ifLetKeepsTheChildsEffectsWhileTheIDStaysTheSame() async {
    let (store, probe) = await sendingWhileDetailWorks(.replace(id: 1)) { Sheet(probe: $0) }
    #expect(probe.events.contains("row 1 completed"))
    #expect(store.detail?.finished == true)
  }

  @Test func ifLetActionForAMissingChildIsReportedNotACrash() {
    let store = Store(initialState: Sheet.State()) { Sheet() }
    withKnownIssue {
      store.send(.detail(.tapped))
    } matching: { issue in
      let message = issue.comments.map(\.rawValue).joined()
      return message.contains("An 'ifLet' at ReducerCoreTests/ReducerCompositionTests.swift:")
        && message.contains("received a child action when child state was nil")
        && message.contains("detail(")
    }
    #expect(store.detail == nil)
    #expect(store.log == ["parent: detail -1, rows []"], "the parent still runs")
  }

  // MARK: - forEach

  @Test func forEachRoutesAnActionToTheElementWithItsID() {
    let store = Store(
      initialState: AppFeature.State(rows: [Row.State(id: 1), Row.State(id: 2), Row.State(id: 3)])
    ) {
      AppFeature()
    }
    store.send(.row(id: 2, action: .tapped))
    store.send(.row(id: 2, action: .tapped))
    store.send(.row(id: 3, action: .tapped))
    #expect(store.rows.map(\.taps) == [0, 2, 1])
  }

  @Test func forEachCancelsTheEffectsOfARemovedElementOnly() async {
    let probe = EffectProbe()
    let store = Store(initialState: Sheet.State(rows: [Row.State(id: 1), Row.State(id: 2)])) {
      Sheet(probe: probe)
    }
    let first = store.send(.row(id: 1, action: .workStarted))
    let second = store.send(.row(id: 2, action: .workStarted))
    await probe.wait(for: "row 1 started")
    await probe.wait(for: "row 2 started")
    store.send(.remove(id: 1))
    probe.release("row 1")
    probe.release("row 2")
    await first.finish()
    await second.finish()
    #expect(probe.events.contains("row 1 cancelled"))
    #expect(!probe.events.contains("row 1 completed"))
    #expect(probe.events.contains("row 2 completed"))
    #expect(store.rows.map(\.id) == [2])
    #expect(store.rows[id: 2]?.finished == true)
  }

  @Test func forEachRebuiltForEveryActionStillCancelsTheEffectsOfARemovedElement() async {
    // The reducer is built anew for every action (a `body` run through `reduce(into:action:)`), so the `forEach`
    // that sees the removal is not the value that started the row's effect. `RebuiltRows` is used by this test
    // only: no other `forEach` of its type ran before.
    let probe = EffectProbe()
    let store = Store(initialState: RebuiltRows.State(rows: [Row.State(id: 1), Row.State(id: 2)])) {
      Reduce { state, action in RebuiltRows(probe: probe).reduce(into: &state, action: action) }
    }
    let first = store.send(.row(id: 1, action: .workStarted))
    await probe.wait(for: "row 1 started")
    store.send(.remove(id: 1))
    probe.release("row 1")
    await first.finish()
    #expect(probe.events.contains("row 1 cancelled"))
    #expect(!probe.events.contains("row 1 completed"))
    #expect(store.rows.map(\.id) == [2])
  }

  @Test func forEachWhoseElementsNeverStartedAnEffectStillRemovesRows() {
    let store = Store(initialState: RebuiltRows.State(rows: [Row.State(id: 1), Row.State(id: 2)])) {
      QuietRows()
    }
    store.send(.row(id: 1, action: .tapped))
    store.send(.remove(id: 1))
    store.send(.row(id: 2, action: .tapped))
    #expect(store.rows.map(\.id) == [2])
    #expect(store.rows.map(\.taps) == [1])
  }

  @Test func forEachElementsUsingTheSameCancelIDDoNotCancelEachOther() async {
    let probe = EffectProbe()
    let store = Store(initialState: Sheet.State(rows: [Row.State(id: 1), Row.State(id: 2)])) {
      Sheet(probe: probe)
    }
    let first = store.send(.row(id: 1, action: .workStarted))
    let second = store.send(.row(id: 2, action: .workStarted))
    await probe.wait(for: "row 1 started")
    await probe.wait(for: "row 2 started")
    store.send(.row(id: 1, action: .workCancelled))
    probe.release("row 1")
    probe.release("row 2")
    await first.finish()
    await second.finish()
    #expect(probe.events.contains("row 1 cancelled"))
    #expect(probe.events.contains("row 2 completed"))
    #expect(store.rows.map(\.finished) == [false, true])
  }

  @Test func forEachActionForAMissingElementIsReportedNotACrash() {
    let store = Store(initialState: Sheet.State(rows: [Row.State(id: 1)])) { Sheet() }
    withKnownIssue {
      store.send(.row(id: 42, action: .tapped))
    } matching: { issue in
      let message = issue.comments.map(\.rawValue).joined()
      return message.contains("A 'forEach' at ReducerCoreTests/ReducerCompositionTests.swift:")
        && message.contains("received an action for a missing element (id: 42)")
    }
    #expect(store.rows == [Row.State(id: 1)])
  }

  // MARK: - A modifier on a group

  @Test func combineReducersLetsAModifierApplyToTheWholeGroup() async {
    let (store, probe) = await sendingWhileDetailWorks(.dismiss) { GroupedSheet(probe: $0) }
    #expect(store.log == ["detail seen"])
    #expect(probe.events.contains("row 1 cancelled"))
  }

  // MARK: - The DESIGN.md composition sample

  @Test func designCompositionSampleRoutesEveryChild() async {
    let store = Store(
      initialState: AppFeature.State(
        search: Search.State(), rows: [Row.State(id: 1), Row.State(id: 2)])
    ) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
      $0.searchClient.search = { query in ["\(query)!"] }
    }
    store.send(.counter(.incrementTapped))
    await store.send(.search(.queryChanged("swift"))).finish()
    store.send(.row(id: 2, action: .tapped))
    #expect(store.counter.count == 1)
    #expect(store.search == Search.State(query: "swift", results: ["swift!"]))
    #expect(store.rows.map(\.taps) == [0, 1])
  }

  /// Starts the held work of detail row 1 in a sheet built by `reducer`, sends `action` while it runs, then lets the
  /// work go and waits for it to end: the probe tells what became of it.
  private func sendingWhileDetailWorks<R: Reducer<Sheet.State, Sheet.Action>>(
    _ action: Sheet.Action, _ reducer: (EffectProbe) -> R
  ) async -> (store: Store<Sheet.State, Sheet.Action>, probe: EffectProbe) {
    let probe = EffectProbe()
    let store = Store(initialState: Sheet.State(detail: Row.State(id: 1))) { reducer(probe) }
    let work = store.send(.detail(.workStarted))
    await probe.wait(for: "row 1 started")
    store.send(action)
    probe.release("row 1")
    await work.finish()
    return (store, probe)
  }
}

// MARK: - Composition fixtures

private struct ChildFirst: Reducer {
  var body: some Reducer<Trace.State, Trace.Action> {
    Scope(state: \.child, action: Trace.Action.child) { Append("child") }
    Reduce { state, _ in
      state.log.append("parent saw child \(state.child)")
      return .none
    }
  }
}

private struct ParentAroundChild: Reducer {
  var body: some Reducer<Trace.State, Trace.Action> {
    Reduce { state, _ in
      state.log.append("first")
      return .none
    }
    Scope(state: \.child, action: Trace.Action.child) { Append("child") }
    Reduce { state, _ in
      state.log.append("last, child has \(state.child.count)")
      return .none
    }
  }
}

/// Scopes with a hand-written case path instead of a case constructor.
private struct CounterOnly: Reducer {
  static let toCounter = AnyCasePath<AppFeature.Action, Counter.Action>(
    embed: AppFeature.Action.counter,
    extract: { action in
      guard case let .counter(action) = action else { return nil }
      return action
    })

  var body: some Reducer<AppFeature.State, AppFeature.Action> {
    Scope(state: \.counter, action: Self.toCounter) { Counter() }
  }
}

/// `ifLet` applied to a group of parent reducers.
private struct GroupedSheet: Reducer {
  var probe: EffectProbe?

  var body: some Reducer<Sheet.State, Sheet.Action> {
    CombineReducers {
      Reduce { state, action in
        if case .dismiss = action { state.detail = nil }
        return .none
      }
      Reduce { state, action in
        if case .detail = action { state.log.append("detail seen") }
        return .none
      }
    }
    .ifLet(\.detail, action: Sheet.Action.detail) { Row(probe: probe) }
  }
}

/// A parent presenting an optional detail row and a list of rows.
/// A list whose reducer the forEach tests rebuild for every action.
private struct RebuiltRows: Reducer {
  struct State: Equatable, Sendable {
    var rows: IdentifiedArrayOf<Row.State> = []
  }
  enum Action: Equatable, Sendable {
    case row(id: Int, action: Row.Action)
    case remove(id: Int)
  }

  var probe: EffectProbe?

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      if case let .remove(id) = action { state.rows[id: id] = nil }
      return .none
    }
    .forEach(\.rows, action: Action.row) { Row(probe: probe) }
  }
}

/// A list whose rows never start an effect.
private struct QuietRows: Reducer {
  var body: some Reducer<RebuiltRows.State, RebuiltRows.Action> {
    EmptyReducer()
      .forEach(\.rows, action: RebuiltRows.Action.row) { Row() }
    Reduce { state, action in
      if case let .remove(id) = action { state.rows[id: id] = nil }
      return .none
    }
  }
}

private struct Sheet: Reducer {
  struct State: Equatable, Sendable {
    var detail: Row.State?
    var rows: IdentifiedArrayOf<Row.State> = []
    var log: [String] = []
  }
  enum Action: Equatable, Sendable {
    case detail(Row.Action)
    case row(id: Int, action: Row.Action)
    case show(id: Int)
    case replace(id: Int)
    case dismiss
    case remove(id: Int)
  }

  var probe: EffectProbe?

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .detail, .row:
        state.log.append(
          "parent: detail \(state.detail?.taps ?? -1), rows \(state.rows.map(\.taps))")
        return .none
      case let .show(id):
        state.detail = Row.State(id: id)
        return .none
      case let .replace(id):
        state.detail = Row.State(id: id)
        return .none
      case .dismiss:
        state.detail = nil
        return .none
      case let .remove(id):
        state.rows[id: id] = nil
        return .none
      }
    }
    .ifLet(\.detail, action: Action.detail) { Row(probe: probe) }
    .forEach(\.rows, action: Action.row) { Row(probe: probe) }
  }
}
