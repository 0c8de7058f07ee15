public import Foundation

/// A small real HTTP/1.1 server on 127.0.0.1, for tests that exercise a real network client.
///
/// Each instance listens on its own ephemeral port, so tests that each create a server run in
/// parallel safely. Requests are served on background threads and recorded for assertions.
/// Routes match the method and the exact path (the query is ignored); an unknown path answers
/// 404, a known path with another method 405. Keep-alive, pipelining, `Connection: close` and
/// `Expect: 100-continue` are handled; chunked request bodies are refused with 501.
///
/// Bad input never crashes the server: a malformed request is answered 400 (head larger than the
/// limit 431, body larger 413, slow request 408) and its connection closed; other connections are
/// unaffected.
///
/// ```swift
/// let server = try HTTPTestServer()
/// defer { server.stop() }
/// server.route(.get, "/items") { _ in .json(#"[{"id": 1, "title": "Milk"}]"#) }
/// // ... point the client at server.baseURL, e.g. http://127.0.0.1:49152
/// #expect(server.requests.map(\.path) == ["/items"])
/// ```
///
/// > Important: Call ``stop()`` (it is also called on `deinit`). A handler that captures the
/// > server strongly keeps it alive; capture it `weak` or stop it explicitly.
public final class HTTPTestServer: Sendable {
  /// The port the server listens on.
  public let port: UInt16
  /// `http://127.0.0.1:PORT`, without a trailing slash.
  public let baseURL: URL
  private let core: ServerCore

  /// Starts a server on 127.0.0.1 with a port picked by the system.
  ///
  /// - Parameters:
  ///   - maxHeadBytes: the largest request line plus headers accepted (larger: 431).
  ///   - maxBodyBytes: the largest request body accepted (larger: 413).
  /// - Throws: ``HTTPTestServerError/system(operation:message:)`` when the socket cannot be set up.
  public init(maxHeadBytes: Int = 32 * 1024, maxBodyBytes: Int = 1024 * 1024)
    throws(HTTPTestServerError)
  {
    precondition(maxHeadBytes > 0 && maxBodyBytes >= 0, "HTTPTestServer limits must be positive")
    let core = try ServerCore(
      limits: ServerLimits(maxHeadBytes: maxHeadBytes, maxBodyBytes: maxBodyBytes))
    guard let url = URL(string: "http://127.0.0.1:\(core.port)") else {
      core.stop()
      throw .system(operation: "URL for port \(core.port)", message: "invalid URL")
    }
    self.core = core
    self.port = core.port
    self.baseURL = url
    core.start()
  }

  deinit {
    core.stop()
  }

  /// Answers `method` requests to `path` (exact match, query ignored) with `handler`.
  ///
  /// Routing the same method and path again replaces the handler, also while serving. The handler
  /// runs on a connection thread; keep it quick, and use ``HTTPTestResponse/delay`` to answer late.
  public func route(
    _ method: HTTPTestMethod,
    _ path: String,
    _ handler: @escaping @Sendable (HTTPTestRequest) -> HTTPTestResponse
  ) {
    precondition(path.hasPrefix("/"), "HTTPTestServer routes are absolute paths, like /items")
    core.setRoute(method, path, handler)
  }

  /// Every request received so far, in the order their heads and bodies were complete.
  ///
  /// Unrouted requests (answered 404 or 405) are recorded too; malformed ones are not.
  public var requests: [HTTPTestRequest] { core.requests }

  /// The requests received for `path`, in order.
  public func requests(to path: String) -> [HTTPTestRequest] {
    core.requests.filter { $0.path == path }
  }

  /// How each streamed body (``HTTPTestResponse/stream``) has ended so far, in the order they ended.
  public var streamEndings: [HTTPTestStream.Ending] { core.streamEndings }

  /// Waits until at least `count` streamed bodies have ended, then returns ``streamEndings``.
  ///
  /// A client that gives up on a body that never ends closes its connection; the server's next write
  /// fails and records the stream as ended by ``HTTPTestStream/Ending/Reason/clientGone``.
  ///
  /// There is no time limit: a stream the client never gives up on keeps the wait (and the test) going, and the
  /// test run as a whole is bounded instead, so the verdict never depends on how fast the machine is. After
  /// ``stop()`` it returns at once with what has ended so far.
  public func streamEndings(atLeast count: Int) async -> [HTTPTestStream.Ending] {
    await core.waitForStreamEndings(count)
    return core.streamEndings
  }

  /// Stops the server: closes the listener (new connections are refused), wakes every waiting
  /// connection (pending delayed responses are dropped and their connections closed) and waits
  /// for the connection threads to finish, at most about two seconds.
  ///
  /// Idempotent; safe to call from a handler.
  public func stop() {
    core.stop()
  }

  /// Sends raw `bytes` on a new connection and returns everything the server sends back until it
  /// closes the connection, for tests of the server itself (garbage, pipelining, limits).
  ///
  /// There is no time limit: a server that never closes keeps the exchange waiting (the test run is bounded
  /// as a whole), so how fast the machine is never decides what it returns.
  ///
  /// - Parameter closeWrite: half-close the connection after sending, so the server reads end-of-stream.
  /// - Throws: ``HTTPTestServerError/system(operation:message:)`` when the connection fails (for
  ///   example refused after ``stop()``).
  public func rawExchange(
    _ bytes: Data, closeWrite: Bool = false
  ) async throws(HTTPTestServerError) -> Data {
    let port = self.port
    let result = await withCheckedContinuation { continuation in
      // Blocking socket work runs on its own thread, never on the cooperative pool.
      let thread = Thread {
        continuation.resume(
          returning: RawClient.exchange(
            port: port, bytes: Array(bytes), closeWrite: closeWrite))
      }
      thread.name = "HTTPTestServer \(port) raw client"
      thread.start()
    }
    return try result.get()
  }
}
