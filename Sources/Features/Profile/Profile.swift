public import Foundation

/// The signed-in user's profile, as the server stores it.
///
/// Only ``handle`` and ``joinedAt`` exist for every account; a new user has filled in nothing
/// else yet (``isEmpty``).
public struct Profile: Identifiable, Equatable, Hashable, Sendable, Codable {
  /// Stable identity of the account.
  public let id: UUID
  /// The name chosen at sign-up, shown as `@handle`.
  public var handle: String
  /// The name the user shows; `nil` until they set one.
  public var name: String?
  /// A few words about the user; `nil` until they write some.
  public var bio: String?
  /// When the account was created.
  public var joinedAt: Date
  /// When the profile was last saved, as sent by the saving client; `nil` if never saved.
  public var updatedAt: Date?
  /// The ``ProfileUpdate/requestID`` of the save that produced this version; `nil` if never
  /// saved. The server echoes it so a client can tell which request an answer belongs to.
  public var lastRequestID: UUID?

  /// A profile.
  public init(
    id: UUID,
    handle: String,
    name: String? = nil,
    bio: String? = nil,
    joinedAt: Date,
    updatedAt: Date? = nil,
    lastRequestID: UUID? = nil
  ) {
    self.id = id
    self.handle = handle
    self.name = name
    self.bio = bio
    self.joinedAt = joinedAt
    self.updatedAt = updatedAt
    self.lastRequestID = lastRequestID
  }

  /// Whether the user has filled in none of the optional details (a new user).
  public var isEmpty: Bool { name == nil && bio == nil }
}
