import Dependencies
import DocSampleSupport
import Foundation
import Reducer
import ReducerTesting
import Testing

// Every Swift sample of Docs/Navigation.md, as written there, inside one suite (so its types do not clash with the
// test support features). `NavigationDocSamplesTests.docSamplesAreMirroredHere` fails when the article and this
// file drift apart.

@MainActor
@Suite struct NavigationDocSamples {
  struct ItemForm: Reducer {
    struct State: Equatable, Sendable {
      var title = ""
    }
    enum Action: Equatable, Sendable {
      case titleChanged(String)
      case saveTapped
    }

    @Dependency(\.dismiss) var dismiss

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .titleChanged(title):
        state.title = title
        return .none
      case .saveTapped:
        return .run { _ in await dismiss() }
      }
    }
  }

  struct ItemList: Reducer {
    struct State: Equatable, Sendable {
      var items: [String] = []
      @Presents var destination: Destination.State?
    }
    enum Action: Equatable, Sendable {
      case addTapped
      case deleteTapped(index: Int)
      case destination(PresentationAction<Destination.Action>)
    }

    struct Destination: Reducer {
      enum State: Equatable, Sendable, CaseModifiable {
        case add(ItemForm.State)
        case alert(AlertState<Action.Alert>)
      }
      enum Action: Equatable, Sendable {
        case add(ItemForm.Action)
        case alert(Alert)
        enum Alert: Equatable, Sendable { case confirmDeletion(index: Int) }
      }
      var body: some Reducer<State, Action> {
        Scope(state: State.add, action: Action.add) { ItemForm() }
      }
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .addTapped:
          state.destination = .add(ItemForm.State())
          return .none
        case let .deleteTapped(index):
          state.destination = .alert(
            AlertState {
              TextState("Delete this item?")
            } actions: {
              ButtonState(role: .destructive, action: .confirmDeletion(index: index)) {
                TextState("Delete")
              }
              ButtonState(role: .cancel) { TextState("Cancel") }
            })
          return .none
        case let .destination(.presented(.alert(.confirmDeletion(index)))):
          state.items.remove(at: index)
          return .none
        case .destination(.presented(.add(.saveTapped))):
          guard case let .add(form)? = state.destination else { return .none }
          state.items.append(form.title)
          return .none
        case .destination:
          return .none
        }
      }
      .ifLet(\.$destination, action: Action.destination) { Destination() }
    }
  }

  struct Confirm: Reducer {
    struct State: Equatable, Sendable {
      @Presents var alert: AlertState<Action.Alert>?
    }
    enum Action: Equatable, Sendable {
      case alert(PresentationAction<Alert>)
      enum Alert: Equatable, Sendable { case confirm }
    }
    var body: some Reducer<State, Action> {
      Reduce { _, _ in .none }
        .ifLet(\.$alert, action: Action.alert)
    }
  }

  struct Session: Reducer {
    enum State: Equatable, Sendable {
      case loggedOut
      case editing(ItemForm.State)
    }
    enum Action: Equatable, Sendable {
      case editing(ItemForm.Action)
      case logOutTapped
    }
    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .logOutTapped:
          state = .loggedOut
          return .none
        case .editing:
          return .none
        }
      }
      .ifCaseLet(State.editing, action: Action.editing) { ItemForm() }
    }
  }

  struct Root: Reducer {
    struct State: Equatable, Sendable {
      var path = StackState<ItemForm.State>()
    }
    enum Action: Equatable, Sendable {
      case openTapped
      case path(StackActionOf<ItemForm>)
    }
    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .openTapped:
          state.path.append(ItemForm.State())
          return .none
        case .path:
          return .none
        }
      }
      .forEach(\.path, action: Action.path) { ItemForm() }
    }
  }

  @MainActor @Test func savingDismissesTheForm() async {
    let store = TestStore(initialState: ItemList.State()) { ItemList() }
    await store.send(.addTapped) { $0.destination = .add(ItemForm.State()) }
    await store.send(.destination(.presented(.add(.titleChanged("Milk"))))) {
      $0.destination?.modify(ItemList.Destination.State.add) { $0.title = "Milk" }
    }
    await store.send(.destination(.presented(.add(.saveTapped)))) { $0.items = ["Milk"] }
    await store.receive(.destination(.dismiss)) { $0.destination = nil }
  }

  @MainActor @Test func confirmingDeletionClearsTheAlert() async {
    let store = TestStore(initialState: ItemList.State(items: ["Milk"])) { ItemList() }
    await store.send(.deleteTapped(index: 0)) {
      $0.destination = .alert(
        AlertState {
          TextState("Delete this item?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion(index: 0)) {
            TextState("Delete")
          }
          ButtonState(role: .cancel) { TextState("Cancel") }
        })
    }
    await store.send(.destination(.presented(.alert(.confirmDeletion(index: 0))))) {
      $0.items = []
      $0.destination = nil
    }
  }

  @MainActor @Test func pushingAndPopping() async {
    let store = TestStore(initialState: Root.State()) { Root() }
    await store.send(.openTapped) { $0.path[id: 0] = ItemForm.State() }
    await store.send(.path(.element(id: 0, action: .saveTapped)))
    await store.receive(AnyCasePath(Root.Action.path).appending(StackAction.popFrom)) {
      $0.path = StackState()
    }
  }
}

@Suite struct NavigationDocSamplesTests {
  @Test func docSamplesAreMirroredHere() throws {
    let doc = try DocArticle("Docs/Navigation.md")
    let mirror = try DocArticle.normalizedLines(ofFile: URL(fileURLWithPath: #filePath))
    let samples = doc.swiftBlocks
    #expect(samples.count >= 6)
    #expect(doc.text.contains("compiled and run by"), "the article says its samples are tested")
    for sample in samples {
      let lines = sample.normalizedLines
      #expect(
        DocArticle.contains(mirror, lines),
        "Docs/Navigation.md: the sample starting '\(lines.first ?? "")' is not in this file")
    }
  }
}
