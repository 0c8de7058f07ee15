/// An HTTP request method, compared exactly (methods are case-sensitive).
///
/// ```swift
/// server.route(.put, "/profile") { request in .json(request.bodyText) }
/// server.route("PROPFIND", "/dav") { _ in .status(207) }
/// ```
public struct HTTPTestMethod: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The method as it appears on the request line, e.g. `GET`.
  public var rawValue: String

  /// Creates a method from its request-line spelling.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a method from a string literal, e.g. `"PATCH"`.
  public init(stringLiteral value: String) { self.rawValue = value }

  public var description: String { rawValue }

  /// `GET`
  public static let get: Self = "GET"
  /// `HEAD` (answered by the `GET` route, without a body, when no `HEAD` route exists)
  public static let head: Self = "HEAD"
  /// `POST`
  public static let post: Self = "POST"
  /// `PUT`
  public static let put: Self = "PUT"
  /// `PATCH`
  public static let patch: Self = "PATCH"
  /// `DELETE`
  public static let delete: Self = "DELETE"
  /// `OPTIONS`
  public static let options: Self = "OPTIONS"
}
