/// A failure a feature shows to the user: a readable message, plus whether it was an authorization failure.
///
/// Services map their transport errors (`APIError`) into this, so reducers and views never see URLs or status
/// codes, and mocks can fail with a fixed, readable message.
public struct ServiceError: Error, Equatable, Sendable, Codable, CustomStringConvertible {
  /// What the user reads.
  public var message: String
  /// Whether the failure was the service refusing the user's credentials.
  public var isUnauthorized: Bool

  /// A failure with `message`.
  public init(_ message: String, isUnauthorized: Bool = false) {
    self.message = message
    self.isUnauthorized = isUnauthorized
  }

  /// Any error, as a service error (an `APIError` keeps its meaning; others keep their description).
  public init(_ error: any Error) {
    switch error {
    case let error as ServiceError:
      self = error
    case let error as APIError:
      self.init(error.userMessage, isUnauthorized: error == .unauthorized)
    default:
      self.init("\(error)")
    }
  }

  /// The message the view shows when the user is not signed in.
  public static let unauthorized = ServiceError(
    "Your session has expired. Sign in again to continue.", isUnauthorized: true)

  public var description: String { message }
}
