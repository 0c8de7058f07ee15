public import Foundation

/// One item of the Weather list.
public struct WeatherItem: Identifiable, Equatable, Hashable, Sendable, Codable {
  /// Stable identity.
  public let id: UUID
  /// What the row shows.
  public var title: String
  /// Whether the user ticked it off.
  public var isDone: Bool

  /// An item.
  public init(id: UUID, title: String, isDone: Bool = false) {
    self.id = id
    self.title = title
    self.isDone = isDone
  }
}
