public import ConvergenceServices

extension ServiceError {
  /// Any error as a service error, like `ServiceError(error)`, except that an answer the app
  /// could not decode also says where it went wrong.
  ///
  /// `APIError.userMessage` leaves the coding path out; a live service that uses this keeps it, so
  /// the error screen (and a bug report copied from it) names the field the server got wrong:
  /// `The server sent an answer this app does not understand. (Unexpected data at
  /// articles[1].title.)`; the path shows no control character (a key from the server's JSON may
  /// carry one). Every other error maps exactly as `ServiceError(error)` maps it.
  public init(namingDecodingPathOf error: any Error) {
    guard case let .decoding(path, _)? = error as? APIError else {
      self.init(error)
      return
    }
    let base = ServiceError(error)
    self.init(
      "\(base.message) (Unexpected data at \(ErrorText.safe(path)).)",
      isUnauthorized: base.isUnauthorized)
  }
}
