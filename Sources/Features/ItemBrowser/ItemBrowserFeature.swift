import Dependencies
public import Reducer

/// A navigation flow built from the sample's pieces: the item list at the root of a stack, an item's detail pushed
/// on it, an editor sheet that dismisses itself on save, and an alert that confirms deletion.
public struct ItemBrowserFeature: Reducer {
  /// The browser's state.
  public struct State: Equatable, Sendable {
    /// The items, in order.
    public var items: IdentifiedArrayOf<Item>
    /// Whether a load is in flight.
    public var isLoading = false
    /// The last load's failure, if it failed.
    public var errorMessage: String?
    /// Whether a load has completed at least once.
    public var hasLoaded: Bool
    /// The screens pushed over the list, bottom first.
    public var path: StackState<Path.State>
    /// Whether the list shows the items ticked off: a preference kept in the defaults, so it survives a relaunch
    /// and every browser shares it.
    @Shared(.appStorage(ItemBrowserFeature.showsDoneItemsKey)) public var showsDoneItems = true

    /// A browser over `items` (loaded already when not empty) with `path` pushed.
    public init(items: [Item] = [], path: StackState<Path.State> = StackState()) {
      self.items = IdentifiedArray(keepingFirstOf: items)
      self.hasLoaded = !items.isEmpty
      self.path = path
    }

    /// The items the list shows: the done ones only when the preference says so.
    public var visibleItems: [Item] { showsDoneItems ? Array(items) : items.filter { !$0.isDone } }

    /// What the view draws. A view reads `store.viewState`, which observes this value by equality: it redraws
    /// when what it shows changes, not whenever a field behind it does.
    public var viewState: ViewState { ItemBrowserFeature.viewState(of: self) }
  }

  /// What can happen in the browser.
  public enum Action: Equatable, Sendable, Codable {
    /// The list appeared: load once.
    case onAppear
    /// The service answered.
    case itemsResponse(ServiceResult<[Item]>)
    /// The user tapped an item: push its detail.
    case itemTapped(id: Item.ID)
    /// The user tapped "Show done" / "Hide done" over the list.
    case showDoneItemsToggled
    /// An action of a pushed screen, a push or a pop.
    case path(StackAction<Path.State, Path.Action>)
  }

  /// The screens the stack can hold.
  public struct Path: Reducer {
    /// A pushed screen.
    public enum State: Equatable, Sendable, CaseModifiable {
      /// An item's detail.
      case detail(ItemDetailFeature.State)

      /// The detail's state when this screen is a detail (what a view scopes an element store to).
      public var detail: ItemDetailFeature.State? {
        switch self {
        case let .detail(state): state
        }
      }
    }

    /// An action of a pushed screen.
    public enum Action: Equatable, Sendable, Codable {
      /// An action of an item's detail.
      case detail(ItemDetailFeature.Action)
    }

    /// The reducer.
    public init() {}

    public var body: some Reducer<State, Action> {
      Scope(state: State.detail, action: Action.detail) { ItemDetailFeature() }
    }
  }

  private enum CancelID { case load }

  /// The name the "show done items" preference is kept under in the defaults.
  public static let showsDoneItemsKey = "itemBrowser.showsDoneItems"

  @Dependency(\.itemService) var itemService

  /// The reducer.
  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce.loadCycle(
      id: CancelID.load, response: Action.itemsResponse,
      step: { action in
        switch action {
        case .onAppear: .appear
        case let .itemsResponse(result): .answer(result)
        case .itemTapped, .showDoneItemsToggled, .path: nil
        }
      },
      fetch: { try await itemService.fetchItems() },
      loaded: { state, items in state.items = IdentifiedArray(keepingFirstOf: items) })
    Reduce { state, action in
      switch action {
      case .onAppear, .itemsResponse:
        return .none
      case .showDoneItemsToggled:
        state.$showsDoneItems.withLock { $0.toggle() }
        return .none
      case let .itemTapped(id):
        guard let item = state.items[id: id] else { return .none }
        state.path.append(.detail(ItemDetailFeature.State(item: item)))
        return .none
      case let .path(.element(_, .detail(.delegate(.deleted(id))))):
        state.items.remove(id: id)
        return .none
      case let .path(.element(_, .detail(.delegate(.saved(item))))):
        state.items[id: item.id] = item
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: Action.path) { Path() }
  }
}

extension ItemBrowserFeature: ScenarioProviding {
  /// What the browser shows: the top of the stack, and what is presented over it.
  public enum ViewState: ScenarioViewState {
    /// A spinner: nothing to show yet.
    case loading
    /// "No items".
    case empty
    /// The failure message.
    case error(String)
    /// The list, at the root of the stack: the items shown (the done ones only when the preference says so).
    case list([Item])
    /// An item's detail on top of the stack, under the breadcrumbs of the screens below it.
    case detail(Item, breadcrumbs: String)
    /// The editor sheet over a detail: the title of the item under the sheet, and the title being edited.
    case editing(over: String, title: String)
    /// The deletion alert over a detail, as the user sees it: title, message, buttons and their roles.
    case confirmingDeletion(AlertState<ItemDetailFeature.Destination.Action.Alert>)
  }

  public static func viewState(of state: State) -> ViewState {
    if let top = state.path.last, case let .detail(detail) = top {
      switch detail.destination {
      case let .editor(editor):
        return .editing(over: detail.item.title, title: editor.title)
      case let .alert(alert):
        return .confirmingDeletion(alert)
      case nil:
        return .detail(detail.item, breadcrumbs: breadcrumbs(of: state.path))
      }
    }
    if let message = state.errorMessage { return .error(message) }
    if !state.items.isEmpty {
      return .list(state.visibleItems)
    }
    return state.hasSettled ? .empty : .loading
  }

  /// "Items › …": the list, then each pushed screen's title, bottom first.
  static func breadcrumbs(of path: StackState<Path.State>) -> String {
    (["Items"]
      + path.map { element in
        switch element {
        case let .detail(detail): detail.item.title
        }
      }).joined(separator: " › ")
  }

  public static var featureName: String { "ItemBrowser" }
}

extension ItemBrowserFeature.State: LoadTracking {}
