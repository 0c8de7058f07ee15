import Dependencies
public import Reducer

extension NewsFeature {
  /// Every visible state of the News feature: the one catalog previews, tests and the demo runner
  /// use.
  public static let scenarios: [Scenario<NewsFeature>] = [
    Scenario(
      .loaded, summary: "Four articles from four sources, one with a very long title",
      initialState: State(), onAppear: .onAppear, expecting: .loaded(NewsFixtures.articles)
    ) {
      $0.newsService = MockNewsService(.success(NewsFixtures.feed))
    },
    Scenario(
      .empty, summary: "Every source answered, with nothing new", initialState: State(),
      onAppear: .onAppear, expecting: .empty
    ) {
      $0.newsService = MockNewsService(.empty)
    },
    Scenario(
      .error, summary: "The feed could not be loaded", initialState: State(),
      onAppear: .onAppear, expecting: .error(NewsFixtures.loadError.message)
    ) {
      $0.newsService = MockNewsService(.failure(NewsFixtures.loadError))
    },
    Scenario(
      .loading, summary: "The service has not answered yet", initialState: State(),
      onAppear: .onAppear, expecting: .loading
    ) {
      $0.newsService = MockNewsService(.loading)
    },
    Scenario(
      .partial, summary: "Two sources failed; the others' articles show under a banner",
      initialState: State(), onAppear: .onAppear,
      expecting: .partial(NewsFixtures.partialArticles, failedSources: NewsFixtures.failedSources)
    ) {
      $0.newsService = MockNewsService(.success(NewsFixtures.partialFeed))
    },
  ]
}
