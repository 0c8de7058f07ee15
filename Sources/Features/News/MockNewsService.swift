public import Reducer

/// The news service as scenarios: one `ScenarioResponse` the UI must handle.
///
/// A partial success is a `.success` whose feed lists failed sources.
///
/// ```swift
/// $0.newsService = MockNewsService(.success(NewsFixtures.partialFeed))
/// ```
public struct MockNewsService: NewsServicing {
  /// How the service answers.
  public let response: ScenarioResponse<NewsFeed>

  /// A mock answering with `response`; `.empty` answers with a feed of no articles, every source answering.
  public init(_ response: ScenarioResponse<NewsFeed>) {
    self.response = response
  }

  public func fetchFeed() async throws(ServiceError) -> NewsFeed {
    try await response.resolve(empty: NewsFeed(articles: []))
  }
}
