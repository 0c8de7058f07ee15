import Dependencies
import Reducer

/// The features of the DESIGN.md samples, as written there (Counter and Row filled in), in a namespace so their
/// names do not collide with other test files.
enum DesignSample {
  struct Counter: Reducer {
    struct State: Equatable, Sendable {
      var count = 0
    }
    enum Action: Equatable, Sendable {
      case incrementTapped
      case decrementTapped
      case delayedIncrementTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .incrementTapped:
        state.count += 1
        return .none
      case .decrementTapped:
        state.count -= 1
        return .none
      case .delayedIncrementTapped:
        return .run { send in await send(.incrementTapped) }
      }
    }
  }

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

  /// A list row; with a probe, `workStarted` runs a long effect named `"row <id>"` (one at a time).
  struct Row: Reducer {
    struct State: Equatable, Identifiable, Sendable {
      let id: Int
      var title = ""
      var taps = 0
      var finished = false
    }
    enum Action: Equatable, Sendable {
      case tapped
      case titleChanged(String)
      case workStarted
      case workFinished
      case workCancelled
    }
    private enum CancelID { case work }

    var probe: EffectProbe?

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .tapped:
        state.taps += 1
        return .none
      case let .titleChanged(title):
        state.title = title
        return .none
      case .workStarted:
        guard let probe else { return .none }
        let name = "row \(state.id)"
        return .run { send in
          if await probe.hold(name) { await send(.workFinished) }
        }
        .cancellable(id: CancelID.work, cancelInFlight: true)
      case .workFinished:
        state.finished = true
        return .none
      case .workCancelled:
        return .cancel(id: CancelID.work)
      }
    }
  }

  struct AppFeature: Reducer {
    struct State: Equatable, Sendable {
      var counter = Counter.State()
      var search: Search.State?
      var rows: IdentifiedArrayOf<Row.State> = []
    }
    enum Action: Equatable, Sendable {
      case counter(Counter.Action)
      case search(Search.Action)
      case row(id: Row.State.ID, action: Row.Action)
      case searchButtonTapped
    }
    var body: some Reducer<State, Action> {
      Scope(state: \.counter, action: Action.counter) { Counter() }
      // swift-format-ignore: NoBlockComments
      Reduce { state, action in /* parent logic */ .none }
        .ifLet(\.search, action: Action.search) { Search() }
        .forEach(\.rows, action: Action.row) { Row() }
    }
  }
}

// As in DESIGN.md, with `Self` for the namespaced `SearchClient`.
extension DesignSample.SearchClient: DependencyKey {
  static let liveValue = Self { _ in [] }
  static let testValue = Self { _ in
    throw Unimplemented("SearchClient.search")
  }
  static let previewValue = Self { _ in ["Preview"] }
}

extension DependencyValues {
  var searchClient: DesignSample.SearchClient {
    get { self[DesignSample.SearchClient.self] }
    set { self[DesignSample.SearchClient.self] = newValue }
  }
}
