public import Reducer

/// Where the Items feature gets its items. The reducer depends on this protocol, never on a concrete client.
public protocol ItemServicing: Sendable {
  /// All items, in display order.
  func fetchItems() async throws(ServiceError) -> [Item]
}

extension DependencyValues {
  /// The Items feature's service: live over `apiClient`, a loaded mock in previews. A test that reads it
  /// without overriding it fails, naming `@Dependency(\.itemService)`, and goes on with the preview mock.
  public var itemService: any ItemServicing {
    get { self[ItemServiceKey.self] }
    set { self[ItemServiceKey.self] = newValue }
  }
}

private enum ItemServiceKey: DependencyKey {
  static let liveValue: any ItemServicing = LiveItemService()
  static let previewValue: any ItemServicing = MockItemService(.success(ItemFixtures.list))
}
