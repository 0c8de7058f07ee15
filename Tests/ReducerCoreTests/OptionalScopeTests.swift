import Observation
import Reducer
import Testing

@MainActor
@Suite struct OptionalScopeTests {
  struct Parent: Reducer {
    struct State: Equatable, Sendable { var child: Int? = 1 }
    enum Action: Equatable, Sendable {
      case child(Never)
      case dismissed
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .dismissed: state.child = nil
      }
      return .none
    }
  }

  @Test func anOptionalChildStoreIsNilOnceTheChildIsGoneAndNeverTraps() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let child = store.scope(state: \.child, action: Parent.Action.child)
    #expect(child?.state == 1)
    if let child {
      withObservationTracking {
        _ = child.state
      } onChange: {
      }
    }
    store.send(.dismissed)
    #expect(child?.state == 1)
    #expect(store.scope(state: \.child, action: Parent.Action.child) == nil)
  }
}
