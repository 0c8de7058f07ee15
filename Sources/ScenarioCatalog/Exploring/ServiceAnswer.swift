public import Dependencies

/// How a scenario's mock answers one call, chosen by exploring (`answer failure` in a script): faults as steps.
///
/// Any mock built on ``ScenarioResponse`` follows it: ``ScenarioResponse/resolve(empty:fileID:filePath:line:column:)``
/// takes the next planned answer, if any, instead of the scenario's own.
public enum ServiceAnswer: String, CaseIterable, Hashable, Sendable, Codable {
  /// The scenario's value, at once (its empty value when the scenario has none).
  case success
  /// The service's empty value.
  case empty
  /// A failure: `ServiceError.exploreFailure`.
  case failure
  /// The scenario's value after ``ServiceAnswer/delay`` of clock time.
  case delayed
  /// No answer until the call is cancelled.
  case never

  /// How long a ``delayed`` answer waits.
  public static let delay: Duration = .seconds(1)
}

extension ServiceError {
  /// The failure a ``ServiceAnswer/failure`` answer throws.
  public static let exploreFailure = ServiceError("The service failed (explore).")
}

/// The answers planned for the next service calls of a scenario's mocks: a queue, consumed call by call.
///
/// ```swift
/// let plan = ServiceAnswerPlan()
/// values.serviceAnswers = plan
/// plan.planNext(.failure)   // the next call of any mock fails
/// ```
public final class ServiceAnswerPlan: Sendable {
  private let queue = Lock<[ServiceAnswer]>([])

  /// An empty plan: every call answers as the scenario says.
  public init() {}

  /// Plans `answer` for the next call not planned yet.
  public func planNext(_ answer: ServiceAnswer) {
    queue.withLock { $0.append(answer) }
  }

  /// Takes the answer planned for this call, if any.
  public func takeNext() -> ServiceAnswer? {
    queue.withLock { $0.isEmpty ? nil : $0.removeFirst() }
  }

  /// The answers still planned.
  public var pending: [ServiceAnswer] { queue.withLock { $0 } }
}

extension DependencyValues {
  /// The answers planned for the next mock service calls; `nil` (the default) lets every scenario answer as
  /// declared.
  public var serviceAnswers: ServiceAnswerPlan? {
    get { self[UnsetDependencyKey<ServiceAnswerPlan>.self] }
    set { self[UnsetDependencyKey<ServiceAnswerPlan>.self] = newValue }
  }
}
