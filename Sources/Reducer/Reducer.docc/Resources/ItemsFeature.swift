import Dependencies
public import Reducer

/// A list of items: loads on appear, refreshes on pull, retries after an error, ticks items off.
public struct ItemsFeature: Reducer {
  /// The list's state.
  public struct State: Equatable, Sendable, Codable {
    /// The items shown, in order.
    public var items: IdentifiedArrayOf<Item> = []
    /// Whether a load is in flight.
    public var isLoading = false
    /// The last load's failure, if it failed.
    public var errorMessage: String?
    /// Whether a load has completed at least once.
    public var hasLoaded = false

    /// A list that has not loaded yet.
    public init() {}

    /// What the view draws. A view reads `store.viewState`, which observes this value by equality: it redraws
    /// when what it shows changes, not whenever a field behind it does.
    public var viewState: ViewState { ItemsFeature.viewState(of: self) }
  }

  /// What can happen in the list.
  public enum Action: Equatable, Sendable, Codable {
    /// The view appeared: load once.
    case onAppear
    /// The user pulled to refresh.
    case refreshPulled
    /// The user tapped "Retry" on the error screen.
    case retryTapped
    /// The user tapped a row: tick it off, or back on.
    case rowTapped(id: Item.ID)
    /// The service answered.
    case itemsResponse(ServiceResult<[Item]>)
  }

  private enum CancelID { case load }

  @Dependency(\.itemService) var itemService

  /// The reducer.
  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .onAppear:
        guard !state.hasLoaded, !state.isLoading else { return .none }
        return load(&state)
      case .refreshPulled, .retryTapped:
        return load(&state)
      case let .rowTapped(id):
        state.items[id: id]?.isDone.toggle()
        return .none
      case let .itemsResponse(.success(items)):
        state.isLoading = false
        state.hasLoaded = true
        state.errorMessage = nil
        state.items = IdentifiedArray(keepingFirstOf: items)
        return .none
      case let .itemsResponse(.failure(error)):
        state.isLoading = false
        state.hasLoaded = true
        state.errorMessage = error.message
        return .none
      }
    }
  }

  private func load(_ state: inout State) -> Effect<Action> {
    state.isLoading = true
    state.errorMessage = nil
    return .run { send in
      await send(.itemsResponse(ServiceResult { try await itemService.fetchItems() }))
    }
    .cancellable(id: CancelID.load, cancelInFlight: true)
  }
}

extension ItemsFeature: ScenarioProviding {
  /// What the Items view shows.
  public enum ViewState: ScenarioViewState {
    /// A spinner: nothing to show yet.
    case loading
    /// The rows.
    case loaded([Item])
    /// "No items".
    case empty
    /// The failure message and a Retry button.
    case error(String)
  }

  public static func viewState(of state: State) -> ViewState {
    if let message = state.errorMessage { return .error(message) }
    if !state.items.isEmpty { return .loaded(Array(state.items)) }
    return state.hasLoaded && !state.isLoading ? .empty : .loading
  }

  public static var featureName: String { "Items" }
}
