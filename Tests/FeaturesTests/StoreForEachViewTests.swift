#if os(Linux)
  import Reducer
  import SwiftUI
  import Testing

  /// `ForEach` over the stores of an `IdentifiedArray`'s rows, as TCA users write it (issue 36).
  @MainActor @Suite struct StoreForEachViewTests {
    struct Row: Reducer {
      struct State: Equatable, Sendable, Identifiable {
        let id: Int
        var title: String
        var taps = 0
      }
      enum Action: Equatable, Sendable { case tapped }
      var body: some Reducer<State, Action> {
        Reduce { state, _ in
          state.taps += 1
          return .none
        }
      }
    }

    struct Rows: Reducer {
      struct State: Equatable, Sendable { var rows: IdentifiedArrayOf<Row.State> }
      enum Action: Equatable, Sendable { case rows(id: Int, action: Row.Action) }
      var body: some Reducer<State, Action> {
        Reduce { _, _ in .none }
          .forEach(\.rows, action: Action.rows) { Row() }
      }
    }

    struct RowView: View {
      let store: StoreOf<Row>
      var body: some View {
        Button("\(store.title) \(store.taps)") { store.send(.tapped) }
      }
    }

    struct RowsView: View {
      let store: StoreOf<Rows>
      var body: some View {
        List {
          ForEach(store.scope(state: \.rows, action: Rows.Action.rows)) { rowStore in
            RowView(store: rowStore)
          }
        }
      }
    }

    @Test func forEachOverScopedRowStoresRendersAndATapSendsToItsRow() throws {
      let store = Store(
        initialState: Rows.State(rows: [
          Row.State(id: 1, title: "One"), Row.State(id: 2, title: "Two"),
        ])
      ) { Rows() }
      #expect(store.scope(state: \.rows, action: Rows.Action.rows).map(\.id) == [1, 2])
      let host = ViewHost(RowsView(store: store))
      host.render()
      try host.tap("Two 0")
      #expect(store.rows[id: 2]?.taps == 1)
      #expect(store.rows[id: 1]?.taps == 0)
      #expect(host.tree.allNodes.contains { $0.label == "Two 1" })
      #expect(host.tree.allNodes.contains { $0.label == "One 0" })
    }
  }
#endif
