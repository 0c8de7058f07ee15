public import Foundation

/// One row of the departures board as the view shows it: a departure and how long until it leaves.
///
/// The board computes rows from its departures and its current time, so the countdown moves as the
/// board's time does:
///
/// ```swift
/// DepartureRow(departure, at: now)?.countdown.description  // "in 5 min", "due", or nil once gone
/// ```
public struct DepartureRow: Identifiable, Equatable, Hashable, Sendable {
  /// The departure's id.
  public let id: UUID
  /// The line's short name.
  public var line: String
  /// Where it is heading.
  public var destination: String
  /// The platform it leaves from.
  public var platform: String
  /// How long until it leaves.
  public var countdown: Countdown

  /// How long until a departure leaves, as a board shows it.
  public enum Countdown: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Leaving within the minute.
    case due
    /// Leaving in this many whole minutes (one or more; the seconds are dropped).
    case minutes(Int)

    /// The countdown from `now` to `departure`, or `nil` when the departure has already left.
    ///
    /// Under a minute left (down to the departure time itself) is ``due``; otherwise the whole
    /// minutes left, rounded down, as boards do: 4 min 59 s is "in 4 min".
    public init?(from now: Date, to departure: Date) {
      let secondsLeft = departure.timeIntervalSince(now)
      guard secondsLeft >= 0 else { return nil }
      self = secondsLeft < 60 ? .due : .minutes(Int(secondsLeft / 60))
    }

    /// `due` or `in N min`.
    public var description: String {
      switch self {
      case .due: "due"
      case let .minutes(minutes): "in \(minutes) min"
      }
    }
  }

  /// The row for `departure` with an explicit countdown.
  public init(_ departure: Departure, countdown: Countdown) {
    self.id = departure.id
    self.line = departure.line
    self.destination = departure.destination
    self.platform = departure.platform
    self.countdown = countdown
  }

  /// The row for `departure` seen at `now`, or `nil` once it has left.
  public init?(_ departure: Departure, at now: Date) {
    guard let countdown = Countdown(from: now, to: departure.departsAt) else { return nil }
    self.init(departure, countdown: countdown)
  }
}
