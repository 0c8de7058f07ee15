/// A key for a value in ``DependencyValues``.
///
/// Conform a type (often the dependency's own type) and give it a `liveValue`. The registry picks the value by the
/// running ``DependencyContext``: `liveValue` in an app, `testValue` in a test process, `previewValue` in previews and
/// the demo runner.
///
/// - `previewValue` defaults to `liveValue`.
/// - `testValue` defaults to an implementation that reports "no test implementation" naming the dependency (its
///   accessor, `@Dependency(\.searchClient)`, when read through one), then falls back to `previewValue`: a test
///   should override what it uses, or the key should declare an unimplemented `testValue`.
///
/// ```swift
/// extension SearchClient: DependencyKey {
///   static let liveValue = SearchClient { query in try await search(query) }
///   static let testValue = SearchClient { _ in throw Unimplemented("SearchClient.search") }
///   static let previewValue = SearchClient { _ in ["Preview"] }
/// }
/// ```
///
/// A key can also declare its test and preview values in one module (``TestDependencyKey``) and its live value in
/// another, with `extension SearchClient: DependencyKey { static let liveValue = … }`: the registry finds that
/// live value at run time.
public protocol DependencyKey: TestDependencyKey {
  /// The type of the dependency's value (restated so it is inferred from `liveValue`).
  associatedtype Value = Self

  /// The value used when the app runs for real.
  static var liveValue: Value { get }

  /// The value used in a test process when a test did not override the dependency.
  static var testValue: Value { get }

  /// The value used in previews and the demo runner (context `.preview`).
  static var previewValue: Value { get }
}

extension DependencyKey {
  /// By default previews use the live value.
  public static var previewValue: Value { liveValue }

  /// By default a test that reaches this dependency without overriding it fails, naming it as the test reads it:
  /// `@Dependency(\.itemService) has no test implementation` when read through its accessor on
  /// ``DependencyValues``, `@Dependency(ItemServiceKey)` when read by key type. Then the preview value is used, so the
  /// test goes on, and the failure says what to override.
  public static var testValue: Value {
    let message =
      if let accessor = AccessorBeingRead.name {
        """
        @Dependency(\\.\(accessor)) has no test implementation, and a test used it without overriding it. \
        Override it in the test with `withDependencies { $0.\(accessor) = … }` (a TestStore's \
        `withDependencies:`), or give its key, \(Self.self), a `testValue`.
        """
      } else {
        """
        @Dependency(\(Self.self)) has no test implementation, and a test used it without overriding it. \
        Override it in the test with `withDependencies { $0[\(Self.self).self] = … }` (or through its \
        `DependencyValues` accessor), or give \(Self.self) a `testValue`.
        """
      }
    // In an override closure, the key is read to be changed (`$0.searchClient.search = …`): that is the override.
    if !OverrideClosure.isRunning {
      reportIssue(
        message + " Falling back to its previewValue.",
        fileID: #fileID, filePath: #filePath, line: #line, column: #column
      )
    }
    return previewValue
  }
}
