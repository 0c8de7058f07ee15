public import Reducer

/// Where the departures board gets its departures. The reducer depends on this protocol, never on a
/// concrete client.
public protocol DepartureServicing: Sendable {
  /// The next departures from the station with id `station`.
  ///
  /// - Throws: a `ServiceError` the board shows as is.
  func departures(from station: Station.ID) async throws(ServiceError) -> [Departure]
}

extension DependencyValues {
  /// The departures board's service: live over `apiClient`, a loaded mock in previews. A test that reads it
  /// without overriding it fails, naming `@Dependency(\.departureService)`, and goes on with the preview mock.
  public var departureService: any DepartureServicing {
    get { self[DepartureServiceKey.self] }
    set { self[DepartureServiceKey.self] = newValue }
  }
}

private enum DepartureServiceKey: DependencyKey {
  static let liveValue: any DepartureServicing = LiveDepartureService()
  static let previewValue: any DepartureServicing = MockDepartureService(
    .success(DepartureFixtures.board))
}
