import Dependencies
import Reducer

/// A feature whose actions are not `Equatable` (they carry `any Error`), with a `row(id:action:)` case.
struct Loader: Reducer {
  struct State: Equatable, Sendable {
    var items: [String] = []
    var errorMessage: String?
    var toggled: Set<Int> = []
  }

  enum Action: Sendable {
    case loadTapped
    case loaded(Result<[String], any Error>)
    case row(id: Int, action: RowAction)
    case rowsPinged
  }

  enum RowAction: Sendable {
    case toggled
  }

  @Dependency(\.itemsClient) var itemsClient

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .loadTapped:
        return .run { send in
          do {
            await send(.loaded(.success(try await itemsClient.load())))
          } catch {
            await send(.loaded(.failure(error)))
          }
        }
      case let .loaded(.success(items)):
        state.items = items
        state.errorMessage = nil
        return .none
      case let .loaded(.failure(error)):
        state.errorMessage = "\(error)"
        return .none
      case let .row(id, .toggled):
        state.toggled.insert(id)
        return .none
      case .rowsPinged:
        return .run { send in
          await send(.row(id: 2, action: .toggled))
        }
      }
    }
  }
}

/// Loads the list a ``Loader`` shows.
struct ItemsClient: Sendable {
  var load: @Sendable () async throws -> [String]
}

extension ItemsClient: DependencyKey {
  static let liveValue = ItemsClient { [] }
  static let testValue = ItemsClient { throw Unimplemented("ItemsClient.load") }
}

extension DependencyValues {
  var itemsClient: ItemsClient {
    get { self[ItemsClient.self] }
    set { self[ItemsClient.self] = newValue }
  }
}
