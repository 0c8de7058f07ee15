import Dependencies
public import Reducer

/// A news feed gathered from several sources: loads on appear, refreshes on pull, retries after an
/// error, and shows what it has when only some sources answer.
public struct NewsFeature: Reducer {
  /// The feed's state.
  public struct State: Equatable, Sendable, Codable {
    /// The articles shown, newest first.
    public var articles: IdentifiedArrayOf<Article> = []
    /// The sources that did not answer the last load; the view names them in a banner.
    public var failedSources: [String] = []
    /// Whether a load is in flight.
    public var isLoading = false
    /// The last load's failure, if it failed.
    public var errorMessage: String?
    /// Whether a load has completed at least once.
    public var hasLoaded = false

    /// A feed that has not loaded yet.
    public init() {}

    /// What the view draws. A view reads `store.viewState`, which observes this value by equality: it redraws
    /// when what it shows changes, not whenever a field behind it does.
    public var viewState: ViewState { NewsFeature.viewState(of: self) }
  }

  /// What can happen in the feed.
  public enum Action: Equatable, Sendable, Codable {
    /// The view appeared: load once.
    case onAppear
    /// The user pulled to refresh.
    case refreshPulled
    /// The user tapped "Retry", on the error screen or on the failed-sources banner.
    case retryTapped
    /// The service answered.
    case feedResponse(ServiceResult<NewsFeed>)
  }

  private enum CancelID { case load }

  @Dependency(\.newsService) var newsService

  /// The reducer.
  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .onAppear:
        guard state.needsFirstLoad else { return .none }
        return load(&state)
      case .refreshPulled, .retryTapped:
        return load(&state)
      case let .feedResponse(.success(feed)):
        state.loadEnded()
        state.articles = IdentifiedArray(keepingFirstOf: feed.articles)
        state.failedSources = feed.failedSources
        state.errorMessage =
          feed.articles.isEmpty && !feed.failedSources.isEmpty
          ? Self.noSourceAnsweredMessage(feed.failedSources) : nil
        return .none
      case let .feedResponse(.failure(error)):
        state.loadEnded(failure: error)
        return .none
      }
    }
  }

  private func load(_ state: inout State) -> Effect<Action> {
    state.loadStarted()
    return .run { send in
      await send(.feedResponse(ServiceResult { try await newsService.fetchFeed() }))
    }
    .cancellable(id: CancelID.load, cancelInFlight: true)
  }

  /// The error shown when every source failed and there is nothing to show.
  private static func noSourceAnsweredMessage(_ sources: [String]) -> String {
    "None of the news sources answered (\(sources.joined(separator: ", "))). Try again later."
  }
}

extension NewsFeature: ScenarioProviding {
  /// What the News view shows.
  public enum ViewState: ScenarioViewState {
    /// A spinner: nothing to show yet.
    case loading
    /// The articles; every source answered.
    case loaded([Article])
    /// The articles that loaded, under a banner naming the sources that did not.
    case partial([Article], failedSources: [String])
    /// "No news yet".
    case empty
    /// The failure message and a Retry button.
    case error(String)
  }

  public static func viewState(of state: State) -> ViewState {
    if let message = state.errorMessage { return .error(message) }
    if !state.articles.isEmpty {
      let articles = Array(state.articles)
      return state.failedSources.isEmpty
        ? .loaded(articles) : .partial(articles, failedSources: state.failedSources)
    }
    return state.hasSettled ? .empty : .loading
  }

  public static var featureName: String { "News" }
}

extension NewsFeature.State: LoadTracking {}
