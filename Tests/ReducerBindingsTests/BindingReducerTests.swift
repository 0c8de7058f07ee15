import Reducer
import ReducerTesting
import Testing

@Suite struct BindingReducerTests {
  struct Form: Reducer {
    struct State: Equatable, Sendable {
      var name = ""
      var isOn = false
      var edits = 0
    }
    enum Action: BindableAction, Equatable, Sendable {
      case binding(BindingAction<State>)
      case resetTapped
    }
    var body: some Reducer<State, Action> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .binding(\.name):
          state.edits += 1
          return .none
        case .binding:
          return .none
        case .resetTapped:
          state = State()
          return .none
        }
      }
    }
  }

  @MainActor @Test func bindingSetsTheFieldBeforeTheFeatureReacts() async {
    let store = TestStore(initialState: Form.State()) { Form() }
    await store.send(.binding(.set(\.name, "Ada"))) {
      $0.name = "Ada"
      $0.edits = 1
    }
    await store.send(.binding(.set(\.isOn, true))) { $0.isOn = true }
    await store.send(.resetTapped) { $0 = Form.State() }
  }

  @MainActor @Test func wrongBindingAssertionFailsWithADiff() async {
    let store = TestStore(initialState: Form.State()) { Form() }
    await withKnownIssue {
      await store.send(.binding(.set(\.isOn, true))) { $0.isOn = false }
    } matching: { issue in
      issue.description.contains("isOn: false") && issue.description.contains("isOn: true")
    }
  }

  @Test func keyPathPatternMatchesTheFieldWhateverTheValue() {
    let action = BindingAction<Form.State>.set(\.name, "x")
    #expect(\Form.State.name ~= action)
    #expect(!(\Form.State.isOn ~= action))
  }

  @Test func equalityComparesKeyPathAndValue() {
    typealias Binding = BindingAction<Form.State>
    #expect(Binding.set(\.name, "a") == Binding.set(\.name, "a"))
    #expect(Binding.set(\.name, "a") != Binding.set(\.name, "b"))
    #expect(Binding.set(\.edits, 0) != Binding.set(\.isOn, false))
    #expect(Binding.set(\.edits, 1) != Binding.set(\.edits, 2))
  }

  @Test func bindingActionsReadWellInDumps() {
    let action = Form.Action.binding(.set(\.name, "Ada"))
    let dump = dumpValue(action)
    #expect(dump.contains(#".set(\State.name, "Ada")"#))
  }

  @Test func reducerAppliesOnlyBindingActions() {
    var state = Form.State(name: "x", isOn: true, edits: 3)
    _ = BindingReducer<Form.State, Form.Action>().reduce(into: &state, action: .resetTapped)
    #expect(state == Form.State(name: "x", isOn: true, edits: 3))
    _ = BindingReducer<Form.State, Form.Action>().reduce(
      into: &state, action: .binding(.set(\.isOn, false)))
    #expect(!state.isOn)
  }
}
