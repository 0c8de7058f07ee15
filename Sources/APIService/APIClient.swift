public import Foundation

#if canImport(FoundationNetworking)
  public import FoundationNetworking
#endif

/// The sample app's HTTP API client: builds requests from an ``APIConfiguration``, sends them
/// through a swappable transport, maps statuses to ``APIError`` and decodes JSON.
///
/// Every live service goes through it (`@Dependency(\.apiClient)`). Requests carry
/// `Accept: application/json`, `Authorization: Bearer …` when a token is configured, and
/// `Content-Type: application/json` with a body. Dates are ISO 8601 both ways. Every call throws
/// only ``APIError``: 401/403 → `.unauthorized`, other non-2xx → `.http(status:)`, a timeout →
/// `.timeout`, a body over the configured limit → `.responseTooLarge`, a failed connection →
/// `.transport` naming the URL, bad JSON → `.decoding` naming the coding path. No error text shows
/// a URL's user info or query values, or a control character (see ``APIError``).
///
/// ```swift
/// struct LiveItemService: ItemServicing {
///   @Dependency(\.apiClient) var apiClient
///   func items(page: Int) async throws(APIError) -> [Item] {
///     try await apiClient.get("/items", query: [URLQueryItem(name: "page", value: "\(page)")])
///   }
/// }
/// ```
///
/// In tests, point a ``live(_:)`` client at a local server, or give a transport closure:
///
/// ```swift
/// let client = APIClient(configuration: APIConfiguration(baseURL: url)) { request in
///   APIResponse(status: 200, body: Data(#"[]"#.utf8))
/// }
/// ```
public struct APIClient: Sendable {
  /// Base URL, token, timeout and body limit used for every request. Its token never prints.
  public var configuration: APIConfiguration
  /// Sends a fully built request and returns the status and body; the live one uses URLSession.
  ///
  /// It may throw anything: an ``APIError`` passes through (its texts redacted like every error's),
  /// `URLError.timedOut` becomes `.timeout`, any other error `.transport` with the request's method
  /// and URL. A 2xx body larger than ``APIConfiguration/maxResponseBytes`` becomes
  /// `.responseTooLarge`.
  public var transport: @Sendable (URLRequest) async throws -> APIResponse

  /// Creates a client from a configuration and a transport.
  public init(
    configuration: APIConfiguration,
    transport: @escaping @Sendable (URLRequest) async throws -> APIResponse
  ) {
    self.configuration = configuration
    self.transport = transport
  }

  /// A client whose every call fails with `error` without touching the network.
  public static func failing(
    _ error: APIError,
    configuration: APIConfiguration = APIConfiguration(
      baseURL: APIConfiguration.defaultBaseURL)
  ) -> APIClient {
    APIClient(configuration: configuration) { _ in throw error }
  }

  /// GETs `path` and decodes the JSON body as `T`.
  ///
  /// - Parameters:
  ///   - path: relative to the base URL (whose own path is kept), unencoded, e.g. `/items`;
  ///     query items go in `query`.
  ///   - query: query items, percent-encoded (a `+` is sent as `%2B`).
  ///   - type: the type to decode; inferred from the call site by default.
  /// - Throws: ``APIError``; `.decoding` names the coding path that failed, e.g. `[1].title`.
  public func get<T: Decodable & Sendable>(
    _ path: String, query: [URLQueryItem] = [], as type: T.Type = T.self
  ) async throws(APIError) -> T {
    let request = try makeRequest(method: "GET", path: path, query: query, body: nil)
    let data = try await perform(request)
    return try Self.decode(T.self, from: data, for: request)
  }

  /// Sends `body` as JSON with `method` (e.g. `PUT`, `POST`) to `path` and decodes the answer.
  ///
  /// - Throws: ``APIError``; a body that cannot be encoded is `.decoding` with path `(request)`.
  public func send<Body: Encodable & Sendable, T: Decodable & Sendable>(
    _ method: String, _ path: String, body: Body, as type: T.Type = T.self
  ) async throws(APIError) -> T {
    let data: Data
    do {
      data = try Self.makeEncoder().encode(body)
    } catch {
      throw .decoding(
        path: "(request)",
        message: ErrorText.safe(
          "could not encode the \(method) \(ErrorText.path(path)) body: \(error)"))
    }
    let request = try makeRequest(method: method, path: path, query: [], body: data)
    let answer = try await perform(request)
    return try Self.decode(T.self, from: answer, for: request)
  }

  /// Sends `method` to `path` with an optional raw JSON `body`; returns the 2xx body undecoded.
  ///
  /// ```swift
  /// _ = try await apiClient.data("/items/7", method: "DELETE")
  /// ```
  public func data(
    _ path: String, method: String = "GET", query: [URLQueryItem] = [], body: Data? = nil
  ) async throws(APIError) -> Data {
    try await perform(makeRequest(method: method, path: path, query: query, body: body))
  }

  // MARK: Building and sending

