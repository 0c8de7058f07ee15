/// The scaffold's model, service protocol, live service, scenario mock and fixtures: the shape
/// of `Sources/Features/Items/` with the names of ``FeatureName``.
enum ServiceTemplates {
  /// `WeatherItem.swift`: one row of the list.
  static func model(_ n: FeatureName) -> String {
    #"""
    public import Foundation

    /// One item of the \#(n.name) list.
    public struct \#(n.model): Identifiable, Equatable, Hashable, Sendable, Codable {
      /// Stable identity.
      public let id: UUID
      /// What the row shows.
      public var title: String
      /// Whether the user ticked it off.
      public var isDone: Bool

      /// An item.
      public init(id: UUID, title: String, isDone: Bool = false) {
        self.id = id
        self.title = title
        self.isDone = isDone
      }
    }

    """#
  }

  /// `WeatherServicing.swift`: the protocol, its dependency and the unimplemented test default.
  static func servicing(_ n: FeatureName) -> String {
    #"""
    public import Reducer

    /// Where the feature gets its items. The reducer depends on this protocol, never on a
    /// concrete client.
    public protocol \#(n.servicing): Sendable {
      /// All items, in display order.
      func fetchItems() async throws(ServiceError) -> [\#(n.model)]
    }

    extension DependencyValues {
      /// The feature's service: live over `apiClient`, a loaded mock in previews, unimplemented
      /// in tests.
      public var \#(n.accessor): any \#(n.servicing) {
        get { self[ServiceKey.self] }
        set { self[ServiceKey.self] = newValue }
      }
    }

    private enum ServiceKey: DependencyKey {
      typealias Value = any \#(n.servicing)
      static let liveValue: Value = \#(n.liveService)()
      static let previewValue: Value = \#(n.mockService)(
        .success(\#(n.fixtures).list))
      static let testValue: Value = \#(n.unimplementedService)()
    }

    /// The test default: fails the running test when called, naming the dependency.
    struct \#(n.unimplementedService): \#(n.servicing) {
      func fetchItems() async throws(ServiceError) -> [\#(n.model)] {
        throw ServiceError(Unimplemented("@Dependency(\\.\#(n.accessor)).fetchItems"))
      }
    }

    """#
  }

  /// `LiveWeatherService.swift`: `GET /weather` through `apiClient`.
  static func liveService(_ n: FeatureName) -> String {
    #"""
    import APIService
    import Dependencies
    public import Reducer

    /// The real \#(n.name) service: `GET /\#(n.endpoint)` through `apiClient`.
    public struct \#(n.liveService): \#(n.servicing) {
      @Dependency(\.apiClient) var apiClient

      /// The live service.
      public init() {}

      public func fetchItems() async throws(ServiceError) -> [\#(n.model)] {
        do {
          // Decoding as an IdentifiedArray rejects a repeated id as a decoding error, never a trap.
          let items = try await apiClient.get(
            "\#(n.endpoint)", as: IdentifiedArrayOf<\#(n.model)>.self)
          return Array(items)
        } catch {
          throw ServiceError(namingDecodingPathOf: error)
        }
      }
    }

    """#
  }

  /// `MockWeatherService.swift`: a thin wrapper over `ScenarioResponse`, one response per scenario.
  static func mockService(_ n: FeatureName) -> String {
    #"""
    public import Reducer

    /// The service as scenarios: one `ScenarioResponse` the UI must handle.
    ///
    /// ```swift
    /// $0.\#(n.accessor) = \#(n.mockService)(.loading)
    /// ```
    public struct \#(n.mockService): \#(n.servicing) {
      /// How the service answers.
      public let response: ScenarioResponse<[\#(n.model)]>

      /// A mock answering with `response`; `.empty` answers with no items.
      public init(_ response: ScenarioResponse<[\#(n.model)]>) {
        self.response = response
      }

      public func fetchItems() async throws(ServiceError) -> [\#(n.model)] {
        try await response.resolve(empty: [])
      }
    }

    """#
  }

  /// `WeatherFixtures.swift`: fixed ids and clearly fictional data.
  static func fixtures(_ n: FeatureName) -> String {
    #"""
    import Foundation
    public import Reducer

    /// The feature's fixtures: fixed ids, readable names, shared by previews, tests and demos.
    public enum \#(n.fixtures) {
      /// The first item.
      public static let first = \#(n.model)(
        id: UUID(fixture: "11111111-1111-1111-1111-111111111111"), title: "First item")
      /// The second item, already done.
      public static let second = \#(n.model)(
        id: UUID(fixture: "22222222-2222-2222-2222-222222222222"), title: "Second item",
        isDone: true)
      /// The third item.
      public static let third = \#(n.model)(
        id: UUID(fixture: "33333333-3333-3333-3333-333333333333"), title: "Third item")

      /// The usual list.
      public static let list = [first, second, third]

      /// The message of the error scenario.
      public static let loadError = ServiceError(
        "The items could not be loaded. Check your connection.")
    }

    """#
  }
}
