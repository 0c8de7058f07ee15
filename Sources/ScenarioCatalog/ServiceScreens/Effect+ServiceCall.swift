public import ReducerCore

extension Effect {
  /// One call to a feature's service: runs `call` and sends its outcome through `response`; a new
  /// call under the same `id` cancels the one in flight, so a refresh never races an older answer.
  ///
  /// Use it for the request a screen makes when it loads or saves. The answer arrives as a
  /// `ServiceResult`, whatever `call` throws (a `ServiceError` as it is, anything else through
  /// `ServiceErrorConvertible`, cancellation as `ServiceError.cancelled`). In a `TestStore` the
  /// effect is reported as created where the caller wrote `.serviceCall`, so a test that leaves it
  /// running names the feature's line, not this helper.
  ///
  /// ```swift
  /// return .serviceCall(id: CancelID.load, then: Action.itemsResponse) {
  ///   try await itemService.fetchItems()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - id: the cancellation id the call runs under.
  ///   - response: the action that carries the outcome back.
  ///   - fileID: where the effect is reported as created; the caller's by default.
  ///   - filePath: the same, as a path.
  ///   - line: the same, as a line.
  ///   - column: the same, as a column.
  ///   - call: the service call.
  /// - Returns: a cancellable effect that sends exactly one `response`, unless it is cancelled first.
  public static func serviceCall<Value: Sendable>(
    id: some Hashable & Sendable,
    then response: @escaping @Sendable (ServiceResult<Value>) -> Action,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: @escaping @Sendable () async throws -> Value
  ) -> Self {
    .run(
      operation: { send in await send(response(await ServiceResult(catching: call))) },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
    .cancellable(id: id, cancelInFlight: true)
  }
}
