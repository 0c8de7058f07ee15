public import Foundation
public import Reducer

/// The detail of a planted row: loads its text from ``PlantedDetailService``.
public struct PlantedDetailFeature: Reducer {
  /// The detail.
  public struct State: Equatable, Sendable, Codable {
    /// The row shown.
    public var rowID: UUID
    /// Whether the text is loading.
    public var isLoading = true
    /// The text, once loaded.
    public var text = ""
    /// Why loading failed.
    public var failure: String?

    /// A detail that starts loading.
    public init(rowID: UUID) { self.rowID = rowID }
  }

  /// What can happen in the detail.
  public enum Action: Equatable, Sendable, Codable {
    /// Start loading.
    case load
    /// The service answered.
    case loaded(ServiceResult<String>)
    /// The favourite button.
    case favoriteTapped
    /// The parent confirmed the favourite.
    case favoriteConfirmed
  }

  let showsFailure: Bool
  @Dependency(\.plantedDetailService) var service

  /// The reducer; `showsFailure` keeps a failure as its own screen (the undeclared one).
  public init(showsFailure: Bool = false) { self.showsFailure = showsFailure }

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .load:
        state.isLoading = true
        return .run { send in
          await send(.loaded(ServiceResult { try await service.response.resolve(empty: "") }))
        }
      case let .loaded(.success(text)):
        state.isLoading = false
        state.text = text
        return .none
      case let .loaded(.failure(error)):
        state.isLoading = false
        if showsFailure { state.failure = error.message } else { state.text = "unavailable" }
        return .none
      case .favoriteTapped, .favoriteConfirmed:
        return .none
      }
    }
  }
}

/// Where a planted detail's text comes from.
public struct PlantedDetailService: Sendable {
  /// How it answers.
  public var response: ScenarioResponse<String>

  /// A service answering `response`.
  public init(_ response: ScenarioResponse<String>) { self.response = response }
}

extension DependencyValues {
  /// The planted detail's service.
  public var plantedDetailService: PlantedDetailService {
    get { self[PlantedDetailServiceKey.self] }
    set { self[PlantedDetailServiceKey.self] = newValue }
  }
}

private enum PlantedDetailServiceKey: DependencyKey {
  static let liveValue = PlantedDetailService(.delayed("Details", by: .seconds(1)))
}
