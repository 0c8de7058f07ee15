import Dependencies
public import Reducer

/// A list of items: loads on appear, retries after an error, ticks items off.
public struct WeatherFeature: Reducer {
  /// The list's state.
  public struct State: Equatable, Sendable, Codable, LoadTracking {
    /// The items shown, in order.
    public var items: IdentifiedArrayOf<WeatherItem> = []
    /// Whether a load is in flight.
    public var isLoading = false
    /// The last load's failure, if it failed.
    public var errorMessage: String?
    /// Whether a load has completed at least once.
    public var hasLoaded = false

    /// A list that has not loaded yet.
    public init() {}

    /// What the view draws. A view reads `store.viewState`, which observes this value by
    /// equality: it redraws when what it shows changes, not whenever a field behind it does.
    public var viewState: ViewState {
      WeatherFeature.viewState(of: self)
    }
  }

  /// What can happen in the list.
  public enum Action: Equatable, Sendable, Codable {
    /// The view appeared: load once.
    case onAppear
    /// The user tapped "Retry" on the error screen.
    case retryTapped
    /// The user tapped a row: tick it off, or back on.
    case rowTapped(id: WeatherItem.ID)
    /// The service answered.
    case itemsResponse(ServiceResult<[WeatherItem]>)
  }

  private enum CancelID { case load }

  @Dependency(\.weatherService) var service

  /// The reducer.
  public init() {}

  public var body: some Reducer<State, Action> {
    // Load on the first appear, again on Retry; the spinner and the failure move in the library's
    // load cycle (`LoadTracking`), the answer is put in place here.
    Reduce.loadCycle(
      id: CancelID.load, response: Action.itemsResponse,
      step: { action in
        switch action {
        case .onAppear: .appear
        case .retryTapped: .reload
        case let .itemsResponse(result): .answer(result)
        case .rowTapped: nil
        }
      },
      fetch: { try await service.fetchItems() },
      loaded: { state, items in state.items = IdentifiedArray(keepingFirstOf: items) })
    Reduce { state, action in
      switch action {
      case let .rowTapped(id):
        state.items[id: id]?.isDone.toggle()
        return .none
      case .onAppear, .retryTapped, .itemsResponse:
        return .none
      }
    }
  }
}

extension WeatherFeature: ScenarioProviding {
  /// What the Weather view shows.
  public enum ViewState: ScenarioViewState {
    /// A spinner: nothing to show yet.
    case loading
    /// The rows.
    case loaded([WeatherItem])
    /// "No items".
    case empty
    /// The failure message and a Retry button.
    case error(String)
  }

  public static func viewState(of state: State) -> ViewState {
    if let message = state.errorMessage { return .error(message) }
    if !state.items.isEmpty { return .loaded(Array(state.items)) }
    return state.hasSettled ? .empty : .loading
  }

  public static var featureName: String { "Weather" }
}
