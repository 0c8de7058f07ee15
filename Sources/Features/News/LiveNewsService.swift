import APIService
import Dependencies
public import Reducer

/// The real news service: `GET /news` through `apiClient`.
///
/// The server gathers every source and answers one document; sources it could not reach are
/// listed by name in `failedSources` (absent or empty when all answered). Dates are ISO 8601.
///
/// ```json
/// {
///   "articles": [
///     {
///       "id": "A0000000-0000-0000-0000-000000000001",
///       "title": "Harbour town retires its hand-drawn tide charts",
///       "summary": "After a century on paper, the tables move to a public dataset.",
///       "source": "The Lantern Courier",
///       "author": "Imke Vandersloot",
///       "publishedAt": "2026-01-01T08:40:00Z"
///     }
///   ],
///   "failedSources": ["Saltmarsh Review"]
/// }
/// ```
///
/// Failures become a `ServiceError` the view can show: 401/403 is `isUnauthorized`; a body that
/// does not match the shape above names the coding path that failed, e.g. `articles[1].title`.
public struct LiveNewsService: NewsServicing {
  @Dependency(\.apiClient) var apiClient

  /// The live service.
  public init() {}

  public func fetchFeed() async throws(ServiceError) -> NewsFeed {
    try await apiClient.fetch("news")
  }
}
