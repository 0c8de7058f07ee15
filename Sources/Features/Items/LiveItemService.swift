import APIService
import Dependencies
public import Reducer

/// The real item service: `GET /items` through `apiClient`.
public struct LiveItemService: ItemServicing {
  @Dependency(\.apiClient) var apiClient

  /// The live service.
  public init() {}

  public func fetchItems() async throws(ServiceError) -> [Item] {
    // Decoding as an IdentifiedArray rejects a repeated id as a decoding error (naming it), never a trap.
    Array(try await apiClient.fetch("items", as: IdentifiedArrayOf<Item>.self))
  }
}
