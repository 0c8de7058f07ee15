import Dependencies
public import Reducer

/// The contract's `Search` feature, as written in DESIGN.md: a debounced search whose results come
/// from the `searchClient` dependency, a new query cancelling the one in flight.
public struct Search: Reducer {
  /// The query and its results.
  public struct State: Equatable, Sendable {
    /// What was typed.
    public var query: String
    /// The results of the last answered search.
    public var results: [String]
    /// A search with `query` and `results` (empty by default).
    public init(query: String = "", results: [String] = []) {
      self.query = query
      self.results = results
    }
  }

  /// Typing, or the client's answer.
  public enum Action: Equatable, Sendable {
    /// The query changed.
    case queryChanged(String)
    /// The client answered.
    case searchResponse(Result<[String], SearchError>)
  }

  enum CancelID { case search }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.searchClient) var searchClient

  /// The feature.
  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .queryChanged(query):
        state.query = query
        guard !query.isEmpty else {
          state.results = []
          return .cancel(id: CancelID.search)
        }
        return .run { send in
          try await clock.sleep(for: .milliseconds(300))
          await send(.searchResponse(.success(try await searchClient.search(query))))
        } catch: { error, send in
          await send(.searchResponse(.failure(SearchError(error))))
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)
      case let .searchResponse(.success(results)):
        state.results = results
        return .none
      case .searchResponse(.failure):
        state.results = []
        return .none
      }
    }
  }
}
