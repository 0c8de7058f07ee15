import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension APIClient {
  /// A client that talks to the real API through an ephemeral `URLSession`.
  ///
  /// The session keeps no cookies, cache or credentials. Every request is bounded as a whole:
  ///
  /// - It fails with ``APIError/timeout`` once `configuration.requestTimeout` has passed without a
  ///   complete answer, however the server behaves (silent, trickling one byte at a time, or
  ///   streaming a body that never ends). The deadline is enforced by the client on every platform.
  /// - A 2xx body larger than `configuration.maxResponseBytes` fails with
  ///   ``APIError/responseTooLarge(limit:message:)`` as soon as its `Content-Length` announces it or
  ///   the bytes read pass the limit; no more than the limit is ever held.
  /// - A non-2xx answer ends at its status: its body is not read.
  ///
  /// Ending a request early (deadline, limit, the calling task's cancellation) cancels its data task
  /// and drops what it received. The session is invalidated when the last copy of the client goes
  /// away.
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
    let session = LiveSession(
      timeout: configuration.requestTimeout, maxResponseBytes: configuration.maxResponseBytes)
    return APIClient(configuration: configuration) { request in
      try await session.send(request)
    }
  }
}
