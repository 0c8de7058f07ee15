import Dependencies
import Reducer

/// The contract's `Search` feature, as written in DESIGN.md.
struct Search: Reducer {
  struct State: Equatable, Sendable {
    var query = ""
    var results: [String] = []
  }
  enum Action: Equatable, Sendable {
    case queryChanged(String)
    case searchResponse(Result<[String], SearchError>)
  }
  enum CancelID { case search }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.searchClient) var searchClient

  var body: some Reducer<State, Action> {
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

struct SearchError: Error, Equatable, Sendable {
  var message: String
  init(_ error: any Error) { self.message = "\(error)" }
}

struct SearchClient: Sendable {
  var search: @Sendable (String) async throws -> [String]
}

extension SearchClient: DependencyKey {
  static let liveValue = SearchClient { _ in [] }
  static let testValue = SearchClient { _ in
    throw Unimplemented("SearchClient.search")
  }
  static let previewValue = SearchClient { _ in ["Preview"] }
}

extension DependencyValues {
  var searchClient: SearchClient {
    get { self[SearchClient.self] }
    set { self[SearchClient.self] = newValue }
  }
}
