public import Dependencies

/// The `Search` feature's client, a dependency: live it finds nothing, in tests it is unimplemented.
public struct SearchClient: Sendable {
  /// The results for a query.
  public var search: @Sendable (String) async throws -> [String]
  /// A client answering with `search`.
  public init(search: @escaping @Sendable (String) async throws -> [String]) {
    self.search = search
  }
}

extension SearchClient: DependencyKey {
  public static let liveValue = SearchClient { _ in [] }
  public static let testValue = SearchClient { _ in
    throw Unimplemented("SearchClient.search")
  }
  public static let previewValue = SearchClient { _ in ["Preview"] }
}

extension DependencyValues {
  /// The `Search` feature's client.
  public var searchClient: SearchClient {
    get { self[SearchClient.self] }
    set { self[SearchClient.self] = newValue }
  }
}
