/// A station whose departures the board shows.
public struct Station: Identifiable, Equatable, Hashable, Sendable, Codable {
  /// The API's id for the station, sent as `GET /departures?station=ID`.
  public let id: String
  /// The station's name, the board's title.
  public var name: String

  /// A station.
  public init(id: String, name: String) {
    self.id = id
    self.name = name
  }
}
