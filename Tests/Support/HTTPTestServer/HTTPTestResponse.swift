public import Foundation

/// What a route handler answers: status, headers, body, and an optional server-side delay.
///
/// The server computes `Content-Length` and `Connection` itself; those headers, if set here, are
/// ignored (a ``stream`` announces its own framing). A status outside `200...599` is sent as 500.
/// A `delay` makes the server's connection thread wait before writing the response; the test never
/// sleeps, and ``HTTPTestServer/stop()`` cuts the wait short (the connection is then closed
/// without a response).
///
/// ```swift
/// server.route(.get, "/items") { _ in .json(#"[{"id": 1}]"#) }
/// server.route(.get, "/slow") { _ in .json("[]", delay: .seconds(2)) }
/// server.route(.get, "/me") { _ in .status(401) }
/// ```
public struct HTTPTestResponse: Sendable, Equatable {
  /// The status code, e.g. 200.
  public var status: Int
  /// Extra headers, e.g. `["Content-Type": "application/json"]`.
  public var headers: [String: String]
  /// The body bytes.
  public var body: Data
  /// How long the server waits before answering; `nil` answers at once.
  public var delay: Duration?
  /// More body, sent piece by piece after `body` (see ``HTTPTestStream``); `nil` sends `body` alone.
  public var stream: HTTPTestStream?

  /// Creates a response.
  public init(
    status: Int = 200,
    headers: [String: String] = [:],
    body: Data = Data(),
    delay: Duration? = nil
  ) {
    self.status = status
    self.headers = headers
    self.body = body
    self.delay = delay
  }

  /// A JSON response: `json` as the UTF-8 body with `Content-Type: application/json`.
  public static func json(_ json: String, status: Int = 200, delay: Duration? = nil) -> Self {
    Self(
      status: status, headers: ["Content-Type": "application/json"], body: Data(json.utf8),
      delay: delay)
  }

  /// A plain-text response with `Content-Type: text/plain; charset=utf-8`.
  public static func text(_ text: String, status: Int = 200, delay: Duration? = nil) -> Self {
    Self(
      status: status, headers: ["Content-Type": "text/plain; charset=utf-8"],
      body: Data(text.utf8), delay: delay)
  }

  /// A response with `status` and an empty body.
  public static func status(_ status: Int, delay: Duration? = nil) -> Self {
    Self(status: status, delay: delay)
  }

  /// This response, answered after `delay`.
  public func delayed(by delay: Duration) -> Self {
    var copy = self
    copy.delay = delay
    return copy
  }
}
