public import Reducer

/// Where the feature gets its items. The reducer depends on this protocol, never on a
/// concrete client.
public protocol WeatherServicing: Sendable {
  /// All items, in display order.
  func fetchItems() async throws(ServiceError) -> [WeatherItem]
}

extension DependencyValues {
  /// The feature's service: live over `apiClient`, a loaded mock in previews. A test that
  /// reads it without overriding it fails, naming this accessor, and goes on with the preview
  /// mock.
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
}
