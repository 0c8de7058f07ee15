import Dependencies
import Foundation
import Reducer
import ReducerTesting
import Testing

// TCA's `03-Navigation-Lists-LoadThenNavigate` (TCA 1.0's case studies): tapping a row shows its activity indicator
// and loads that row's counter for a second; navigation happens once the selection is there, and navigating back
// writes the count into the row. TCA ships no test for this case study: the tests below are written here, in TCA's
// style.
//
// GAP: TCA holds the selection as `Identified<Row.ID, Counter.State>` (IdentifiedCollections) and runs the counter
// with `.ifLet(\.selection, action: \.counter) { Scope(state: \.value, action: \.self) { Counter() } }`. This
// library has no `Identified` wrapper (a small local `Selection` stands in: not a navigation type); the identity
// case path (`\.self`) is `AnyCasePath.identity`.

extension CaseStudies {
  struct LoadThenNavigateList: Reducer {
    struct State: Equatable, Sendable {
      var rows: IdentifiedArrayOf<Row> = [
        Row(count: 1, id: UUID()),
        Row(count: 42, id: UUID()),
        Row(count: 100, id: UUID()),
      ]
      var selection: Selection?

      struct Row: Equatable, Identifiable, Sendable {
        var count: Int
        let id: UUID
        var isActivityIndicatorVisible = false
      }

      /// TCA's `Identified<Row.ID, Counter.State>`.
      struct Selection: Equatable, Identifiable, Sendable {
        var value: Counter.State
        let id: Row.ID
      }
    }

    enum Action: Equatable, Sendable {
      case counter(Counter.Action)
      case onDisappear
      case setNavigation(selection: UUID?)
      case setNavigationSelectionDelayCompleted(UUID)
    }

    @Dependency(\.continuousClock) var clock
    private enum CancelID { case load }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .counter:
          return .none

        case .onDisappear:
          return .cancel(id: CancelID.load)

        case let .setNavigation(selection: .some(navigatedID)):
          for row in state.rows {
            state.rows[id: row.id]?.isActivityIndicatorVisible = row.id == navigatedID
          }
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.setNavigationSelectionDelayCompleted(navigatedID))
          }
          .cancellable(id: CancelID.load, cancelInFlight: true)

        case .setNavigation(selection: .none):
          if let selection = state.selection {
            state.rows[id: selection.id]?.count = selection.value.count
          }
          state.selection = nil
          return .cancel(id: CancelID.load)

        case let .setNavigationSelectionDelayCompleted(id):
          state.rows[id: id]?.isActivityIndicatorVisible = false
          state.selection = State.Selection(
            value: Counter.State(count: state.rows[id: id]?.count ?? 0),
            id: id
          )
          return .none
        }
      }
      .ifLet(\.selection, action: Action.counter) {
        Scope(state: \.value, action: AnyCasePath.identity) {
          Counter()
        }
      }
    }
  }

  @MainActor
  @Suite struct LoadThenNavigateListTests {
    typealias Row = LoadThenNavigateList.State.Row
    static let rows: IdentifiedArrayOf<Row> = [
      Row(count: 1, id: uuid(1)),
      Row(count: 42, id: uuid(2)),
      Row(count: 100, id: uuid(3)),
    ]

    @Test func loadThenNavigateAndWriteBack() async {
      let clock = TestClock()
      let store = TestStore(initialState: LoadThenNavigateList.State(rows: Self.rows)) {
        LoadThenNavigateList()
      } withDependencies: {
        $0.continuousClock = clock
      }

      await store.send(.setNavigation(selection: uuid(3))) {
        $0.rows[id: uuid(3)]?.isActivityIndicatorVisible = true
      }
      await clock.advance(by: .seconds(1))
      await store.receive(.setNavigationSelectionDelayCompleted(uuid(3))) {
        $0.rows[id: uuid(3)]?.isActivityIndicatorVisible = false
        $0.selection = LoadThenNavigateList.State.Selection(
          value: Counter.State(count: 100), id: uuid(3))
      }
      await store.send(.counter(.decrementButtonTapped)) {
        $0.selection?.value.count = 99
      }
      await store.send(.setNavigation(selection: nil)) {
        $0.rows[id: uuid(3)]?.count = 99
        $0.selection = nil
      }
    }

    @Test func disappearingCancelsTheLoad() async {
      let clock = TestClock()
      let store = TestStore(initialState: LoadThenNavigateList.State(rows: Self.rows)) {
        LoadThenNavigateList()
      } withDependencies: {
        $0.continuousClock = clock
      }

      await store.send(.setNavigation(selection: uuid(1))) {
        $0.rows[id: uuid(1)]?.isActivityIndicatorVisible = true
      }
      await store.send(.onDisappear)
      await clock.run()
    }
  }
}
