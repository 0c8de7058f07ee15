extension AsyncStream {
  /// A stream that is already finished: iterating it ends at once, without an element.
  ///
  /// A test value for a dependency endpoint that returns a stream, when the test needs no elements:
  ///
  /// ```swift
  /// $0.speechClient.recognitions = { _ in .finished }
  /// ```
  public static var finished: Self {
    let (stream, continuation) = makeStream()
    continuation.finish()
    return stream
  }
}

extension AsyncThrowingStream where Failure == any Error {
  /// A stream that is already finished: iterating it ends at once, without an element, or throws `error`.
  ///
  /// A test value for a dependency endpoint that returns a throwing stream:
  ///
  /// ```swift
  /// $0.speechClient.recognitions = { _ in .finished() }
  /// $0.speechClient.recognitions = { _ in .finished(throwing: SpeechError.denied) }
  /// ```
  ///
  /// - Parameter error: the error the first call to `next()` throws; `nil` (the default) ends the stream cleanly.
  /// - Returns: a stream with no elements.
  public static func finished(throwing error: Failure? = nil) -> Self {
    let (stream, continuation) = makeStream()
    continuation.finish(throwing: error)
    return stream
  }
}
