import Dependencies
import Reducer
import ReducerTesting
import Testing

// The navigation, TestStore-helper and unkeyed-Shared spellings of Docs/MigratingFromTCA.md, compiled and run here (the contract's
// `ItemList` in Support/ItemListFeature.swift holds the rest). `MigrationDocTests.compiledSpellingsAreHere` reads
// this file too.

/// TCA's `.ifCaseLet`: a child over one case of an enum state.
struct MigrationScreen: Reducer {
  enum State: Equatable, Sendable {
    case add(ItemForm.State)
    case empty
  }
  enum Action: Equatable, Sendable {
    case add(ItemForm.Action)
  }
  var body: some Reducer<State, Action> {
    EmptyReducer()
      .ifCaseLet(State.add, action: Action.add) { ItemForm() }
  }
}

@MainActor
@Suite struct MigrationNavigationTests {
  @Test func ifCaseLetSpelling() async {
    let store = TestStore(initialState: MigrationScreen.State.add(ItemForm.State())) {
      MigrationScreen()
    }
    await store.send(.add(.titleChanged("x"))) { $0 = .add(ItemForm.State(title: "x")) }
  }

  @Test func presentationSpellings() async {
    let store = TestStore(initialState: ItemList.State(items: [.init(id: 1, title: "Milk")])) {
      ItemList()
    }
    await store.send(.deleteTapped(id: 1)) {
      $0.destination = .alert(ItemList.deletionAlert(id: 1))
    }
    await store.send(.destination(.presented(.alert(.confirmDeletion(id: 1))))) {
      $0.items = []
      $0.destination = nil
    }
    await store.send(.addTapped) { $0.destination = .add(ItemForm.State()) }
    await store.send(.destination(.presented(.add(.titleChanged("x"))))) {
      $0.destination?.modify(ItemList.Destination.State.add) { $0.title = "x" }
    }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
  }

  @Test func stackSpellings() async {
    let store = TestStore(initialState: ItemList.State()) { ItemList() }
    await store.send(.path(.push(id: 0, state: .detail(ItemForm.State())))) {
      $0.path[id: 0] = .detail(ItemForm.State(title: ""))
    }
    await store.send(.path(.element(id: 0, action: .detail(.titleChanged("x"))))) {
      $0.path[id: 0] = .detail(ItemForm.State(title: "x"))
    }
    await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
    let action: StackActionOf<ItemList.Path> = .popFrom(id: 0)
    #expect(action == .popFrom(id: 0))
  }

  @Test func caseStudySpellings() {
    let first = AnyCasePath(ItemList.Action.path).element(id: 0)
    #expect(
      first.extract(from: .path(.element(id: 0, action: .detail(.saveTapped))))
        == .detail(.saveTapped))
    let same = AnyCasePath<ItemList.Action, ItemList.Action>.identity
    #expect(same.extract(from: .addTapped) == .addTapped)
    var path = StackState<ItemList.Path.State>([.detail(ItemForm.State())])
    path.removeAll()
    #expect(path.isEmpty)
  }

  @Test func unkeyedSharedSpelling() {
    let count = Shared(value: 0)
    count.withLock { $0 += 1 }
    #expect(count.wrappedValue == 1)
  }

  @Test func dialogSpellings() {
    func makeDialog<Action>(_ action: Action) -> ConfirmationDialogState<Action> {
      ConfirmationDialogState {
        TextState("Share")
      } actions: {
        ButtonState(action: action) { TextState("Copy link") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
    }
    #expect(makeDialog(1).buttons.count == 2)
  }

  @Test func receiveByNestedCasePath() async {
    let store = TestStore(initialState: ItemList.State()) { ItemList() }
    await store.send(.openTapped(title: "x")) {
      $0.path[id: 0] = .detail(ItemForm.State(title: "x"))
    }
    await store.send(.path(.element(id: 0, action: .detail(.saveTapped))))
    await store.receive(AnyCasePath(ItemList.Action.path).appending(StackAction.popFrom)) {
      $0.path = StackState()
    }
  }

  @Test func testStoreHelperSpellings() async {
    let store = TestStore(initialState: ItemList.State()) { ItemList() }
    await store.send(.addTapped) { $0.destination = .add(ItemForm.State()) }
    store.assert { $0.destination = .add(ItemForm.State()) }
    await store.skipReceivedActions(strict: false)
    await store.skipInFlightEffects(strict: false)
    await withKnownIssue {
      await store.skipReceivedActions(strict: true)
    } matching: {
      $0.description.contains("There were no received actions to skip")
    }
    await withKnownIssue {
      await store.skipInFlightEffects(strict: true)
    } matching: {
      $0.description.contains("There were no in-flight effects to skip")
    }
  }
}
