import ConvergenceBase

/// The outcome of a service call, as an action carries it: `.success` with the value or `.failure` with a
/// ``ServiceError``.
///
/// It has `Result`'s cases, so reducers, effects and tests read exactly as with `Result<Success, ServiceError>`
/// (`case let .itemsResponse(.success(items))`, `send(.itemsResponse(.failure(error)))`), and it is `Codable`
/// whenever `Success` is, so an action holding one stays `Codable` for the demo runner without a retroactive
/// `Result: Codable` conformance. Scripts write it the same way: `send itemsResponse(.success([]))`.
///
/// ```swift
/// public enum Action: Equatable, Sendable, Codable {
///   case onAppear
///   case itemsResponse(ServiceResult<[Item]>)
/// }
///
/// return .run { send in
///   await send(.itemsResponse(ServiceResult { try await itemService.fetchItems() }))
/// }
/// ```
///
/// Convert with `Result` where an API wants one: ``init(_:)`` and ``result``.
public enum ServiceResult<Success> {
  /// The service answered with a value.
  case success(Success)
  /// The service failed; the error says what to show.
  case failure(ServiceError)

  /// The result of running `body`: `.success` with its value, `.failure` with the error it threw, as a
  /// ``ServiceError`` (`ServiceError(error)`).
  ///
  /// The body runs on the caller's actor (`isolation`). A cancelled body that throws `CancellationError` gives
  /// `.failure(.cancelled)`.
  ///
  /// - Parameters:
  ///   - isolation: the actor `body` runs on; the caller's, by default.
  ///   - body: the service call.
  public init(
    isolation: isolated (any Actor)? = #isolation,
    catching body: () async throws -> Success
  ) async {
    self.init(await Result(isolation: isolation, catching: body).mapError(ServiceError.init))
  }

  /// The same outcome as `result`.
  public init(_ result: Result<Success, ServiceError>) {
    switch result {
    case let .success(value): self = .success(value)
    case let .failure(error): self = .failure(error)
    }
  }

  /// The same outcome, as a `Result`.
  public var result: Result<Success, ServiceError> {
    switch self {
    case let .success(value): .success(value)
    case let .failure(error): .failure(error)
    }
  }

  /// The value, or the failure thrown.
  ///
  /// - Throws: the ``ServiceError`` of a `.failure`.
  public func get() throws(ServiceError) -> Success {
    switch self {
    case let .success(value): value
    case let .failure(error): throw error
    }
  }
}

extension ServiceResult: Equatable where Success: Equatable {}
extension ServiceResult: Hashable where Success: Hashable {}
extension ServiceResult: Sendable where Success: Sendable {}
extension ServiceResult: Encodable where Success: Encodable {}
extension ServiceResult: Decodable where Success: Decodable {}
