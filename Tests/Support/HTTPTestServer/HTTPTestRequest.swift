public import Foundation

/// A request the ``HTTPTestServer`` received, as handlers see it and as tests assert on it.
///
/// Header names are lower-cased; a header sent several times is joined with `", "`. The query is
/// split on `&` and `=` and percent-decoded (`+` stays `+`).
///
/// ```swift
/// #expect(server.requests.last?.header("Authorization") == "Bearer s3cr3t")
/// #expect(server.requests.last?.queryValue("page") == "2")
/// ```
public struct HTTPTestRequest: Sendable, Equatable {
  /// The method from the request line.
  public var method: HTTPTestMethod
  /// The request target exactly as sent, e.g. `/items?page=2`.
  public var target: String
  /// The path part of the target, still percent-encoded, e.g. `/items`.
  public var path: String
  /// The decoded query items, in order.
  public var query: [URLQueryItem]
  /// Every header, keyed by lower-cased name.
  public var headers: [String: String]
  /// The body (empty when the request had none).
  public var body: Data
  /// The protocol version from the request line, e.g. `HTTP/1.1`.
  public var version: String

  /// Creates a request; the server builds these, tests rarely need to.
  public init(
    method: HTTPTestMethod,
    target: String,
    headers: [String: String] = [:],
    body: Data = Data(),
    version: String = "HTTP/1.1"
  ) {
    self.method = method
    self.target = target
    let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    self.path = parts.first.map(String.init) ?? target
    self.query = parts.count > 1 ? Self.parseQuery(parts[1]) : []
    self.headers = Dictionary(
      headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { "\($0), \($1)" })
    self.body = body
    self.version = version
  }

  /// Creates a request from header fields in arrival order, joining repeated names.
  init(
    method: HTTPTestMethod,
    target: String,
    fields: [(name: String, value: String)],
    body: Data,
    version: String
  ) {
    var headers: [String: String] = [:]
    for field in fields {
      let name = field.name.lowercased()
      headers[name] = headers[name].map { "\($0), \(field.value)" } ?? field.value
    }
    self.init(method: method, target: target, headers: headers, body: body, version: version)
  }

  /// The value of header `name` (any case), or `nil` when it was not sent.
  public func header(_ name: String) -> String? {
    headers[name.lowercased()]
  }

  /// The `Authorization` header, or `nil` when it was not sent.
  public var authorization: String? { header("authorization") }

  /// The first value of query item `name`, or `nil` when it is absent (or has no value).
  public func queryValue(_ name: String) -> String? {
    query.first { $0.name == name }?.value
  }

  /// The body decoded as UTF-8 (invalid bytes become U+FFFD).
  public var bodyText: String { String(decoding: body, as: UTF8.self) }

  private static func parseQuery(_ query: Substring) -> [URLQueryItem] {
    guard !query.isEmpty else { return [] }
    return query.split(separator: "&", omittingEmptySubsequences: true).map { pair in
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = decode(parts[0])
      return URLQueryItem(name: name, value: parts.count > 1 ? decode(parts[1]) : nil)
    }
  }

  private static func decode(_ text: Substring) -> String {
    String(text).removingPercentEncoding ?? String(text)
  }
}
