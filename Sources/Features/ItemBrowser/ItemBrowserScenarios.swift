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
  public static let scenarios: [Scenario<ItemBrowserFeature>] =
    listStates
    + [
      scenario(
        .detail, "An item's detail pushed on the stack",
        state: {
          State(items: ItemFixtures.list, path: [.detail(.init(item: ItemFixtures.books))])
        },
        answering: .success(ItemFixtures.list),
        expecting: .detail(ItemFixtures.books, breadcrumbs: "Items › Return library books")),
      scenario(
        .editing, "The editor sheet over the detail",
        state: { overBooks(.editor(ItemEditorFeature.State(item: ItemFixtures.books))) },
        answering: .success(ItemFixtures.list),
        expecting: .editing(over: ItemFixtures.books.title, title: ItemFixtures.books.title)),
      scenario(
        .deleting, "The alert that confirms deleting an item",
        state: {
          overBooks(.alert(ItemDetailFeature.deletionAlert(title: ItemFixtures.books.title)))
        },
        answering: .success(ItemFixtures.list),
        expecting: .confirmingDeletion(
          ItemDetailFeature.deletionAlert(title: ItemFixtures.books.title))),
    ]

  /// A scenario of the browser: it appears, and the item service answers.
  private static let scenario = ServiceScenarios<ItemBrowserFeature, [Item]>(
    State(), onAppear: .onAppear, loading: .loading, error: ViewState.error
  ) { $0.itemService = MockItemService($1) }

  /// The list's states, the filtered list right after the loaded one.
  private static var listStates: [Scenario<ItemBrowserFeature>] {
    var states = scenario.standard(
      loaded: "The list, at the root of the stack", ItemFixtures.list,
      showing: .list(ItemFixtures.list), empty: "The service has no items", showing: .empty,
      error: "Loading fails", ItemFixtures.loadError)
    let filtered = scenario(
      .filtered, "The done items hidden by the saved preference",
      answering: .success(ItemFixtures.list),
      expecting: .list(ItemFixtures.list.filter { !$0.isDone })
    ) {
      // Seeds the shared preference: the user hid the done items last time.
      $0.defaultAppStorage = .inMemory([ItemBrowserFeature.showsDoneItemsKey: false])
    }
    states.insert(filtered, at: 1)
    return states
  }

  /// The loaded list with the detail of ``ItemFixtures/books`` pushed, `destination` presented
  /// over it.
  private static func overBooks(_ destination: ItemDetailFeature.Destination.State) -> State {
    State(
      items: ItemFixtures.list,
      path: [.detail(.init(item: ItemFixtures.books, destination: destination))])
  }
}
