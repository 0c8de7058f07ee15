import Dependencies
import Features
import Foundation
import Reducer
import ReducerTesting
import Testing

@MainActor
@Suite struct NewsFeatureTests {
  @Test(arguments: NewsFeature.scenarios)
  func scenarioReachesItsViewState(_ scenario: Scenario<NewsFeature>) async {
    await scenario.assertReachesViewState()
  }

  @Test func everyViewStateHasAScenario() {
    NewsFeature.assertEveryViewStateCovered()
    #expect(NewsFeature.uncoveredViewStateKinds.isEmpty)
  }

  @Test func loadedScenarioLoadsOnAppearOnce() async {
    let store = NewsFeature.scenario(.loaded).makeTestStore()
    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(.feedResponse(.success(NewsFeed(articles: NewsFixtures.articles)))) {
      $0.isLoading = false
      $0.hasLoaded = true
      $0.articles = IdentifiedArray(uniqueElements: NewsFixtures.articles)
    }
    await store.send(.onAppear)
    #expect(NewsFeature.viewState(of: store.state) == .loaded(NewsFixtures.articles))
  }

  @Test func refreshShowsTheNewFeedAndNamesSourcesThatFailed() async {
    let store = NewsFeature.scenario(.loaded).makeTestStore()
    await store.send(.onAppear) { $0.isLoading = true }
    await store.skipReceivedActions()
    store.dependencies.newsService = MockNewsService(.success(NewsFixtures.partialFeed))

    await store.send(.refreshPulled) { $0.isLoading = true }
    await store.receive(
      .feedResponse(
        .success(
          NewsFeed(
            articles: NewsFixtures.partialArticles, failedSources: NewsFixtures.failedSources)))
    ) {
      $0.isLoading = false
      $0.articles = IdentifiedArray(uniqueElements: NewsFixtures.partialArticles)
      $0.failedSources = NewsFixtures.failedSources
    }

    #expect(
      NewsFeature.viewState(of: store.state)
        == .partial(NewsFixtures.partialArticles, failedSources: NewsFixtures.failedSources))
  }

  @Test func refreshKeepsTheArticlesOnScreenWhileLoading() async {
    let store = NewsFeature.scenario(.loaded).makeTestStore()
    await store.send(.onAppear) { $0.isLoading = true }
    await store.skipReceivedActions()
    store.dependencies.newsService = MockNewsService(.loading)

    await store.send(.refreshPulled) { $0.isLoading = true }

    #expect(NewsFeature.viewState(of: store.state) == .loaded(NewsFixtures.articles))
    await store.skipInFlightEffects()
  }

  @Test func retryAfterErrorShowsTheArticles() async {
    let store = NewsFeature.scenario(.error).makeTestStore()
    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(.feedResponse(.failure(NewsFixtures.loadError))) {
      $0.isLoading = false
      $0.hasLoaded = true
      $0.errorMessage = NewsFixtures.loadError.message
    }
    store.dependencies.newsService = MockNewsService(.success(NewsFixtures.feed))

    await store.send(.retryTapped) {
      $0.isLoading = true
      $0.errorMessage = nil
    }
    await store.receive(.feedResponse(.success(NewsFeed(articles: NewsFixtures.articles)))) {
      $0.isLoading = false
      $0.articles = IdentifiedArray(uniqueElements: NewsFixtures.articles)
    }

    #expect(NewsFeature.viewState(of: store.state) == .loaded(NewsFixtures.articles))
  }

  @Test func retryAfterPartialClearsTheBanner() async {
    let partial = NewsFeed(
      articles: NewsFixtures.partialArticles, failedSources: NewsFixtures.failedSources)
    let store = NewsFeature.scenario(.partial).makeTestStore()
    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(.feedResponse(.success(partial))) {
      $0.isLoading = false
      $0.hasLoaded = true
      $0.articles = IdentifiedArray(uniqueElements: NewsFixtures.partialArticles)
      $0.failedSources = NewsFixtures.failedSources
    }
    store.dependencies.newsService = MockNewsService(.success(NewsFixtures.feed))

    await store.send(.retryTapped) { $0.isLoading = true }
    await store.receive(.feedResponse(.success(NewsFeed(articles: NewsFixtures.articles)))) {
      $0.isLoading = false
      $0.articles = IdentifiedArray(uniqueElements: NewsFixtures.articles)
      $0.failedSources = []
    }

    #expect(NewsFeature.viewState(of: store.state) == .loaded(NewsFixtures.articles))
  }

  @Test func everySourceFailingIsAnErrorNamingThem() async {
    let store = NewsFeature.scenario(.loaded).makeTestStore()
    store.dependencies.newsService = MockNewsService(
      .success(NewsFeed(articles: [], failedSources: ["Meridian Wire", "Northgate Bulletin"])))
    let message =
      "None of the news sources answered (Meridian Wire, Northgate Bulletin). Try again later."

    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(
      .feedResponse(
        .success(NewsFeed(articles: [], failedSources: ["Meridian Wire", "Northgate Bulletin"])))
    ) {
      $0.isLoading = false
      $0.hasLoaded = true
      $0.failedSources = ["Meridian Wire", "Northgate Bulletin"]
      $0.errorMessage = message
    }

    #expect(NewsFeature.viewState(of: store.state) == .error(message))
  }

  @Test func aFailedRefreshShowsTheErrorInsteadOfStaleArticles() async {
    let store = NewsFeature.scenario(.loaded).makeTestStore()
    await store.send(.onAppear) { $0.isLoading = true }
    await store.skipReceivedActions()
    store.dependencies.newsService = MockNewsService(.failure(NewsFixtures.loadError))

    await store.send(.refreshPulled) { $0.isLoading = true }
    await store.receive(.feedResponse(.failure(NewsFixtures.loadError))) {
      $0.isLoading = false
      $0.errorMessage = NewsFixtures.loadError.message
    }

    #expect(NewsFeature.viewState(of: store.state) == .error(NewsFixtures.loadError.message))
  }

  @Test func fixturesAreFictionalFixedAndIncludeALongTitle() {
    let ids = NewsFixtures.articles.map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(!ids.contains(UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))))
    #expect(NewsFixtures.articles.contains { $0.title.count > 150 })
    #expect(NewsFixtures.partialArticles.contains { $0.title.count > 150 })
    #expect(NewsFixtures.articles.allSatisfy { $0.publishedAt < ScenarioDefaults.date })
    let dates = NewsFixtures.articles.map(\.publishedAt)
    #expect(dates == dates.sorted(by: >))
    #expect(Set(NewsFixtures.articles.map(\.source)) == Set(NewsFixtures.sources))
    #expect(
      NewsFixtures.partialArticles.allSatisfy { !NewsFixtures.failedSources.contains($0.source) })
  }

  @Test func actionsRoundTripThroughCodable() throws {
    let actions: [NewsFeature.Action] = [
      .onAppear, .refreshPulled, .retryTapped,
      .feedResponse(
        .success(
          NewsFeed(
            articles: NewsFixtures.partialArticles, failedSources: NewsFixtures.failedSources))),
      .feedResponse(.failure(NewsFixtures.loadError)),
    ]

    let decoded = try JSONDecoder().decode(
      [NewsFeature.Action].self, from: JSONEncoder().encode(actions))

    #expect(decoded == actions)
  }
}
