import Reducer
import Testing

@MainActor
@Suite struct ElementStoreEvictionTests {
  struct Rows: Reducer {
    struct Row: Equatable, Sendable, Identifiable {
      let id: Int
      var count = 0
    }
    struct State: Equatable, Sendable { var rows: IdentifiedArrayOf<Row> = [] }
    enum Action: Equatable, Sendable {
      case replaced(base: Int)
      case row(id: Int, action: Never)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .replaced(base):
        state.rows = IdentifiedArray(uniqueElements: (base..<base + 100).map { Row(id: $0) })
      }
      return .none
    }
  }

  @Test func storesOfRemovedRowsAreNotKeptForever() {
    let store = Store(initialState: Rows.State()) { Rows() }
    var held: [Store<Rows.Row, Never>] = []
    for round in 0..<10 {
      store.send(.replaced(base: round * 100))
      let rows = store.scope(state: \.rows, action: Rows.Action.row)
      #expect(rows.count == 100)
      held.append(rows[0])
    }
    #expect(store.cachedChildStoreCount == 100)
    #expect(held[0].id == 0)
  }
}
