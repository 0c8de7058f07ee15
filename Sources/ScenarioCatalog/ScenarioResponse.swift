import Dependencies

/// How a mock service answers in a scenario: at once, with nothing, with a failure, after a delay, or never.
///
/// A mock is a thin wrapper over one response per endpoint; each scenario picks the response that produces the
/// state it shows, so "the error scenario" means the same in every feature:
///
/// ```swift
/// public struct MockItemService: ItemServicing {
///   public let response: ScenarioResponse<[Item]>
///   public init(_ response: ScenarioResponse<[Item]>) { self.response = response }
///   public func fetchItems() async throws(ServiceError) -> [Item] {
///     try await response.resolve(empty: [])
///   }
/// }
///
/// $0.itemService = MockItemService(.delayed(ItemFixtures.list, by: .seconds(2)))
/// ```
///
/// ``resolve(empty:fileID:filePath:line:column:)`` plays the response. Time goes through the `continuousClock`
/// dependency, so a `TestClock` controls ``delayed(_:by:)``; ``loading`` holds no timer and no thread, and the
/// effect runtime (a `TestStore`) sees its task as parked until it is cancelled, so a test waiting for an answer
/// that cannot come fails at once.
public enum ScenarioResponse<Value: Sendable>: Sendable {
  /// Answers at once with the value.
  case success(Value)
  /// Answers at once with the service's empty value (the `empty:` given to
  /// ``resolve(empty:fileID:filePath:line:column:)``).
  case empty
  /// Fails at once with the error.
  case failure(ServiceError)
  /// Answers with the value once `delay` has passed on the `continuousClock` dependency.
  case delayed(Value, by: Duration)
  /// Never answers, until the calling task is cancelled: the way production shows a spinner.
  case loading

  /// Plays the response: returns its value, throws its failure, sleeps first, or waits for cancellation.
  ///
  /// - Parameters:
  ///   - empty: what ``empty`` answers (`[]` for a list). Without one, `.empty` is a reported issue (a test
  ///     failure in tests, a warning elsewhere) and fails with a message saying so.
  ///   - fileID: the file ID reported with an issue; the caller's by default.
  ///   - filePath: the file path reported with an issue; the caller's by default.
  ///   - line: the line reported with an issue; the caller's by default.
  ///   - column: the column reported with an issue; the caller's by default.
  /// - Returns: the value of ``success(_:)`` or ``delayed(_:by:)``, or `empty`.
  /// - Throws: the error of ``failure(_:)``; `ServiceError.cancelled` when the task is cancelled while
  ///   ``delayed(_:by:)`` sleeps or ``loading`` waits.
  public func resolve(
    empty: Value? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async throws(ServiceError) -> Value {
    @Dependency(\.serviceAnswers) var plan
    let response = plan?.takeNext().map { answering($0, empty: empty) } ?? self
    return try await response.play(
      empty: empty, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// This response as `answer` says (``ServiceAnswer``): the scenario's own value where the answer needs one,
  /// the scenario's own response where there is no value to give.
  func answering(_ answer: ServiceAnswer, empty: Value?) -> ScenarioResponse<Value> {
    let value: Value? =
      switch self {
      case let .success(value), let .delayed(value, _): value
      case .empty, .failure, .loading: empty
      }
    switch answer {
    case .success: return value.map { .success($0) } ?? self
    case .empty: return empty == nil ? self : .empty
    case .failure: return .failure(.exploreFailure)
    case .delayed: return value.map { .delayed($0, by: ServiceAnswer.delay) } ?? self
    case .never: return .loading
    }
  }

  private func play(
    empty: Value?, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) async throws(ServiceError) -> Value {
    switch self {
    case let .success(value):
      return value
    case .empty:
      guard let empty else {
        let message =
          "ScenarioResponse<\(Value.self)>.empty has no empty value: pass one to 'resolve(empty:)'."
        reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
        throw ServiceError(message)
      }
      return empty
    case let .failure(error):
      throw error
    case let .delayed(value, delay):
      @Dependency(\.continuousClock) var clock
      do {
        try await clock.sleep(for: delay)
      } catch {
        throw .cancelled
      }
      return value
    case .loading:
      await suspendUntilCancelled()
      throw .cancelled
    }
  }

  /// The same response, with its value transformed: for an endpoint that answers like another one, such as a save
  /// that echoes what was loaded.
  ///
  /// ```swift
  /// try await profile.map { $0.applying(update) }.resolve()
  /// ```
  public func map<NewValue>(_ transform: (Value) -> NewValue) -> ScenarioResponse<NewValue> {
    switch self {
    case let .success(value): .success(transform(value))
    case .empty: .empty
    case let .failure(error): .failure(error)
    case let .delayed(value, delay): .delayed(transform(value), by: delay)
    case .loading: .loading
    }
  }
}
