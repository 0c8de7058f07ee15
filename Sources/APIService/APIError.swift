public import Foundation

/// Why an ``APIClient`` call failed; every case says what went wrong, and where when it can.
///
/// - `transport`: the request never got an HTTP answer (connection refused, DNS, TLS, lost
///   connection, cancelled); the message names the method and URL, e.g.
///   `GET http://127.0.0.1:8080/items: Could not connect to the server.`
/// - `http(status:)`: the server answered with a non-2xx status other than 401/403.
/// - `decoding(path:message:)`: the body was not the expected JSON. `path` is the coding path,
///   like `[1].title` or `items[0].id` (`(root)` when the document itself is malformed);
///   `message` says what was expected and names the request, e.g.
///   `Expected to decode String but found number instead. (GET http://…/items)`.
/// - `unauthorized`: 401 or 403; the token is missing, wrong or expired.
/// - `timeout`: no complete answer within ``APIConfiguration/requestTimeout``.
/// - `responseTooLarge(limit:message:)`: the body was larger than
///   ``APIConfiguration/maxResponseBytes`` (or its `Content-Length` said it would be).
/// - `invalidURL`: the request URL could not be built; the message says from what.
///
/// No error text carries a secret or a control character: a URL shows neither its user info nor
/// its query values (`https://api.example.com/items?api_key=<redacted>`), and every control or
/// bidirectional-control character, from the server or elsewhere, is shown as U+FFFD. The client
/// builds its messages that way, and ``description`` applies the same rules to any message.
///
/// Show ``userMessage`` to the user; keep ``description`` for logs and bug reports:
///
/// ```swift
/// do {
///   let items = try await apiClient.get("/items", as: [Item].self)
/// } catch .unauthorized {
///   // ask the user to sign in again
/// } catch {
///   state.message = error.userMessage  // error.description: for logs
/// }
/// ```
public enum APIError: Error, Equatable, Sendable, Codable, CustomStringConvertible, LocalizedError {
  /// No HTTP answer; the message names the request's method and URL and the cause.
  case transport(String)
  /// A non-2xx status other than 401 and 403.
  case http(status: Int)
  /// The body did not decode; `path` is the coding path, `message` what was wrong and where.
  case decoding(path: String, message: String)
  /// Status 401 or 403.
  case unauthorized
  /// The request took longer than the configured timeout.
  case timeout
  /// The body was larger than `limit` bytes (``APIConfiguration/maxResponseBytes``); `message`
  /// names the request and whether the `Content-Length` announced it or the bytes read passed it.
  case responseTooLarge(limit: Int, message: String)
  /// The request URL could not be built; the message says from what.
  case invalidURL(String)

  /// What went wrong and where, for logs and bug reports; ``userMessage`` is for the user.
  ///
  /// URLs in it show no user info and no query values, and it holds no control character, whatever
  /// the error's messages contain.
  public var description: String {
    switch self {
    case .transport(let message):
      return "Network error: \(ErrorText.safe(message))"
    case .http(let status):
      return "The server answered with HTTP status \(status)."
    case .decoding(let path, let message):
      return "Unexpected response at \(ErrorText.safe(path)): \(ErrorText.safe(message))"
    case .unauthorized:
      return "Not authorized: the API token is missing, invalid or expired."
    case .timeout:
      return "The request timed out."
    case .responseTooLarge(let limit, let message):
      return "Response too large: more than \(limit) bytes (APIConfiguration.maxResponseBytes); "
        + ErrorText.safe(message)
    case .invalidURL(let message):
      return "Invalid URL: \(ErrorText.safe(message))"
    }
  }

  /// This error with the same rules as ``description`` applied to its messages: no URL user info or
  /// query value, no control character.
  var redacted: APIError {
    switch self {
    case .transport(let message): .transport(ErrorText.safe(message))
    case .decoding(let path, let message):
      .decoding(path: ErrorText.safe(path), message: ErrorText.safe(message))
    case .responseTooLarge(let limit, let message):
      .responseTooLarge(limit: limit, message: ErrorText.safe(message))
    case .invalidURL(let message): .invalidURL(ErrorText.safe(message))
    case .http, .unauthorized, .timeout: self
    }
  }

  public var errorDescription: String? { description }

  /// A short message for the user, without URLs, status codes or coding paths.
  ///
  /// `description` is for logs and test failures; this is what a view may show.
  public var userMessage: String {
    switch self {
    case .transport:
      return "The server could not be reached. Check your connection and try again."
    case .http(let status) where status >= 500:
      return "The server had a problem. Try again later."
    case .http:
      return "The request could not be completed. Try again."
    case .decoding:
      return "The server sent an answer this app does not understand."
    case .unauthorized:
      return "Your session has expired. Sign in again to continue."
    case .timeout:
      return "The server took too long to answer. Try again."
    case .responseTooLarge:
      return "The server sent more data than this app accepts."
    case .invalidURL:
      return "The app is not set up to reach its server."
    }
  }
}
