import Dependencies
import Reducer
import ReducerTesting
import Testing

// The spellings of Docs/MigratingFromTCA.md's rows on root dismissal, recursive reducers, storage per test,
// same-value `withLock` and a test helper forwarding its caller's location, compiled and run here (`MigrationDocTests.compiledSpellingsAreHere` reads this file).

enum ParityGuide {
  /// A recording screen that ends itself: `await dismiss()` at the store's root.
  struct Recorder: Reducer {
    struct State: Equatable, Sendable { var isEnded = false }
    enum Action: Equatable, Sendable { case endTapped, ended }
    @Dependency(\.dismiss) var dismiss

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .endTapped:
        return .run { send in
          await send(.ended)
          await dismiss()
        }
      case .ended:
        state.isEnded = true
        return .none
      }
    }
  }

  /// TCA's Recursion case study shape: every row is the same feature.
  struct Nested: Reducer {
    struct State: Equatable, Identifiable, Sendable {
      let id: Int
      var rows: IdentifiedArrayOf<State> = []
    }
    // A recursive enum: `indirect`, and `Sendable` written out (as every action here).
    indirect enum Action: Equatable, Sendable {
      case addRowTapped
      case rows(id: Int, action: Action)
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .addRowTapped:
          state.rows.append(State(id: state.rows.count + 1))
          return .none
        case .rows:
          return .none
        }
      }
      .forEach(\.rows, action: Action.rows) { Self() }
    }
  }

  /// A reset that may write the value already held.
  struct Score: Reducer {
    struct State: Equatable, Sendable {
      @Shared(.inMemory("score")) var score = 0
    }
    enum Action: Equatable, Sendable { case resetTapped }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.$score.withLock { $0 = 0 }
      return .none
    }
  }
}

@MainActor
@Suite struct MigrationParityCoreSpellings {
  @Test func rootDismissalSpellings() async {
    let store = TestStore(initialState: ParityGuide.Recorder.State()) { ParityGuide.Recorder() }
    await store.send(.endTapped)
    await store.receive(.ended) { $0.isEnded = true }
    #expect(store.isDismissed)
  }

  @Test func recursiveReducerSpellings() async {
    let store = TestStore(initialState: ParityGuide.Nested.State(id: 0, rows: [.init(id: 1)])) {
      ParityGuide.Nested()
    }
    await store.send(.rows(id: 1, action: .addRowTapped)) {
      $0.rows[id: 1]?.rows = [.init(id: 1)]
    }
  }

  @Test func sharedStoragePerTestSpellings() async {
    @Shared(.inMemory("score")) var score = 0
    $score.withLock { $0 = 3 }
    let store = TestStore(initialState: ParityGuide.Score.State()) { ParityGuide.Score() }
    #expect(store.state.score == 3)
    await store.send(.resetTapped) { $0.$score.withLock { $0 = 0 } }
    #expect(score == 0)
  }

  @Test(.freshSharedStorages) func freshSharedStoragesSpelling() {
    @Shared(.inMemory("score")) var score = 0
    #expect(score == 0)
  }

  @Test func sameValueWithLockSpellings() async {
    let store = TestStore(initialState: ParityGuide.Score.State()) { ParityGuide.Score() }
    await store.send(.resetTapped) { $0.$score.withLock { $0 = 0 } }
  }

  /// A TCA test helper that took `fileID:file:line:column:` and forwarded them to the store: one `sourceLocation`.
  private func reset(
    _ store: TestStoreOf<ParityGuide.Score>, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await store.send(.resetTapped, sourceLocation: sourceLocation)
  }

  @Test func testHelperForwardingItsCallersLocationSpelling() async {
    let store = TestStore(initialState: ParityGuide.Score.State()) { ParityGuide.Score() }
    await reset(store)
  }
}
