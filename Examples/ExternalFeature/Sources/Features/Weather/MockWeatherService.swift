import Dependencies

/// The service as scenarios: each case is one behaviour the UI must handle.
///
/// ```swift
/// $0.weatherService = MockWeatherService(.loading)
/// ```
public struct MockWeatherService: WeatherServicing {
  /// One behaviour of the service.
  public enum Behavior: Sendable {
    /// Answers at once with `items`.
    case success([WeatherItem])
    /// Answers at once with no items.
    case empty
    /// Fails at once.
    case failure(ServiceError)
    /// Never answers (until cancelled): the way production shows a spinner.
    case loading
  }

  /// The behaviour.
  public let behavior: Behavior

  /// A mock behaving as `behavior`.
  public init(_ behavior: Behavior) {
    self.behavior = behavior
  }

  public func fetchItems() async throws(ServiceError) -> [WeatherItem] {
    switch behavior {
    case let .success(items):
      return items
    case .empty:
      return []
    case let .failure(error):
      throw error
    case .loading:
      await NeverAnswering.wait()
      throw ServiceError("Cancelled")
    }
  }
}
