import Foundation
public import Reducer

/// The departures board's fixtures: a fictional station, fixed ids, times relative to
/// `ScenarioDefaults.date` (09:00 UTC); shared by previews, tests and demos.
///
/// The board is small but varied: one departure due within the minute (it leaves the board a minute
/// later), short and long waits, and a destination long enough to wrap.
public enum DepartureFixtures {
  /// Harbour Gate, the board's station.
  public static let station = Station(id: "harbour-gate", name: "Harbour Gate")

  /// C3 to Old Harbour, platform 2, leaving 45 s after 09:00: "due".
  public static let oldHarbour = Departure(
    id: UUID(fixture: "DE000001-0000-4000-8000-000000000001"), line: "C3",
    destination: "Old Harbour", platform: "2", departsAt: nine(plus: 45))
  /// M1 to Science Museum, platform 1, at 09:05: "in 5 min".
  public static let scienceMuseum = Departure(
    id: UUID(fixture: "DE000002-0000-4000-8000-000000000002"), line: "M1",
    destination: "Science Museum", platform: "1", departsAt: nine(plus: 5 * 60))
  /// Tram 14, platform 4B, at 09:12, with a destination long enough to wrap: "in 12 min".
  public static let northfield = Departure(
    id: UUID(fixture: "DE000003-0000-4000-8000-000000000003"), line: "14",
    destination: "Northfield Hospital via Lantern Market and Riverside Gardens", platform: "4B",
    departsAt: nine(plus: 12 * 60))
  /// Night bus N7 to Quarry Hill, stop B, at 09:58: "in 58 min".
  public static let quarryHill = Departure(
    id: UUID(fixture: "DE000004-0000-4000-8000-000000000004"), line: "N7",
    destination: "Quarry Hill", platform: "B", departsAt: nine(plus: 58 * 60))

  /// The usual board, soonest first.
  public static let board = [oldHarbour, scienceMuseum, northfield, quarryHill]

  /// What the board shows at 09:00 for ``board``.
  public static let rowsAtNine = [
    DepartureRow(oldHarbour, countdown: .due),
    DepartureRow(scienceMuseum, countdown: .minutes(5)),
    DepartureRow(northfield, countdown: .minutes(12)),
    DepartureRow(quarryHill, countdown: .minutes(58)),
  ]

  /// The message of the error scenario.
  public static let loadError = ServiceError(
    "The departures could not be loaded. Check your connection.")

  /// `ScenarioDefaults.date` (09:00) plus `seconds`.
  private static func nine(plus seconds: TimeInterval) -> Date {
    ScenarioDefaults.date.addingTimeInterval(seconds)
  }
}
