import Dependencies

/// The departure service as scenarios: each case is one behaviour the board must handle.
///
/// Every call answers the same way, whichever station is asked for and however often the board
/// refreshes.
///
/// ```swift
/// $0.departureService = MockDepartureService(.delayed(DepartureFixtures.board, by: .seconds(2)))
/// ```
public struct MockDepartureService: DepartureServicing {
  /// One behaviour of the service.
  public enum Behavior: Sendable {
    /// Answers at once with `departures`.
    case success([Departure])
    /// Answers at once with no departures.
    case empty
    /// Fails at once.
    case failure(ServiceError)
    /// Answers with `departures` after `delay` on the `continuousClock` dependency.
    case delayed([Departure], by: Duration)
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

  public func departures(from station: Station.ID) async throws(ServiceError) -> [Departure] {
    switch behavior {
    case let .success(departures):
      return departures
    case .empty:
      return []
    case let .failure(error):
      throw error
    case let .delayed(departures, delay):
      do {
        try await clock.sleep(for: delay)
      } catch {
        throw ServiceError("Cancelled")
      }
      return departures
    case .loading:
      await NeverAnswering.wait()
      throw ServiceError("Cancelled")
    }
  }
}
