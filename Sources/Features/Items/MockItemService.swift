public import Reducer

/// The item service as scenarios: one `ScenarioResponse` the UI must handle.
///
/// ```swift
/// $0.itemService = MockItemService(.delayed(ItemFixtures.list, by: .seconds(2)))
/// ```
public struct MockItemService: ItemServicing {
  /// How the service answers.
  public let response: ScenarioResponse<[Item]>

  /// A mock answering with `response`; `.empty` answers with no items.
  public init(_ response: ScenarioResponse<[Item]>) {
    self.response = response
  }

  public func fetchItems() async throws(ServiceError) -> [Item] {
    try await response.resolve(empty: [])
  }
}
