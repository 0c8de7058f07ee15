public import Foundation

/// A save of the profile: the edited fields, an id for the request, and when it was made.
///
/// It replaces the fields it carries: a `nil` name or bio clears it, and is sent as JSON `null`
/// so the server can tell "cleared" from "left out". The request id comes from
/// `@Dependency(\.uuid)` and `updatedAt` from `@Dependency(\.date)`, so tests and demos send
/// the same bytes every time.
///
/// ```json
/// {"bio":null,"name":"Lucía Ferrán","requestID":"00000000-0000-0000-0000-000000000000",
///  "updatedAt":"2026-01-01T09:00:00Z"}
/// ```
public struct ProfileUpdate: Equatable, Sendable, Codable {
  /// Identifies this save; the saved ``Profile`` echoes it as ``Profile/lastRequestID``.
  public var requestID: UUID
  /// The new name; `nil` clears it.
  public var name: String?
  /// The new bio; `nil` clears it.
  public var bio: String?
  /// When the user saved.
  public var updatedAt: Date

  /// An update.
  public init(requestID: UUID, name: String?, bio: String?, updatedAt: Date) {
    self.requestID = requestID
    self.name = name
    self.bio = bio
    self.updatedAt = updatedAt
  }

  /// Encodes every field, writing `null` for a cleared name or bio.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(requestID, forKey: .requestID)
    try container.encode(name, forKey: .name)
    try container.encode(bio, forKey: .bio)
    try container.encode(updatedAt, forKey: .updatedAt)
  }
}
