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
    let probe = EffectProbe()
    let store = Store(initialState: Sheet.State(detail: Row.State(id: 1))) {
      Sheet(probe: probe)
    }
    let work = store.send(.detail(.workStarted))
    await probe.wait(for: "row 1 started")
    store.send(.dismiss)
    probe.release("row 1")
    await work.finish()
    #expect(probe.events.contains("row 1 cancelled"))
    #expect(!probe.events.contains("row 1 completed"))
    #expect(store.detail == nil)
  }

  @Test func ifLetCancelsTheOldChildsEffectsWhenTheChildsIDChanges() async {
    let probe = EffectProbe()
    let store = Store(initialState: Sheet.State(detail: Row.State(id: 1))) {
      Sheet(probe: probe)
    }
    let work = store.send(.detail(.workStarted))
    await probe.wait(for: "row 1 started")
    store.send(.replace(id: 2))
    probe.release("row 1")
    await work.finish()
    #expect(probe.events.contains("row 1 cancelled"))
    #expect(store.detail == Row.State(id: 2))
  }

  @Test func ifLetKeepsTheChildsEffectsWhileTheIDStaysTheSame() async {
    let probe = EffectProbe()
    let store = Store(initialState: Sheet.State(detail: Row.State(id: 1))) {
      Sheet(probe: probe)
    }
    let work = store.send(.detail(.workStarted))
    await probe.wait(for: "row 1 started")
    store.send(.replace(id: 1))
    probe.release("row 1")
    await work.finish()
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

  // MARK: - Builder

  @Test(arguments: [true, false])
  func builderIfIncludesTheReducerOnlyWhenTheConditionHolds(_ enabled: Bool) {
    let store = Store(initialState: Trace.State()) { Optional(enabled: enabled) }
    store.send(.child(.tap))
    #expect(store.log == (enabled ? ["always", "enabled"] : ["always"]))
  }

  @Test(arguments: [true, false])
  func builderIfElsePicksOneBranch(_ flag: Bool) {
    let store = Store(initialState: Trace.State()) { Either(flag: flag) }
    store.send(.child(.tap))
    #expect(store.log == (flag ? ["then"] : []))
    #expect(store.child == (flag ? [] : ["else"]))
  }

  @Test func builderForRunsOneReducerPerElementInOrder() {
    let store = Store(initialState: Trace.State()) { Repeated(count: 3) }
    store.send(.child(.tap))
    #expect(Array(store.log.prefix(3)) == ["reducer 0", "reducer 1", "reducer 2"])
    #expect(store.log.count == 12, "three reducers for the tap and for each of its three effects")
  }

  @Test func builderWithNoReducerChangesNothing() {
    let store = Store(initialState: Trace.State()) { Nothing() }
    let task = store.send(.child(.tap))
    #expect(store.state == Trace.State())
    #expect(task.isCancelled)
  }

  // MARK: - CombineReducers

  @Test func combineReducersRunsItsReducersInOrder() {
    var state = Trace.State()
    let effect = TwoSteps().reduce(into: &state, action: .child(.tap))
    #expect(state.log == ["one", "two"])
    #expect(!effect.isNone)
  }

  @Test func combineReducersLetsAModifierApplyToTheWholeGroup() async {
    let probe = EffectProbe()
    let store = Store(initialState: Sheet.State(detail: Row.State(id: 1))) {
      GroupedSheet(probe: probe)
    }
    let work = store.send(.detail(.workStarted))
    await probe.wait(for: "row 1 started")
    store.send(.dismiss)
    probe.release("row 1")
    await work.finish()
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
}

// MARK: - The DESIGN.md sample features

/// The features of the DESIGN.md samples, as written there (Counter and Row filled in), in a namespace so their
/// names do not collide with other test files.
enum DesignSample {
  struct Counter: Reducer {
    struct State: Equatable, Sendable {
      var count = 0
    }
    enum Action: Equatable, Sendable {
      case incrementTapped
      case decrementTapped
      case delayedIncrementTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .incrementTapped:
        state.count += 1
        return .none
      case .decrementTapped:
        state.count -= 1
        return .none
      case .delayedIncrementTapped:
        return .run { send in await send(.incrementTapped) }
      }
    }
  }

  struct Search: Reducer {
    struct State: Equatable, Sendable {
      var query = ""
      var results: [String] = []
    }
    enum Action: Equatable, Sendable {
      case queryChanged(String)
      case searchResponse(Result<[String], SearchError>)
    }
    enum CancelID { case search }

    @Dependency(\.continuousClock) var clock
    @Dependency(\.searchClient) var searchClient

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case let .queryChanged(query):
          state.query = query
          guard !query.isEmpty else {
            state.results = []
            return .cancel(id: CancelID.search)
          }
          return .run { send in
            try await clock.sleep(for: .milliseconds(300))
            await send(.searchResponse(.success(try await searchClient.search(query))))
          } catch: { error, send in
            await send(.searchResponse(.failure(SearchError(error))))
          }
          .cancellable(id: CancelID.search, cancelInFlight: true)
        case let .searchResponse(.success(results)):
          state.results = results
          return .none
        case .searchResponse(.failure):
          state.results = []
          return .none
        }
      }
    }
  }

  struct SearchError: Error, Equatable, Sendable {
    var message: String
    init(_ error: any Error) { self.message = "\(error)" }
  }

  struct SearchClient: Sendable {
    var search: @Sendable (String) async throws -> [String]
  }

  /// A list row; with a probe, `workStarted` runs a long effect named `"row <id>"` (one at a time).
  struct Row: Reducer {
    struct State: Equatable, Identifiable, Sendable {
      let id: Int
      var title = ""
      var taps = 0
      var finished = false
    }
    enum Action: Equatable, Sendable {
      case tapped
      case titleChanged(String)
      case workStarted
      case workFinished
      case workCancelled
    }
    private enum CancelID { case work }

    var probe: EffectProbe?

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .tapped:
        state.taps += 1
        return .none
      case let .titleChanged(title):
        state.title = title
        return .none
      case .workStarted:
        guard let probe else { return .none }
        let name = "row \(state.id)"
        return .run { send in
          if await probe.hold(name) { await send(.workFinished) }
        }
        .cancellable(id: CancelID.work, cancelInFlight: true)
      case .workFinished:
        state.finished = true
        return .none
      case .workCancelled:
        return .cancel(id: CancelID.work)
      }
    }
  }

  struct AppFeature: Reducer {
    struct State: Equatable, Sendable {
      var counter = Counter.State()
      var search: Search.State?
      var rows: IdentifiedArrayOf<Row.State> = []
    }
    enum Action: Equatable, Sendable {
      case counter(Counter.Action)
      case search(Search.Action)
      case row(id: Row.State.ID, action: Row.Action)
      case searchButtonTapped
    }
    var body: some Reducer<State, Action> {
      Scope(state: \.counter, action: Action.counter) { Counter() }
      // swift-format-ignore: NoBlockComments
      Reduce { state, action in /* parent logic */ .none }
        .ifLet(\.search, action: Action.search) { Search() }
        .forEach(\.rows, action: Action.row) { Row() }
    }
  }
}

