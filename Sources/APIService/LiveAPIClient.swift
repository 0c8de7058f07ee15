import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension APIClient {
  /// A client that talks to the real API through an ephemeral `URLSession`.
  ///
  /// The session keeps no cookies, cache or credentials, and every request fails with
  /// ``APIError/timeout`` once `configuration.requestTimeout` has passed without a complete
  /// answer (a total deadline, enforced by the client on every platform). The session is
  /// invalidated when the last copy of the client goes away.
  ///
  /// Redirects are followed, but the `Authorization` header only ever reaches the origin (scheme,
  /// host and port) of the request it was set on: a redirect to any other origin, even another
  /// port of the same host, is sent without it. A same-origin redirect keeps it.
  ///
  /// ```swift
  /// let client = APIClient.live(APIConfiguration(environment: ProcessInfo.processInfo.environment))
  /// let items = try await client.get("/items", as: [Item].self)
  /// ```
  public static func live(_ configuration: APIConfiguration = APIConfiguration()) -> APIClient {
    let session = LiveSession(timeout: configuration.requestTimeout)
    return APIClient(configuration: configuration) { request in
      try await session.send(request)
    }
  }
}

/// Owns the `URLSession` of a live client and invalidates it when the client is gone.
private final class LiveSession: Sendable {
  private let session: URLSession

  init(timeout: Duration) {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = APIClient.seconds(timeout)
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    configuration.httpCookieStorage = nil
    configuration.urlCredentialStorage = nil
    session = URLSession(
      configuration: configuration, delegate: RedirectPolicy(), delegateQueue: nil)
  }

  deinit {
    session.finishTasksAndInvalidate()
  }

  /// Sends `request`, failing with `URLError(.timedOut)` once its `timeoutInterval` has passed.
  ///
  /// The deadline is enforced here because URLSession on Linux truncates timeouts to whole
  /// seconds (a sub-second one fails at once) and on Apple platforms treats it as an idle time;
  /// URLSession gets a looser whole-second bound so that this deadline always comes first.
  func send(_ request: URLRequest) async throws -> APIResponse {
    let seconds = request.timeoutInterval.isFinite ? min(max(request.timeoutInterval, 0), 1e9) : 1e9
    var loosened = request
    loosened.timeoutInterval = seconds.rounded(.up) + 1
    let prepared = loosened
    return try await withThrowingTaskGroup(of: APIResponse.self) { group in
      group.addTask { try await self.fetch(prepared) }
      group.addTask {
        try await Task.sleep(for: .seconds(seconds))
        throw URLError(.timedOut)
      }
      defer { group.cancelAll() }
      guard let response = try await group.next() else { throw CancellationError() }
      return response
    }
  }

  private func fetch(_ request: URLRequest) async throws -> APIResponse {
    let (data, response) = try await session.data(for: request)
    guard let response = response as? HTTPURLResponse else {
      throw APIError.transport("\(APIClient.label(request)): the answer is not an HTTP response")
    }
    return APIResponse(status: response.statusCode, body: data)
  }
}
