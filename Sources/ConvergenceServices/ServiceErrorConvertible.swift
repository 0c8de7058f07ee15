/// An error that knows how to read as a ``ServiceError``: what the user is shown instead of the error itself.
///
/// Conform a transport error type (an API client's error) so that `ServiceError(error)` keeps its meaning, a
/// readable message without URLs or status codes, and whether it was an authorization failure:
///
/// ```swift
/// extension APIError: ServiceErrorConvertible {
///   public var serviceError: ServiceError {
///     ServiceError(userMessage, isUnauthorized: self == .unauthorized)
///   }
/// }
/// ```
public protocol ServiceErrorConvertible: Error {
  /// The error as the user sees it.
  var serviceError: ServiceError { get }
}
