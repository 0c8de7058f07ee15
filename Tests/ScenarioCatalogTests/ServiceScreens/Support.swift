import Dependencies
import ReducerCore
import ScenarioCatalog

/// A screen that loads a number from a service, written with the service-screen kit: its state
/// tracks the load, its reducer is the load cycle, its catalog the standard one.
struct Counter: ScenarioProviding {
  struct State: Equatable, Sendable, LoadTracking {
    var count: Int?
    var isLoading = false
    var errorMessage: String?
    var hasLoaded = false
  }

  enum Action: Equatable, Sendable {
    case onAppear
    case retryTapped
    case countResponse(ServiceResult<Int>)
  }

  enum ViewState: ScenarioViewState {
    case loading
    case loaded(Int)
    case empty
    case error(String)
  }

  private enum CancelID { case load }

  @Dependency(\.countService) var countService

  var body: some ReducerOf<Self> {
    Reduce.loadCycle(
      id: CancelID.load, response: Action.countResponse,
      step: { action in
        switch action {
        case .onAppear: .appear
        case .retryTapped: .reload
        case let .countResponse(result): .answer(result)
        }
      },
      fetch: { try await countService.resolve(empty: 0) },
      loaded: { state, count in state.count = count })
  }

  static func viewState(of state: State) -> ViewState {
    if let message = state.errorMessage { return .error(message) }
    guard state.hasSettled, let count = state.count else { return .loading }
    return count == 0 ? .empty : .loaded(count)
  }

  static let scenarios: [Scenario<Counter>] =
    scenario.standard(
      loaded: "Seven", 7, showing: .loaded(7), empty: "Nothing counted", showing: .empty,
      error: "Counting fails", ServiceError("The count could not be loaded."))
    + [scenario.delayed("Seven, after two seconds", 7, showing: .loaded(7))]

  private static let scenario = ServiceScenarios<Counter, Int>(
    State(), onAppear: .onAppear, loading: .loading, error: ViewState.error
  ) { $0.countService = $1 }
}

extension DependencyValues {
  /// The counter's service: its answer, played as a mock would.
  var countService: ScenarioResponse<Int> {
    get { self[CountServiceKey.self] }
    set { self[CountServiceKey.self] = newValue }
  }
}

private enum CountServiceKey: DependencyKey {
  static let liveValue = ScenarioResponse<Int>.success(7)
}
