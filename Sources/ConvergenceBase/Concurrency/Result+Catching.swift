extension Result where Failure == any Error {
  /// Runs an async throwing `body` and captures its outcome: `.success` with its value, or `.failure` with the error
  /// it threw.
  ///
  /// The async counterpart of the standard library's `Result(catching:)`, for effects that forward a response as
  /// an action:
  ///
  /// ```swift
  /// return .run { send in
  ///   await send(.factResponse(Result { try await numberFact.fetch(count) }))
  /// }
  /// ```
  ///
  /// The body runs on the caller's actor (`isolation`), so it may touch that actor's state. A `CancellationError`
  /// is captured like any other error.
  ///
  /// - Parameters:
  ///   - isolation: the actor `body` runs on; the caller's, by default.
  ///   - body: the work whose value or error becomes the result.
  public init(
    isolation: isolated (any Actor)? = #isolation,
    catching body: () async throws -> Success
  ) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}
