import APIService
import Dependencies
import HTTPTestServer
import Reducer
import Testing

/// What `call` (a request of a live service) gives with a live `apiClient` pointed at `server`: its answer, or the
/// `ServiceError` it failed with.
func liveServiceResult<Value>(
  from server: HTTPTestServer, token: String? = nil, timeout: Duration = .seconds(10),
  _ call: () async throws -> Value
) async -> Result<Value, ServiceError> {
  await withDependencies {
    $0.apiClient = .live(
      APIConfiguration(
        baseURL: server.baseURL, token: token.map(APIConfiguration.BearerToken.init),
        requestTimeout: timeout))
  } operation: {
    do {
      return .success(try await call())
    } catch {
      return .failure(ServiceError(error))
    }
  }
}

/// The failure of `result`; records an issue when it succeeded.
func failure<Value>(
  _ result: Result<Value, ServiceError>, sourceLocation: SourceLocation = #_sourceLocation
) -> ServiceError? {
  switch result {
  case let .success(value):
    Issue.record("expected a failure, got \(value)", sourceLocation: sourceLocation)
    return nil
  case let .failure(error):
    return error
  }
}
