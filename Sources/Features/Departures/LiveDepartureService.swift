import APIService
import Dependencies
import Foundation
public import Reducer

/// The real departure service: `GET /departures?station=ID` through `apiClient`.
///
/// The answer is a JSON object whose `departures` array lists the station's next departures;
/// times are ISO 8601, ids UUIDs, and an id may appear only once (a repeated id is a decoding
/// error naming its path, e.g. `departures[3]`):
///
/// ```json
/// {
///   "departures": [
///     {
///       "id": "DE000001-0000-4000-8000-000000000001",
///       "line": "C3",
///       "destination": "Old Harbour",
///       "platform": "2",
///       "departsAt": "2026-01-01T09:00:45Z"
///     }
///   ]
/// }
/// ```
///
/// Failures arrive as `ServiceError`: a readable message for the board; an answer that does not
/// decode also names the coding path the server got wrong.
public struct LiveDepartureService: DepartureServicing {
  /// The body of `GET /departures`.
  struct Response: Decodable, Sendable {
    /// The departures; decoding rejects a repeated id.
    var departures: IdentifiedArrayOf<Departure>
  }

  @Dependency(\.apiClient) var apiClient

  /// The live service.
  public init() {}

  public func departures(from station: Station.ID) async throws(ServiceError) -> [Departure] {
    let query = [URLQueryItem(name: "station", value: station)]
    return Array(
      try await apiClient.fetch("departures", query: query, as: Response.self).departures)
  }
}
