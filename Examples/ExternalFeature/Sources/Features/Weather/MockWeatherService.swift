public import Reducer

/// The service as scenarios: one `ScenarioResponse` the UI must handle.
///
/// ```swift
/// $0.weatherService = MockWeatherService(.loading)
/// ```
public struct MockWeatherService: WeatherServicing {
  /// How the service answers.
  public let response: ScenarioResponse<[WeatherItem]>

  /// A mock answering with `response`; `.empty` answers with no items.
  public init(_ response: ScenarioResponse<[WeatherItem]>) {
    self.response = response
  }

  public func fetchItems() async throws(ServiceError) -> [WeatherItem] {
    try await response.resolve(empty: [])
  }
}