// As in DESIGN.md, with `Self` for the namespaced `SearchClient`.
extension DesignSample.SearchClient: DependencyKey {
  static let liveValue = Self { _ in [] }
  static let testValue = Self { _ in
    throw Unimplemented("SearchClient.search")
  }
  static let previewValue = Self { _ in ["Preview"] }
}

extension DependencyValues {
  fileprivate var searchClient: DesignSample.SearchClient {
    get { self[DesignSample.SearchClient.self] }
    set { self[DesignSample.SearchClient.self] = newValue }
  }
}

// MARK: - Composition fixtures

/// A parent whose child state is a list of strings, for order tests.
private enum Trace {
  struct State: Equatable, Sendable {
    var log: [String] = []
    var child: [String] = []
  }
  enum Action: Equatable, Sendable {
    case child(ChildAction)
  }
  enum ChildAction: Equatable, Sendable {
    case tap
    case effect(Int)
  }
}

/// A child reducer that appends `text` to its state.
private struct Append: Reducer {
  let text: String
  init(_ text: String) { self.text = text }

  func reduce(into state: inout [String], action: Trace.ChildAction) -> Effect<Trace.ChildAction> {
    state.append(text)
    return .none
  }
}

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

private struct Optional: Reducer {
  let enabled: Bool
  var body: some Reducer<Trace.State, Trace.Action> {
    Reduce { state, _ in
      state.log.append("always")
      return .none
    }
    if enabled {
      Reduce { state, _ in
        state.log.append("enabled")
        return .none
      }
    }
  }
}

private struct Either: Reducer {
  let flag: Bool
  var body: some Reducer<Trace.State, Trace.Action> {
    if flag {
      Reduce { state, _ in
        state.log.append("then")
        return .none
      }
    } else {
      Scope(state: \.child, action: Trace.Action.child) { Append("else") }
    }
  }
}

private struct Repeated: Reducer {
  let count: Int
  var body: some Reducer<Trace.State, Trace.Action> {
    for index in 0..<count {
      Reduce { state, action in
        state.log.append("reducer \(index)")
        return action == .child(.tap) ? .send(.child(.effect(index))) : .none
      }
    }
  }
}

private struct Nothing: Reducer {
  var body: some Reducer<Trace.State, Trace.Action> {}
}

private struct TwoSteps: Reducer {
  var body: some Reducer<Trace.State, Trace.Action> {
    CombineReducers {
      Reduce { state, _ in
        state.log.append("one")
        return .none
      }
      Reduce { state, _ in
        state.log.append("two")
        return .send(.child(.effect(2)))
      }
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
