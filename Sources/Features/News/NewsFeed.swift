/// What the news service answers: the articles that loaded, and the sources that did not.
///
/// A feed with `failedSources` is a partial success: the view shows the articles it has and a
/// banner naming the sources that failed. A feed where every source failed has no articles; the
/// feature shows that as an error.
///
/// Decoding accepts a document without `failedSources` (every source answered).
public struct NewsFeed: Equatable, Sendable, Codable {
  /// The articles, newest first.
  public var articles: [Article]
  /// The names of the sources that could not be loaded, in the order the server lists them.
  public var failedSources: [String]

  /// A feed.
  public init(articles: [Article], failedSources: [String] = []) {
    self.articles = articles
    self.failedSources = failedSources
  }

  /// Decodes `{"articles": [...], "failedSources": [...]}`; `failedSources` may be absent.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    articles = try container.decode([Article].self, forKey: .articles)
    failedSources = try container.decodeIfPresent([String].self, forKey: .failedSources) ?? []
  }
}
