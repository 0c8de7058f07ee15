public import APIService
import Dependencies
import Reducer

/// The real Weather service: `GET /weather` through `apiClient`.
public struct LiveWeatherService: WeatherServicing {
  @Dependency(\.apiClient) var apiClient

  /// The live service.
  public init() {}

  public func fetchItems() async throws(ServiceError) -> [WeatherItem] {
    // Decoding as an IdentifiedArray rejects a repeated id as a decoding error, never a trap.
    let items = try await apiClient.fetch(
      "weather", as: IdentifiedArrayOf<WeatherItem>.self)
    return Array(items)
  }
}
