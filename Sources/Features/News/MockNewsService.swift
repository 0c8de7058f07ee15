import Dependencies

/// The news service as scenarios: each case is one behaviour the UI must handle.
///
/// ```swift
/// $0.newsService = MockNewsService(
///   .partial(NewsFixtures.partialArticles, failedSources: NewsFixtures.failedSources))
/// ```
public struct MockNewsService: NewsServicing {
  /// One behaviour of the service.
  public enum Behavior: Sendable {
    /// Answers at once with `articles`, every source answering.
    case success([Article])
    /// Answers at once with `articles`, listing `failedSources` as not answering.
    case partial([Article], failedSources: [String])
    /// Answers at once with no articles.
    case empty
    /// Fails at once.
    case failure(ServiceError)
    /// Never answers (until cancelled): the way production shows a spinner.
    case loading
  }

  /// The behaviour.
  public let behavior: Behavior

  /// A mock behaving as `behavior`.
  public init(_ behavior: Behavior) {
    self.behavior = behavior
  }

  public func fetchFeed() async throws(ServiceError) -> NewsFeed {
    switch behavior {
    case let .success(articles):
      return NewsFeed(articles: articles)
    case let .partial(articles, failedSources):
      return NewsFeed(articles: articles, failedSources: failedSources)
    case .empty:
      return NewsFeed(articles: [])
    case let .failure(error):
      throw error
    case .loading:
      await NeverAnswering.wait()
      throw ServiceError("Cancelled")
    }
  }
}
