public import ConvergenceServices
public import Foundation

extension APIClient {
  /// GETs `path` and decodes the JSON body as `T`, failing with the `ServiceError` a view shows: what a live
  /// service's read is, in one call.
  ///
  /// It is ``get(_:query:as:)`` with its ``APIError`` mapped by `ServiceError(namingDecodingPathOf:)`: a readable
  /// message (401/403 is `isUnauthorized`), and for an answer that did not decode, the coding path the server got
  /// wrong.
  ///
  /// ```swift
  /// public struct LiveNewsService: NewsServicing {
  ///   @Dependency(\.apiClient) var apiClient
  ///   public func fetchFeed() async throws(ServiceError) -> NewsFeed {
  ///     try await apiClient.fetch("news")
  ///   }
  /// }
  /// ```
  ///
  /// Decode a list as an `IdentifiedArrayOf` to reject a repeated id as a decoding error naming its place,
  /// never a trap: `Array(try await apiClient.fetch("items", as: IdentifiedArrayOf<Item>.self))`.
  ///
  /// - Parameters:
  ///   - path: relative to the base URL, unencoded, e.g. `items`.
  ///   - query: query items, percent-encoded.
  ///   - type: the type to decode; inferred from the call site by default.
  /// - Throws: `ServiceError`, as above.
  public func fetch<T: Decodable & Sendable>(
    _ path: String, query: [URLQueryItem] = [], as type: T.Type = T.self
  ) async throws(ServiceError) -> T {
    do {
      return try await get(path, query: query, as: type)
    } catch {
      throw ServiceError(namingDecodingPathOf: error)
    }
  }

  /// Sends `body` as JSON with `method` to `path` and decodes the answer as `T`, failing with the `ServiceError` a
  /// view shows: what a live service's write is, in one call.
  ///
  /// It is ``send(_:_:body:as:)`` with its ``APIError`` mapped as ``fetch(_:query:as:)`` maps it.
  ///
  /// ```swift
  /// try await apiClient.submit("PUT", "profile", body: update, as: Profile.self)
  /// ```
  ///
  /// - Throws: `ServiceError`: a readable message, `isUnauthorized` for 401/403, the coding path of an answer
  ///   that did not decode.
  public func submit<Body: Encodable & Sendable, T: Decodable & Sendable>(
    _ method: String, _ path: String, body: Body, as type: T.Type = T.self
  ) async throws(ServiceError) -> T {
    do {
      return try await send(method, path, body: body, as: type)
    } catch {
      throw ServiceError(namingDecodingPathOf: error)
    }
  }
}
