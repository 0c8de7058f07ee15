import Dependencies
import CaseReflection
import IdentifiedArrays
import ReducerCore
import ReducerPlaces
import Testing

/// A tree whose rows are the same feature, as an outline or a folder browser is.
struct Outline: Reducer {
  struct State: Equatable, Identifiable, Sendable {
    var id: Int
    var name = ""
    var rows: IdentifiedArrayOf<State> = []
  }
  indirect enum Action: Equatable, Sendable {
    case addRowTapped
    case renamed(String)
    case rows(id: Int, action: Action)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .addRowTapped:
        state.rows.append(State(id: state.id * 10 + state.rows.count + 1))
        return .none
      case let .renamed(name):
        state.name = name
        return .none
      case .rows:
        return .none
      }
    }
    .forEach(\.rows, action: Action.rows) { Self() }
  }

  /// A tree `depth` levels deep below the root, one row per level.
  static func chain(depth: Int) -> State {
    var state = State(id: depth)
    for level in stride(from: depth - 1, through: 0, by: -1) {
      state = State(id: level, rows: [state])
    }
    return state
  }

  /// The action for the row at the end of the one-row chain, `depth` levels below the root.
  static func deep(_ action: Action, depth: Int) -> Action {
    var action = action
    for level in stride(from: depth, to: 0, by: -1) { action = .rows(id: level, action: action) }
    return action
  }
}

/// A reducer that runs itself on every action, whatever the state: infinitely deep by construction.
struct Bottomless: Reducer {
  struct State: Equatable, Sendable { var count = 0 }
  enum Action: Equatable, Sendable { case tapped }

  var body: some Reducer<State, Action> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
    Self()
  }
}

/// A reducer that scopes onto its own state and runs itself there: infinitely deep, found only when it runs.
struct Spiral: Reducer {
  struct State: Equatable, Sendable { var count = 0 }
  enum Action: Equatable, Sendable { case tapped }

  var body: some Reducer<State, Action> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
    Scope(state: \.self, action: AnyCasePath(embed: { $0 }, extract: { $0 })) { Self() }
  }

  /// The line of the `Scope` above, where a recursion without end is reported.
  static let scopeLine: UInt = #line - 4
}

@MainActor
@Suite struct RecursiveReducerTests {
  @Test func aRecursiveReducerBuildsAStoreWithoutRecursingForever() {
    let store = Store(initialState: Outline.State(id: 0)) { Outline() }
    store.send(.addRowTapped)
    #expect(store.rows.ids == [1])
  }

  @Test func anActionFiveLevelsDeepInARecursiveTreeIsReducedThere() {
    let store = Store(initialState: Outline.chain(depth: 5)) { Outline() }
    store.send(Outline.deep(.renamed("leaf"), depth: 5))
    store.send(Outline.deep(.addRowTapped, depth: 5))
    var leaf = store.currentState
    for level in 1...5 { leaf = leaf.rows[id: level]! }
    #expect(leaf.name == "leaf")
    #expect(leaf.rows.ids == [51])
  }

  @Test func eachLevelOfARecursiveTreeIsPreparedOnceAndReused() {
    let store = Store(initialState: Outline.chain(depth: 3)) { Outline() }
    for _ in 0..<3 { store.send(Outline.deep(.addRowTapped, depth: 3)) }
    var leaf = store.currentState
    for level in 1...3 { leaf = leaf.rows[id: level]! }
    #expect(leaf.rows.ids == [31, 32, 33])
  }

  @Test func aReducerInfinitelyDeepByConstructionIsReportedNotACrash() {
    var store: Store<Bottomless.State, Bottomless.Action>?
    withKnownIssue {
      store = Store(initialState: Bottomless.State()) { Bottomless() }
    } matching: {
      $0.description.contains("'Bottomless' runs itself directly in its own body")
    }
    store?.send(.tapped)
    #expect(store?.count == 0)
  }

  @Test func aRecursionWithoutEndThroughAScopeIsCutOffAndReported() {
    let store = Store(initialState: Spiral.State()) { Spiral() }
    withKnownIssue {
      store.send(.tapped)
    } matching: {
      $0.description.contains("'Spiral' runs itself without end")
    }
    // The root and every lazily prepared level below it, up to the cut-off, ran once: a few levels past 200, where
    // the data ran out of nesting.
    #expect(store.count > 200)
    #expect(store.count < 220)
  }

  @Test func aFiniteTree250LevelsDeepReducesAnActionForItsBottomRow() {
    let log = CountingIssueReporter()
    let store = Store(initialState: Outline.chain(depth: 250)) { Outline() }
    withIssueReporters([log]) {
      store.send(Outline.deep(.renamed("leaf"), depth: 250))
    }
    var leaf = store.currentState
    for level in 1...250 { leaf = leaf.rows[id: level]! }
    #expect(leaf.name == "leaf")
    #expect(log.issues.isEmpty)
  }

  @Test func aFiniteTree1000LevelsDeepReducesAnActionForItsBottomRow() {
    let log = CountingIssueReporter()
    let store = Store(initialState: Outline.chain(depth: 1_000)) { Outline() }
    withIssueReporters([log]) {
      store.send(Outline.deep(.addRowTapped, depth: 1_000))
    }
    var leaf = store.currentState
    for level in 1...1_000 { leaf = leaf.rows[id: level]! }
    #expect(leaf.rows.count == 1)
    #expect(log.issues.isEmpty)
  }

  @Test func aRecursionWithoutEndIsReportedAtTheUsersReducerNotTheLibrary() {
    let log = CountingIssueReporter()
    let store = Store(initialState: Spiral.State()) { Spiral() }
    withIssueReporters([log]) {
      store.send(.tapped)
    }
    #expect(log.issues.count == 1)
    // Where `Spiral`'s body scopes onto itself.
    #expect(
      log.issues.first.map { "\($0.fileID)" } == "ReducerPlacesTests/RecursiveReducerTests.swift")
    #expect(log.issues.first?.line == Spiral.scopeLine)
  }
}
