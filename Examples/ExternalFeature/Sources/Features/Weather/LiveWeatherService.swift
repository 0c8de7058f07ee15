public import APIService
import Dependencies
import Reducer

/// The real Weather service: `GET /weather` through `apiClient`.
public struct LiveWeatherService: WeatherServicing {
  @Dependency(\.apiClient) var apiClient

  /// The live service.
  public init() {}

  public func fetchItems() async throws(ServiceError) -> [WeatherItem] {
    do {
      // Decoding as an IdentifiedArray rejects a repeated id as a decoding error, never a trap.
      let items = try await apiClient.get(
        "weather", as: IdentifiedArrayOf<WeatherItem>.self)
      return Array(items)
    } catch {
      throw ServiceError(namingDecodingPathOf: error)
    }
  }
}
