public import Dependencies
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension APIClient: DependencyKey {
  /// The live client, configured from `CONVERGENCE_API_BASE_URL` and `CONVERGENCE_API_TOKEN`.
  public static let liveValue = APIClient.live(APIConfiguration())

  /// A client that fails the running test on any call: a test that reaches the API must override
  /// `\.apiClient` (for example with a client pointed at an `HTTPTestServer`).
  public static let testValue = APIClient(
    configuration: APIConfiguration(baseURL: APIConfiguration.defaultBaseURL)
  ) { request in
    let method = request.httpMethod ?? "GET"
    let unimplemented = Unimplemented(method == "GET" ? "APIClient.get" : "APIClient.send")
    throw APIError.transport(
      ErrorText.safe(
        "unimplemented: \(unimplemented.name) was called for \(method) "
          + "\(request.url?.path ?? "?"); override \\.apiClient in this test"))
  }

  /// A client that fails every call: previews and the demo runner use mock services, never the
  /// network.
  public static let previewValue = APIClient.failing(
    .transport("previews do not use the network"))
}

extension DependencyValues {
  /// The sample app's HTTP API client; see ``APIClient``.
  ///
  /// Live: URLSession with the environment's configuration. Tests: fails the test when called.
  /// Previews: fails every call with a transport error.
  public var apiClient: APIClient {
    get { self[APIClient.self] }
    set { self[APIClient.self] = newValue }
  }
}
