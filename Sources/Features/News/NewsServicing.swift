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
  /// The News feature's service: live over `apiClient`, a loaded mock in previews. A test that reads it
  /// without overriding it fails, naming `@Dependency(\.newsService)`, and goes on with the preview mock.
  public var newsService: any NewsServicing {
    get { self[NewsServiceKey.self] }
    set { self[NewsServiceKey.self] = newValue }
  }
}

private enum NewsServiceKey: DependencyKey {
  static let liveValue: any NewsServicing = LiveNewsService()
  static let previewValue: any NewsServicing = MockNewsService(.success(NewsFixtures.feed))
}
