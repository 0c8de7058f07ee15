/// A key for a dependency whose interface, test value and preview value are declared in one module, and whose live
/// value is declared in another (with ``DependencyKey``).
///
/// Split a client this way when its live implementation pulls in heavy code that tests and previews should not
/// build. The interface module declares the client and its test value:
///
/// ```swift
/// // SearchClient (interface module)
/// public struct SearchClient: Sendable {
///   public var search: @Sendable (String) async throws -> [String]
/// }
///
/// extension SearchClient: TestDependencyKey {
///   public static let testValue = SearchClient { _ in throw Unimplemented("SearchClient.search") }
///   public static let previewValue = SearchClient { _ in ["Preview"] }
/// }
/// ```
///
/// and the live module adds the live value:
///
/// ```swift
/// // SearchClientLive (linked into the app only)
/// extension SearchClient: DependencyKey {
///   public static let liveValue = SearchClient { query in try await search(query) }
/// }
/// ```
///
/// No registration call is needed: in a live context the ``DependencyValues`` registry looks up the `DependencyKey`
/// conformance at run time, so a feature that only imports the interface module gets the live value whenever the
/// process links the live module. When the process does not link it, reading the dependency in a live context is a
/// reported issue naming the key, and the test value is used.
///
/// - `previewValue` defaults to `testValue` (declare it in the interface module to show something in previews).
/// - In a test context the registry uses `testValue`; in a preview context, `previewValue`.
public protocol TestDependencyKey: SendableMetatype {
  /// The type of the dependency's value.
  associatedtype Value: Sendable = Self

  /// The value used in a test process when a test did not override the dependency.
  static var testValue: Value { get }

  /// The value used in previews and the demo runner (context `.preview`).
  static var previewValue: Value { get }
}

extension TestDependencyKey {
  /// By default previews use the test value.
  public static var previewValue: Value { testValue }
}
