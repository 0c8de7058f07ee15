import Dependencies

/// The item service as scenarios: each case is one behaviour the UI must handle.
///
/// ```swift
/// $0.itemService = MockItemService(.delayed(ItemFixtures.list, by: .seconds(2)))
/// ```
public struct MockItemService: ItemServicing {
  /// One behaviour of the service.
  public enum Behavior: Sendable {
    /// Answers at once with `items`.
    case success([Item])
    /// Answers at once with no items.
    case empty
    /// Fails at once.
    case failure(ServiceError)
    /// Answers with `items` after `delay` on the `continuousClock` dependency.
    case delayed([Item], by: Duration)
    /// Never answers (until cancelled): the way production shows a spinner.
    case loading
  }

  /// The behaviour.
  public let behavior: Behavior

  @Dependency(\.continuousClock) private var clock

  /// A mock behaving as `behavior`.
  public init(_ behavior: Behavior) {
    self.behavior = behavior
  }

  public func fetchItems() async throws(ServiceError) -> [Item] {
    switch behavior {
    case let .success(items):
      return items
    case .empty:
      return []
    case let .failure(error):
      throw error
    case let .delayed(items, delay):
      do {
        try await clock.sleep(for: delay)
      } catch {
        throw ServiceError("Cancelled")
      }
      return items
    case .loading:
      await NeverAnswering.wait()
      throw ServiceError("Cancelled")
    }
  }
}
