public import Reducer

/// Where the feature gets its items. The reducer depends on this protocol, never on a
/// concrete client.
public protocol WeatherServicing: Sendable {
  /// All items, in display order.
  func fetchItems() async throws(ServiceError) -> [WeatherItem]
}

extension DependencyValues {
  /// The feature's service: live over `apiClient`, a loaded mock in previews, unimplemented
  /// in tests.
  public var weatherService: any WeatherServicing {
    get { self[ServiceKey.self] }
    set { self[ServiceKey.self] = newValue }
  }
}

private enum ServiceKey: DependencyKey {
  typealias Value = any WeatherServicing
  static let liveValue: Value = LiveWeatherService()
  static let previewValue: Value = MockWeatherService(
    .success(WeatherFixtures.list))
  static let testValue: Value = UnimplementedWeatherService()
}

/// The test default: fails the running test when called, naming the dependency.
struct UnimplementedWeatherService: WeatherServicing {
  func fetchItems() async throws(ServiceError) -> [WeatherItem] {
    throw ServiceError(Unimplemented("@Dependency(\\.weatherService).fetchItems"))
  }
}
