public import ConvergenceServices

extension APIError: ServiceErrorConvertible {
  /// The error as the user sees it: ``userMessage``, flagged as unauthorized for ``unauthorized``.
  public var serviceError: ServiceError {
    ServiceError(userMessage, isUnauthorized: self == .unauthorized)
  }
}
