public import Foundation

/// Where the API lives and how to reach it: base URL, bearer token, request timeout and the largest
/// response body accepted.
///
/// The token is a ``BearerToken``, which never prints: `String(describing:)`, `dump` and string
/// interpolation of a configuration or of a client show `<redacted>` in its place (and the base
/// URL's user info and query values too).
///
/// ```swift
/// let configuration = APIConfiguration(
///   baseURL: URL(string: "https://api.example.com/v1")!,
///   token: APIConfiguration.BearerToken("s3cr3t"),
///   requestTimeout: .seconds(10),
///   maxResponseBytes: 1_000_000
/// )
/// ```
public struct APIConfiguration: Sendable, Equatable {
  /// The URL request paths are appended to; its own path (like `/v1`) is kept.
  public var baseURL: URL
  /// The token sent as `Authorization: Bearer …`; `nil` (or empty) sends no `Authorization`.
  public var token: BearerToken?
  /// How long a request may take, from sending it to the last byte of its answer, before failing
  /// with ``APIError/timeout``; a body still arriving at the deadline fails too.
  public var requestTimeout: Duration
  /// The largest response body accepted, in bytes; a larger one fails with
  /// ``APIError/responseTooLarge(limit:message:)`` as soon as its `Content-Length` announces it or
  /// the bytes read pass it, so no more than this is ever held. A negative value counts as zero.
  ///
  /// The live client reads bodies with the limit of the configuration it was created with; every
  /// client also checks the whole body against its current configuration's limit.
  public var maxResponseBytes: Int
  /// Set when the environment held an unusable base URL; every request then fails with
  /// ``APIError/invalidURL(_:)`` carrying this text, instead of silently going elsewhere.
  var baseURLProblem: String?

  /// The environment variable holding the base URL.
  public static let baseURLVariable = "CONVERGENCE_API_BASE_URL"
  /// The environment variable holding the bearer token.
  public static let tokenVariable = "CONVERGENCE_API_TOKEN"
  /// The base URL used when none is configured: a reserved `.invalid` host that never resolves,
  /// so an unconfigured app fails with a transport error naming it instead of calling anyone.
  // The literal is a valid URL; this is not outside input.
  public static let defaultBaseURL = URL(string: "https://api.convergence.invalid")!
  /// The request timeout used when none is given.
  public static let defaultRequestTimeout: Duration = .seconds(30)
  /// The response body limit used when none is given: 10 MiB.
  public static let defaultMaxResponseBytes = 10 * 1024 * 1024

  /// Creates a configuration.
  public init(
    baseURL: URL,
    token: BearerToken? = nil,
    requestTimeout: Duration = APIConfiguration.defaultRequestTimeout,
    maxResponseBytes: Int = APIConfiguration.defaultMaxResponseBytes
  ) {
    self.baseURL = baseURL
    self.token = token
    self.requestTimeout = requestTimeout
    self.maxResponseBytes = maxResponseBytes
  }

  /// Reads the configuration from `CONVERGENCE_API_BASE_URL` and `CONVERGENCE_API_TOKEN`.
  ///
  /// A missing or blank base URL uses ``defaultBaseURL``; one that is not an absolute `http` or
  /// `https` URL makes every request fail with ``APIError/invalidURL(_:)`` naming the variable.
  /// A missing or blank token sends no `Authorization` header.
  ///
  /// - Parameter environment: the variables to read; the process environment by default.
  public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    self.init(baseURL: Self.defaultBaseURL)
    let token = environment[Self.tokenVariable]?.trimmingCharacters(in: .whitespacesAndNewlines)
    if let token, !token.isEmpty {
      self.token = BearerToken(token)
    }
    let base = environment[Self.baseURLVariable]?.trimmingCharacters(in: .whitespacesAndNewlines)
    guard let base, !base.isEmpty else { return }
    if let url = URL(string: base), Self.isUsableBaseURL(url) {
      baseURL = url
    } else {
      baseURLProblem =
        "\(Self.baseURLVariable)=\"\(ErrorText.safe(base))\" is not an absolute http(s) URL, "
        + "like https://api.example.com/v1"
    }
  }

  /// Whether `url` can serve as a base URL: absolute, `http` or `https`, with a host.
  static func isUsableBaseURL(_ url: URL) -> Bool {
    guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
      return false
    }
    return !(url.host ?? "").isEmpty
  }
}

extension APIConfiguration: CustomStringConvertible, CustomReflectable {
  /// `APIConfiguration(baseURL: …, token: <redacted>, requestTimeout: …, maxResponseBytes: …)`;
  /// never the token, nor the base URL's user info and query values.
  public var description: String {
    "APIConfiguration(baseURL: \(ErrorText.url(baseURL)), token: \(token == nil ? "none" : "<redacted>"), "
      + "requestTimeout: \(requestTimeout), maxResponseBytes: \(maxResponseBytes))"
  }

  /// Base URL (redacted like errors), token (redacted), timeout and body limit, for `dump` and
  /// debuggers.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "baseURL": ErrorText.url(baseURL), "token": token as Any,
        "requestTimeout": "\(requestTimeout)", "maxResponseBytes": maxResponseBytes,
      ],
      displayStyle: .struct)
  }
}

extension APIConfiguration {
  /// An API token that never appears in logs, descriptions or dumps.
  ///
  /// `description`, `debugDescription` and string interpolation give `<redacted>`; its mirror
  /// has no children, so `dump` and reflection reveal nothing. It is deliberately not `Codable`.
  public struct BearerToken: Sendable, Equatable, CustomStringConvertible,
    CustomDebugStringConvertible, CustomReflectable
  {
    /// The secret itself, for building the `Authorization` header only.
    let value: String

    /// Wraps `value`.
    public init(_ value: String) { self.value = value }

    public var description: String { "<redacted>" }
    public var debugDescription: String { "<redacted>" }
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
  }
}
