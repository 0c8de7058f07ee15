public import Reducer

/// The departure service as scenarios: one `ScenarioResponse` the board must handle.
///
/// Every call answers the same way, whichever station is asked for and however often the board
/// refreshes.
///
/// ```swift
/// $0.departureService = MockDepartureService(.delayed(DepartureFixtures.board, by: .seconds(2)))
/// ```
public struct MockDepartureService: DepartureServicing {
  /// How the service answers.
  public let response: ScenarioResponse<[Departure]>

  /// A mock answering with `response`; `.empty` answers with no departures.
  public init(_ response: ScenarioResponse<[Departure]>) {
    self.response = response
  }

  public func departures(from station: Station.ID) async throws(ServiceError) -> [Departure] {
    try await response.resolve(empty: [])
  }
}
