import Dependencies
import Foundation
import Reducer
import ReducerTesting
import Testing

// The spellings of Docs/MigratingFromTCA.md's "Helpers from TCA's dependencies" section, compiled and run here
// (`MigrationDocTests.compiledSpellingsAreHere` reads this file too).

enum MigrationHelpers {
  /// Not `Sendable`: stands for a type from code that predates strict concurrency.
  final class LegacyFormatter {
    func format(_ value: Int) -> String { "#\(value)" }
  }

  struct Row: Reducer {
    struct State: Equatable, Sendable, Identifiable {
      let id: Int
      var fact = ""
    }
    enum Action: Sendable {
      case fetchTapped
      case response(String)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .fetchTapped:
        return .send(.response("\(state.id) is a number."))
      case let .response(fact):
        state.fact = fact
        return .none
      }
    }
  }

  struct Editor: Reducer {
    struct State: Equatable, Sendable {
      var title = ""
      var isDirty = false
      var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1)]
      var tags: IdentifiedArrayOf<Identified<Int, String>> = []
      var seconds = 0
    }
    enum Action: Sendable {
      case view(View)
      case rows(id: Int, action: Row.Action)
      case ticked
      enum View: BindableAction, Sendable {
        case binding(BindingAction<State>)
        case countdownTapped
      }
    }

    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      BindingReducer(action: Action.view)
      Reduce { state, action in
        switch action {
        case .view(.binding(\.title)):
          state.isDirty = true
          return .none
        case .view(.binding):
          return .none
        case .view(.countdownTapped):
          return .run { send in
            for _ in 0..<3 {
              try await clock.sleep(for: .seconds(1))
              await send(.ticked)
            }
          }
        case .rows:
          return .none
        case .ticked:
          state.seconds += 1
          return .none
        }
      }
      .forEach(\.rows, action: Action.rows) { Row() }
    }
  }
}

@Suite struct MigrationHelpersDocTests {
  typealias Action = MigrationHelpers.Editor.Action
  typealias Row = MigrationHelpers.Row
  typealias LegacyFormatter = MigrationHelpers.LegacyFormatter

  @Test func concurrencyHelpers() async throws {
    let calls = LockIsolated<[Int]>([])
    let endpoint: @Sendable (Int) -> Void = { count in calls.withValue { $0.append(count) } }
    endpoint(1)
    #expect(calls.value == [1])
    calls.setValue([])
    #expect(calls.value == [])

    let formatter = UncheckedSendable(LegacyFormatter())
    let formatted = await Task { formatter.value.format(2) }.value
    #expect(formatted == "#2")

    let ids: Set<AnyHashableSendable> = [AnyHashableSendable(42), AnyHashableSendable("42")]
    #expect(ids.count == 2)

    for await _ in AsyncStream<Int>.finished { Issue.record("a finished stream has no element") }
    for try await _ in AsyncThrowingStream<Int, any Error>.finished() {
      Issue.record("a finished stream has no element")
    }
  }

  @Test func identified() {
    let tags: IdentifiedArrayOf<Identified<Int, String>> = [Identified("Milk", id: 1)]
    #expect(tags[id: 1]?.value == "Milk")
  }

  @MainActor @Test func testClockRunTimeout() async {
    let clock = TestClock()
    let store = TestStore(initialState: MigrationHelpers.Editor.State()) {
      MigrationHelpers.Editor()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.view(.countdownTapped))
    await clock.run(timeout: .seconds(5))
    await store.receive(case: .ticked) { $0.seconds = 1 }
    await store.receive(case: .ticked) { $0.seconds = 2 }
    await store.receive(case: .ticked) { $0.seconds = 3 }
  }

  @MainActor @Test func bindingReducerForViewActions() async {
    let store = TestStore(initialState: MigrationHelpers.Editor.State()) {
      MigrationHelpers.Editor()
    }
    await store.send(.view(.binding(.set(\.title, "Standup")))) {
      $0.title = "Standup"
      $0.isDirty = true
    }
  }

  @MainActor @Test func receiveAnElementsActionByCase() async {
    let store = TestStore(initialState: MigrationHelpers.Editor.State()) {
      MigrationHelpers.Editor()
    }
    await store.send(.rows(id: 1, action: .fetchTapped))
    await store.receive(Action.rows, id: 1, Row.Action.response) {
      $0.rows[id: 1]?.fact = "1 is a number."
    }
  }

  /// The section lists every helper this file compiles.
  @MainActor @Test func helpersSectionNamesEachHelper() throws {
    let tca = try MigrationDocTests.tableRows().map(\.tca).joined(separator: "\n")
    for name in [
      "LockIsolated", "UncheckedSendable", "AnyHashableSendable", "AsyncStream.finished",
      "AsyncThrowingStream.finished()", "Identified", "run(timeout:)", "BindingReducer(action:",
      "receive(\\.rows[id:",
    ] {
      #expect(tca.contains(name), "Docs/MigratingFromTCA.md has no row for '\(name)'")
    }
  }
}
