import Observation
import Reducer
import ReducerTesting
import Testing

/// `store.field = value` on a store whose action is a `BindableAction`: the write is a binding action.
@MainActor
@Suite struct StoreBindableMemberTests {
  struct Form: Reducer {
    struct State: Equatable, Sendable {
      var name = ""
      var count = 0
      var log: [String] = []
    }
    enum Action: BindableAction, Equatable, Sendable {
      case binding(BindingAction<State>)
    }
    var body: some Reducer<State, Action> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .binding(\.name):
          state.log.append("name: \(state.name)")
          return .none
        case .binding:
          return .none
        }
      }
    }
  }

  @Test func settingAFieldSendsABindingActionThroughTheReducer() {
    let store = Store(initialState: Form.State()) { Form() }
    store.name = "Ada"
    #expect(store.name == "Ada")
    #expect(store.log == ["name: Ada"])
    store.count = 3
    #expect(store.count == 3)
    #expect(store.log == ["name: Ada"])
  }

  @Test func aBindableWriteIsTheSameActionATestSends() async {
    let store = TestStore(initialState: Form.State()) { Form() }
    await store.send(.binding(.set(\.name, "Ada"))) {
      $0.name = "Ada"
      $0.log = ["name: Ada"]
    }
  }

  @Test func readingTheWritableMemberObservesTheField() {
    let store = Store(initialState: Form.State()) { Form() }
    let seen = Seen()
    withObservationTracking {
      _ = store.name
    } onChange: {
      seen.changes += 1
    }
    store.count = 1
    #expect(seen.changes == 0)
    store.name = "Grace"
    #expect(seen.changes == 1)
  }
}

private final class Seen: @unchecked Sendable {
  // NB: written by `onChange`, which the store calls on the main actor, and read there after the send.
  var changes = 0
}
