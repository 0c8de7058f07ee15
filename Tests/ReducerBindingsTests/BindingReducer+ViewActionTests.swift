import Reducer
import ReducerTesting
import Testing

/// `BindingReducer(action:)`: binding actions nested in a `case view(View)`, TCA's view-action convention.
@MainActor
@Suite struct BindingReducerViewActionTests {
  struct Editor: Reducer {
    struct State: Equatable, Sendable {
      var title = ""
      var isPublic = false
      var isDirty = false
      var saved: [String] = []
    }
    enum Action: Equatable, Sendable {
      case view(View)
      case saved(String)
      enum View: BindableAction, Equatable, Sendable {
        case binding(BindingAction<State>)
        case saveTapped
      }
    }

    var body: some ReducerOf<Self> {
      BindingReducer(action: Action.view)
      Reduce { state, action in
        switch action {
        case .view(.binding(\.title)):
          state.isDirty = true
          return .none
        case .view(.binding):
          return .none
        case .view(.saveTapped):
          state.isDirty = false
          return .send(.saved(state.title))
        case let .saved(title):
          state.saved.append(title)
          return .none
        }
      }
    }
  }

  /// The same feature, with its view case named by a case path.
  struct PathEditor: Reducer {
    typealias State = Editor.State
    typealias Action = Editor.Action

    var body: some ReducerOf<Self> {
      BindingReducer(action: AnyCasePath(Action.view))
      Reduce { _, _ in .none }
    }
  }

  @Test func viewBindingActionSetsTheFieldBeforeTheFeatureReacts() async {
    let store = TestStore(initialState: Editor.State()) { Editor() }
    await store.send(.view(.binding(.set(\.title, "Standup")))) {
      $0.title = "Standup"
      $0.isDirty = true
    }
    await store.send(.view(.binding(.set(\.isPublic, true)))) { $0.isPublic = true }
    await store.send(.view(.saveTapped)) { $0.isDirty = false }
    await store.receive(.saved("Standup")) { $0.saved = ["Standup"] }
  }

  @Test func keyPathPatternMatchesOnlyTheNamedFieldInsideTheViewCase() async {
    let store = TestStore(initialState: Editor.State()) { Editor() }
    await store.send(.view(.binding(.set(\.isPublic, true)))) { $0.isPublic = true }
    #expect(store.state.isDirty == false)
  }

  @Test func otherActionsPassThroughTheBindingReducerUntouched() {
    var state = Editor.State(title: "x")
    let effect = BindingReducer<Editor.State, Editor.Action>(action: Editor.Action.view)
      .reduce(into: &state, action: .saved("x"))
    #expect(state == Editor.State(title: "x"))
    #expect(effect.isNone)
  }

  @Test func casePathFormAppliesTheViewBindingToo() async {
    let store = TestStore(initialState: PathEditor.State()) { PathEditor() }
    await store.send(.view(.binding(.set(\.title, "Retro")))) { $0.title = "Retro" }
  }

  @Test func wrongViewBindingAssertionFailsWithADiff() async {
    let store = TestStore(initialState: Editor.State()) { Editor() }
    await withKnownIssue {
      await store.send(.view(.binding(.set(\.isPublic, true)))) { $0.isPublic = false }
    } matching: { issue in
      issue.description.contains("isPublic: false") && issue.description.contains("isPublic: true")
    }
  }
}
