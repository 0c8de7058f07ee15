public import Reducer

/// Where the Items feature gets its items. The reducer depends on this protocol, never on a concrete client.
public protocol ItemServicing: Sendable {
  /// All items, in display order.
  func fetchItems() async throws(ServiceError) -> [Item]
}

extension DependencyValues {
  /// The Items feature's service: live over `apiClient`, a loaded mock in previews, unimplemented in tests.
  public var itemService: any ItemServicing {
    get { self[ItemServiceKey.self] }
    set { self[ItemServiceKey.self] = newValue }
  }
}

private enum ItemServiceKey: DependencyKey {
  static let liveValue: any ItemServicing = LiveItemService()
  static let previewValue: any ItemServicing = MockItemService(.success(ItemFixtures.list))
  static let testValue: any ItemServicing = UnimplementedItemService()
}

/// The test default: fails the running test when called, naming the dependency.
struct UnimplementedItemService: ItemServicing {
  func fetchItems() async throws(ServiceError) -> [Item] {
    throw ServiceError(Unimplemented("@Dependency(\\.itemService).fetchItems"))
  }
}
