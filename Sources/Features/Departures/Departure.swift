public import Foundation

/// One departure on a station's board: which line leaves, for where, from which platform, and when.
public struct Departure: Identifiable, Equatable, Hashable, Sendable, Codable {
  /// Stable identity of this run of the line.
  public let id: UUID
  /// The line's short name, e.g. `C3`.
  public var line: String
  /// Where it is heading.
  public var destination: String
  /// The platform or stop it leaves from, e.g. `2` or `4B`.
  public var platform: String
  /// When it leaves, delays included.
  public var departsAt: Date

  /// A departure.
  public init(id: UUID, line: String, destination: String, platform: String, departsAt: Date) {
    self.id = id
    self.line = line
    self.destination = destination
    self.platform = platform
    self.departsAt = departsAt
  }
}
