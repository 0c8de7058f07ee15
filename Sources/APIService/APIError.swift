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
/// - `timeout`: no answer within ``APIConfiguration/requestTimeout``.
/// - `invalidURL`: the request URL could not be built; the message says from what.
///
/// ```swift
/// do {
///   let items = try await apiClient.get("/items", as: [Item].self)
/// } catch .unauthorized {
///   // ask the user to sign in again
/// } catch {
///   state.message = error.description
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
  /// The request URL could not be built; the message says from what.
  case invalidURL(String)

  public var description: String {
    switch self {
    case .transport(let message):
      return "Network error: \(message)"
    case .http(let status):
      return "The server answered with HTTP status \(status)."
    case .decoding(let path, let message):
      return "Unexpected response at \(path): \(message)"
    case .unauthorized:
      return "Not authorized: the API token is missing, invalid or expired."
    case .timeout:
      return "The request timed out."
    case .invalidURL(let message):
      return "Invalid URL: \(message)"
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
    case .invalidURL:
      return "The app is not set up to reach its server."
    }
  }
}