  /// The request for `path`: base URL plus path and query, headers, timeout.
  func makeRequest(
    method: String, path: String, query: [URLQueryItem], body: Data?
  ) throws(APIError) -> URLRequest {
    if let problem = configuration.baseURLProblem { throw .invalidURL(problem) }
    let base = configuration.baseURL
    guard APIConfiguration.isUsableBaseURL(base),
      var components = URLComponents(url: base, resolvingAgainstBaseURL: true)
    else {
      throw .invalidURL("base URL \"\(ErrorText.url(base))\" is not an absolute http(s) URL")
    }
    guard !path.contains("?"), !path.contains("#") else {
      throw .invalidURL(
        "path \"\(ErrorText.path(path))\" must not contain ? or #; pass query items in `query:`")
    }
    let prefix =
      components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
    let suffix = path.hasPrefix("/") ? String(path.dropFirst()) : path
    components.path = suffix.isEmpty ? prefix + "/" : prefix + "/" + suffix
    if !query.isEmpty {
      components.queryItems = query
      // URLComponents leaves "+" alone, but many servers decode it as a space.
      components.percentEncodedQuery = components.percentEncodedQuery?
        .replacingOccurrences(of: "+", with: "%2B")
    }
    guard let url = components.url else {
      throw .invalidURL("cannot append path \"\(ErrorText.path(path))\" to \(ErrorText.url(base))")
    }
    var request = URLRequest(url: url)
    request.httpMethod = method
    request.timeoutInterval = Self.seconds(configuration.requestTimeout)
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    if let token = configuration.token, !token.value.isEmpty {
      request.setValue("Bearer \(token.value)", forHTTPHeaderField: "Authorization")
    }
    if let body {
      request.httpBody = body
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
    return request
  }

  /// Sends `request` and returns its body when the status is 2xx.
  func perform(_ request: URLRequest) async throws(APIError) -> Data {
    let response: APIResponse
    do {
      response = try await transport(request)
    } catch let error as APIError {
      throw error.redacted
    } catch let error as URLError where error.code == .timedOut {
      throw .timeout
    } catch let error as URLError {
      throw .transport(
        ErrorText.safe(
          "\(Self.label(request)): \(error.localizedDescription) (URLError \(error.code.rawValue))")
      )
    } catch is CancellationError {
      throw .transport("\(Self.label(request)): cancelled")
    } catch {
      throw .transport(ErrorText.safe("\(Self.label(request)): \(error)"))
    }
    switch response.status {
    case 200..<300:
      let limit = max(configuration.maxResponseBytes, 0)
      guard response.body.count <= limit else {
        throw .responseTooLarge(
          limit: limit, message: "\(Self.label(request)): \(response.body.count) bytes received")
      }
      return response.body
    case 401, 403: throw .unauthorized
    default: throw .http(status: response.status)
    }
  }

  /// `duration` in seconds, for Foundation APIs.
  static func seconds(_ duration: Duration) -> TimeInterval {
    let (seconds, attoseconds) = duration.components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }

  // MARK: JSON

  /// A decoder with ISO 8601 dates.
  ///
  /// Dates are parsed here rather than by the `.iso8601` strategy, whose error on Linux drops the
  /// coding path (`(root)` instead of `items[1].due`); this one names it like any other error.
  static func makeDecoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      guard let date = try? Date.ISO8601FormatStyle().parse(text) else {
        throw DecodingError.dataCorruptedError(
          in: container,
          debugDescription:
            "Expected an ISO 8601 date like 2026-01-01T09:00:00Z, found \"\(text)\".")
      }
      return date
    }
    return decoder
  }

  /// An encoder with ISO 8601 dates and sorted keys (stable bodies).
  static func makeEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }

  static func decode<T: Decodable>(
    _ type: T.Type, from data: Data, for request: URLRequest
  ) throws(APIError) -> T {
    do {
      return try makeDecoder().decode(T.self, from: data)
    } catch let error as DecodingError {
      var (path, what) = describe(error)
      if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
        what += " " + excerpt(of: data)
      }
      throw .decoding(
        path: ErrorText.safe(path), message: ErrorText.safe("\(what) (\(label(request)))"))
    } catch {
      throw .decoding(path: "(root)", message: ErrorText.safe("\(error) (\(label(request)))"))
    }
  }

  /// The readable coding path and explanation of a decoding error.
  static func describe(_ error: DecodingError) -> (path: String, message: String) {
    switch error {
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return (codingPath(context.codingPath), explanation(context))
    case .keyNotFound(let key, let context):
      return (codingPath(context.codingPath + [key]), explanation(context))
    case .dataCorrupted(let context):
      return (codingPath(context.codingPath), explanation(context))
    @unknown default:
      return ("(root)", "\(error)")
    }
  }

  /// `[1].title`, `items[0].id`; `(root)` for the document itself.
  static func codingPath(_ keys: [any CodingKey]) -> String {
    var path = ""
    for key in keys {
      if let index = key.intValue, key.stringValue == "Index \(index)" {
        path += "[\(index)]"
      } else {
        path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return path.isEmpty ? "(root)" : path
  }

  private static func explanation(_ context: DecodingError.Context) -> String {
    guard let underlying = context.underlyingError else { return context.debugDescription }
    let detail =
      (underlying as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(underlying)"
    return "\(context.debugDescription) \(detail)"
  }

  /// The start of a body that is not JSON (often an HTML error page), for messages: line breaks
  /// become spaces, every other control character U+FFFD.
  static func excerpt(of data: Data) -> String {
    guard !data.isEmpty else { return "The body is empty." }
    let text = String(decoding: data.prefix(80), as: UTF8.self)
      .map { $0.isNewline ? " " : String($0) }.joined()
    return "The body begins: \"\(ErrorText.safe(text))\(data.count > 80 ? "…" : "")\""
  }

  /// `GET http://host/path?name=<redacted>`, for messages: no user info, no query values.
  static func label(_ request: URLRequest) -> String {
    let method = ErrorText.safe(request.httpMethod ?? "GET")
    return "\(method) \(request.url.map(ErrorText.url) ?? "(no URL)")"
  }
}

/// What a transport returns: the HTTP status and the body.
public struct APIResponse: Sendable, Equatable {
  /// The HTTP status code.
  public var status: Int
  /// The body bytes.
  public var body: Data

  /// Creates a response.
  public init(status: Int, body: Data = Data()) {
    self.status = status
    self.body = body
  }
}
