public import Reducer

/// Where the News feature gets its feed. The reducer depends on this protocol, never on a concrete
/// client.
public protocol NewsServicing: Sendable {
  /// The feed from every source: the articles that loaded, newest first, and the sources that
  /// failed.
  ///
  /// - Throws: `ServiceError` when the feed as a whole could not be loaded; one source failing
  ///   is not an error but a ``NewsFeed/failedSources`` entry.
  func fetchFeed() async throws(ServiceError) -> NewsFeed
}

extension DependencyValues {
  /// The News feature's service: live over `apiClient`, a loaded mock in previews, unimplemented in
  /// tests.
  public var newsService: any NewsServicing {
    get { self[NewsServiceKey.self] }
    set { self[NewsServiceKey.self] = newValue }
  }
}

private enum NewsServiceKey: DependencyKey {
  static let liveValue: any NewsServicing = LiveNewsService()
  static let previewValue: any NewsServicing = MockNewsService(.success(NewsFixtures.feed))
  static let testValue: any NewsServicing = UnimplementedNewsService()
}

/// The test default: fails the running test when called, naming the dependency.
struct UnimplementedNewsService: NewsServicing {
  func fetchFeed() async throws(ServiceError) -> NewsFeed {
    throw ServiceError(Unimplemented("@Dependency(\\.newsService).fetchFeed"))
  }
}
