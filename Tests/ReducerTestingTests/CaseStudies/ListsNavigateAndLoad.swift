import Dependencies
import Foundation
import Reducer
import ReducerTesting
import Testing

// TCA's `04-Navigation-Lists-NavigateAndLoad`: tapping a row navigates at once and loads that row's counter a
// second later; navigating back writes the counter's count into the row. TCA ships no test for this case study:
// the tests below are written here, in TCA's style, with fixed row ids instead of TCA's `UUID()` defaults.

extension CaseStudies {
  struct NavigateAndLoadList: Reducer {
    struct State: Equatable, Sendable {
      var rows: IdentifiedArrayOf<Row> = [
        Row(count: 1, id: UUID()),
        Row(count: 42, id: UUID()),
        Row(count: 100, id: UUID()),
      ]
      var selectedRowID: UUID?
      var selection: Counter.State?

      struct Row: Equatable, Identifiable, Sendable {
        var count: Int
        let id: UUID
      }
    }

    enum Action: Equatable, Sendable {
      case counter(Counter.Action)
      case setNavigation(selection: UUID?)
      case setNavigationSelectionDelayCompleted
    }

    @Dependency(\.continuousClock) var clock
    private enum CancelID { case load }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .counter:
          return .none

        case let .setNavigation(selection: .some(id)):
          state.selectedRowID = id
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.setNavigationSelectionDelayCompleted)
          }
          .cancellable(id: CancelID.load, cancelInFlight: true)

        case .setNavigation(selection: .none):
          if let selectedRowID = state.selectedRowID, let count = state.selection?.count {
            state.rows[id: selectedRowID]?.count = count
          }
          state.selection = nil
          state.selectedRowID = nil
          return .cancel(id: CancelID.load)

        case .setNavigationSelectionDelayCompleted:
          guard let id = state.selectedRowID else { return .none }
          state.selection = Counter.State(count: state.rows[id: id]?.count ?? 0)
          return .none
        }
      }
      .ifLet(\.selection, action: Action.counter) {
        Counter()
      }
    }
  }

  @MainActor
  @Suite struct NavigateAndLoadListTests {
    typealias Row = NavigateAndLoadList.State.Row
    static let rows: IdentifiedArrayOf<Row> = [
      Row(count: 1, id: uuid(1)),
      Row(count: 42, id: uuid(2)),
      Row(count: 100, id: uuid(3)),
    ]

    @Test func navigateLoadAndWriteBack() async {
      let clock = TestClock()
      let store = TestStore(initialState: NavigateAndLoadList.State(rows: Self.rows)) {
        NavigateAndLoadList()
      } withDependencies: {
        $0.continuousClock = clock
      }

      await store.send(.setNavigation(selection: uuid(2))) {
        $0.selectedRowID = uuid(2)
      }
      await clock.advance(by: .seconds(1))
      await store.receive(.setNavigationSelectionDelayCompleted) {
        $0.selection = Counter.State(count: 42)
      }
      await store.send(.counter(.incrementButtonTapped)) {
        $0.selection?.count = 43
      }
      await store.send(.setNavigation(selection: nil)) {
        $0.rows[id: uuid(2)]?.count = 43
        $0.selection = nil
        $0.selectedRowID = nil
      }
    }

    @Test func tappingAnotherRowRestartsTheLoad() async {
      let clock = TestClock()
      let store = TestStore(initialState: NavigateAndLoadList.State(rows: Self.rows)) {
        NavigateAndLoadList()
      } withDependencies: {
        $0.continuousClock = clock
      }

      await store.send(.setNavigation(selection: uuid(1))) {
        $0.selectedRowID = uuid(1)
      }
      await clock.advance(by: .milliseconds(500))
      await store.send(.setNavigation(selection: uuid(3))) {
        $0.selectedRowID = uuid(3)
      }
      await clock.advance(by: .milliseconds(500))
      await clock.advance(by: .milliseconds(500))
      await store.receive(.setNavigationSelectionDelayCompleted) {
        $0.selection = Counter.State(count: 100)
      }
      await store.send(.setNavigation(selection: nil)) {
        $0.selection = nil
        $0.selectedRowID = nil
      }
    }
  }
}
