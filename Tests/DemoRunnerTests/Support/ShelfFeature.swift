import DemoRunnerCore
import DemoSession
import Dependencies
import Foundation
import Reducer

/// A small feature for the runner's own tests: a shelf of books that arrives after a second,
/// with view states of several shapes (rows with details, a tuple payload, a struct, a message).
struct ShelfFeature: Reducer {
  struct Book: Equatable, Sendable, Codable, Identifiable {
    var id: UUID
    var title: String
    var author: String
    var pages: Int
    var isRead: Bool
  }

  struct Owner: Equatable, Sendable, Codable {
    var name: String
    var memberSince: Date
  }

  struct State: Equatable, Sendable, Codable {
    var books: [Book] = []
    var owner: Owner?
    var isLoading = false
    var failure: String?
  }

  enum Action: Equatable, Sendable, Codable {
    case onAppear
    case booksLoaded([Book])
    case markRead(id: UUID, read: Bool)
    case failed(String)
  }

  enum Outcome: Sendable {
    case books([Book])
    case failure(String)
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.shelfOutcome) var outcome

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .onAppear:
        state.isLoading = true
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          switch outcome {
          case let .books(books): await send(.booksLoaded(books))
          case let .failure(message): await send(.failed(message))
          }
        }
      case let .booksLoaded(books):
        state.isLoading = false
        state.books = books
        state.owner = Owner(name: "Ada", memberSince: ScenarioDefaults.date)
        return .none
      case let .markRead(id, read):
        if let index = state.books.firstIndex(where: { $0.id == id }) {
          state.books[index].isRead = read
        }
        return .none
      case let .failed(message):
        state.isLoading = false
        state.failure = message
        return .none
      }
    }
  }
}

extension ShelfFeature: ScenarioProviding {
  enum ViewState: ScenarioViewState {
    case loading
    case shelf([Book], owner: Owner)
    case empty
    case failed(String)

    enum Kind: CaseIterable, Hashable, Sendable { case loading, shelf, empty, failed }

    var kind: Kind {
      switch self {
      case .loading: .loading
      case .shelf: .shelf
      case .empty: .empty
      case .failed: .failed
      }
    }
  }

  static func viewState(of state: State) -> ViewState {
    if let failure = state.failure { return .failed(failure) }
    if state.isLoading { return .loading }
    guard let owner = state.owner, !state.books.isEmpty else { return .empty }
    return .shelf(state.books, owner: owner)
  }

  static let books = [
    Book(
      id: UUID(uuid: (1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)), title: "Moss & <Lichen>",
      author: "R. Grey", pages: 212, isRead: false),
    Book(
      id: UUID(uuid: (1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2)), title: "Tide Tables",
      author: "I. Vander", pages: 64, isRead: true),
  ]

  static let scenarios: [Scenario<ShelfFeature>] = [
    Scenario(
      .loaded, summary: "Two books", initialState: State(), onAppear: .onAppear,
      expecting: .shelf(books, owner: Owner(name: "Ada", memberSince: ScenarioDefaults.date)),
      settleAfter: .seconds(1)
    ) { $0.shelfOutcome = .books(books) },
    Scenario(
      .error, summary: "The shelf is locked", initialState: State(), onAppear: .onAppear,
      expecting: .failed("The shelf is locked."), settleAfter: .seconds(1)
    ) { $0.shelfOutcome = .failure("The shelf is locked.") },
    Scenario(
      "wrong", summary: "Declares a view state it never reaches", initialState: State(),
      onAppear: nil, expecting: .loading
    ) { $0.shelfOutcome = .books(books) },
  ]

  static var featureName: String { "Shelf" }
}

private enum ShelfOutcomeKey: DependencyKey {
  static let liveValue = ShelfFeature.Outcome.books([])
}

extension DependencyValues {
  var shelfOutcome: ShelfFeature.Outcome {
    get { self[ShelfOutcomeKey.self] }
    set { self[ShelfOutcomeKey.self] = newValue }
  }
}

/// A feature whose effect sends actions forever: the runner must give up waiting, not hang.
struct SpinnerFeature: Reducer {
  struct State: Equatable, Sendable { var ticks = 0 }
  enum Action: Equatable, Sendable, Codable { case onAppear, tick }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .onAppear:
        return .run { send in
          while !Task.isCancelled { await send(.tick) }
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}

extension SpinnerFeature: ScenarioProviding {
  enum ViewState: ScenarioViewState {
    case spinning
    enum Kind: CaseIterable, Hashable, Sendable { case spinning }
    var kind: Kind { .spinning }
  }
  static func viewState(of state: State) -> ViewState { .spinning }
  static let scenarios: [Scenario<SpinnerFeature>] = [
    Scenario("forever", initialState: State(), onAppear: .onAppear, expecting: .spinning)
  ]
}

/// A feature with a one-millisecond timer: advancing a minute would wake it 60,000 times.
struct TickerFeature: Reducer {
  struct State: Equatable, Sendable { var ticks = 0 }
  enum Action: Equatable, Sendable, Codable { case onAppear, tick }

  @Dependency(\.continuousClock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .onAppear:
        return .run { send in
          while true {
            try await clock.sleep(for: .milliseconds(1))
            await send(.tick)
          }
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}

extension TickerFeature: ScenarioProviding {
  enum ViewState: ScenarioViewState {
    case ticking(Int)
    enum Kind: CaseIterable, Hashable, Sendable { case ticking }
    var kind: Kind { .ticking }
  }
  static func viewState(of state: State) -> ViewState { .ticking(state.ticks) }
  static let scenarios: [Scenario<TickerFeature>] = [
    Scenario("running", initialState: State(), onAppear: .onAppear, expecting: .ticking(0))
  ]
  static var featureName: String { "Ticker" }
}

extension FeatureCatalog {
  /// The test features.
  static let shelf = FeatureCatalog([DemoFeature(ShelfFeature.self)])
}
