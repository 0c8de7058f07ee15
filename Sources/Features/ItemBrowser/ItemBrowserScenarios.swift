import Dependencies
public import Reducer

extension ScenarioName {
  /// An item's detail pushed on the stack.
  public static let detail: ScenarioName = "detail"
  /// A sheet presented over the detail.
  public static let editing: ScenarioName = "editing"
  /// An alert asking to confirm a deletion.
  public static let deleting: ScenarioName = "deleting"
  /// The list filtered: the done items hidden, as a saved preference asks.
  public static let filtered: ScenarioName = "filtered"
}

extension ItemBrowserFeature {
  /// Every visible state of the browser: the list's, and each navigation state — a pushed detail, the editor sheet
  /// over it, the deletion alert — started directly from its state.
  public static let scenarios: [Scenario<ItemBrowserFeature>] = [
    Scenario(
      .loaded, summary: "The list, at the root of the stack", initialState: State(),
      onAppear: .onAppear, expecting: .list(ItemFixtures.list)
    ) {
      $0.itemService = MockItemService(.success(ItemFixtures.list))
    },
    Scenario(
      .filtered, summary: "The done items hidden by the saved preference", initialState: State(),
      onAppear: .onAppear, expecting: .list(ItemFixtures.list.filter { !$0.isDone })
    ) {
      $0.itemService = MockItemService(.success(ItemFixtures.list))
      // Seeds the shared preference: the user hid the done items last time.
      $0.defaultAppStorage = .inMemory([ItemBrowserFeature.showsDoneItemsKey: false])
    },
    Scenario(
      .empty, summary: "The service has no items", initialState: State(), onAppear: .onAppear,
      expecting: .empty
    ) {
      $0.itemService = MockItemService(.empty)
    },
    Scenario(
      .error, summary: "Loading fails", initialState: State(), onAppear: .onAppear,
      expecting: .error(ItemFixtures.loadError.message)
    ) {
      $0.itemService = MockItemService(.failure(ItemFixtures.loadError))
    },
    Scenario(
      .loading, summary: "The service has not answered yet", initialState: State(),
      onAppear: .onAppear, expecting: .loading
    ) {
      $0.itemService = MockItemService(.loading)
    },
    Scenario(
      .detail, summary: "An item's detail pushed on the stack",
      initialState: State(
        items: ItemFixtures.list, path: [.detail(.init(item: ItemFixtures.books))]),
      onAppear: .onAppear,
      expecting: .detail(ItemFixtures.books, breadcrumbs: "Items › Return library books")
    ) {
      $0.itemService = MockItemService(.success(ItemFixtures.list))
    },
    Scenario(
      .editing, summary: "The editor sheet over the detail",
      initialState: State(
        items: ItemFixtures.list,
        path: [
          .detail(
            .init(
              item: ItemFixtures.books,
              destination: .editor(ItemEditorFeature.State(item: ItemFixtures.books))))
        ]),
      onAppear: .onAppear,
      expecting: .editing(.init(over: ItemFixtures.books.title, title: ItemFixtures.books.title))
    ) {
      $0.itemService = MockItemService(.success(ItemFixtures.list))
    },
    Scenario(
      .deleting, summary: "The alert that confirms deleting an item",
      initialState: State(
        items: ItemFixtures.list,
        path: [
          .detail(
            .init(
              item: ItemFixtures.books,
              destination: .alert(ItemDetailFeature.deletionAlert(title: ItemFixtures.books.title)))
          )
        ]),
      onAppear: .onAppear,
      expecting: .confirmingDeletion(
        ItemDetailFeature.deletionAlert(title: ItemFixtures.books.title))
    ) {
      $0.itemService = MockItemService(.success(ItemFixtures.list))
    },
  ]
}
