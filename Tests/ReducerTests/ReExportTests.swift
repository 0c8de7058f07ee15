import Reducer
import Testing

/// `import Reducer` alone gives a feature author every layer: this file imports nothing else.
@Suite struct ReExportTests {
  @MainActor @Test func everyLayerIsReachableThroughTheUmbrellaModule() {
    // Core and composition (ReducerCore), dependencies (Dependencies).
    let store = Store(initialState: Counter.State()) { Counter() }
    store.send(.increment)
    #expect(store.state.count == 1)
    // Case reflection.
    let path = AnyCasePath(Counter.Action.set)
    #expect(path.extract(from: .set(3)) == 3)
    // Identified arrays, value dumping.
    let rows: IdentifiedArrayOf<Row> = [Row(id: 1)]
    #expect(dumpValue(rows).contains("Row"))
    // Navigation, shared state, bindings, scenarios.
    #expect(TextState("Hi") == TextState("Hi"))
    #expect(Shared(value: 1).wrappedValue == 1)
    #expect(BindingAction<Counter.State>.set(\.count, 2) == .set(\.count, 2))
    #expect(ScenarioName.loaded.rawValue == "loaded")
  }
}

private struct Row: Identifiable, Equatable { let id: Int }

private struct Counter: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable {
    case increment
    case set(Int)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment: state.count += 1
      case let .set(value): state.count = value
      }
      return .none
    }
  }
}
