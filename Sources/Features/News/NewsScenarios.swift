import Dependencies
public import Reducer

extension NewsFeature {
  /// Every visible state of the News feature: the one catalog previews, tests and the demo runner
  /// use.
  public static let scenarios: [Scenario<NewsFeature>] =
    scenario.standard(
      loaded: "Four articles from four sources, one with a very long title", NewsFixtures.feed,
      showing: .loaded(NewsFixtures.articles),
      empty: "Every source answered, with nothing new", showing: .empty,
      error: "The feed could not be loaded", NewsFixtures.loadError)
    + [
      scenario(
        .partial, "Two sources failed; the others' articles show under a banner",
        answering: .success(NewsFixtures.partialFeed),
        expecting: .partial(
          NewsFixtures.partialArticles, failedSources: NewsFixtures.failedSources))
    ]

  /// A scenario of the feed: it appears, and the news service answers.
  private static let scenario = ServiceScenarios<NewsFeature, NewsFeed>(
    State(), onAppear: .onAppear, loading: .loading, error: ViewState.error
  ) { $0.newsService = MockNewsService($1) }
}
