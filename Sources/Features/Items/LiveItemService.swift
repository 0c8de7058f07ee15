import Dependencies

/// The real item service: `GET /items` through `apiClient`.
public struct LiveItemService: ItemServicing {
  @Dependency(\.apiClient) var apiClient

  /// The live service.
  public init() {}

  public func fetchItems() async throws(ServiceError) -> [Item] {
    do {
      return try await apiClient.get("items", as: [Item].self)
    } catch {
      throw ServiceError(namingDecodingPathOf: error)
    }
  }
}
