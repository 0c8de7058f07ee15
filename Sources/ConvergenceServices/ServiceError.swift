/// A failure a feature shows to the user: a readable message, plus whether it was an authorization failure.
///
/// Services map their transport errors into this, so reducers and views never see URLs or status codes, and mocks
/// fail with a fixed, readable message. A transport error type joins the mapping by conforming to
/// ``ServiceErrorConvertible``; any other error keeps its description.
///
/// ```swift
/// public func fetchItems() async throws(ServiceError) -> [Item] {
///   do {
///     return try await apiClient.get("items", as: [Item].self)
///   } catch {
///     throw ServiceError(error)  // "The server could not be reached. Check your connection and try again."
///   }
/// }
/// ```
///
/// It is `Codable` (as `ServiceError(message: "…", isUnauthorized: false)` in demo scripts) so actions carrying
/// it, such as a ``ServiceResult``, can be written in scripts and printed in transcripts.
public struct ServiceError: Error, Hashable, Sendable, Codable, CustomStringConvertible {
  /// What the user reads.
  public var message: String
  /// Whether the failure was the service refusing the user's credentials.
  public var isUnauthorized: Bool

  /// A failure with `message`.
  ///
  /// ```swift
  /// static let loadError = ServiceError("The items could not be loaded. Check your connection.")
  /// ```
  public init(_ message: String, isUnauthorized: Bool = false) {
    self.message = message
    self.isUnauthorized = isUnauthorized
  }

  /// Any error, as a service error.
  ///
  /// A `ServiceError` is kept as it is; a ``ServiceErrorConvertible`` error (such as an API client's error) gives
  /// its ``ServiceErrorConvertible/serviceError``; a `CancellationError` gives ``cancelled``; any other error keeps
  /// its description as the message.
  public init(_ error: any Error) {
    switch error {
    case let error as ServiceError:
      self = error
    case let error as any ServiceErrorConvertible:
      self = error.serviceError
    case is CancellationError:
      self = .cancelled
    default:
      self.init("\(error)")
    }
  }

  /// The message the view shows when the user is not signed in.
  public static let unauthorized = ServiceError(
    "Your session has expired. Sign in again to continue.", isUnauthorized: true)

  /// What a cancelled request fails with (a `ScenarioResponse.loading` mock once its task is cancelled, or
  /// `ServiceError(CancellationError())`); an effect that was cancelled usually never shows it.
  public static let cancelled = ServiceError("Cancelled")

  public var description: String { message }
}
