/// Where the code is running, which picks the default value of every dependency nobody overrode.
///
/// The context is detected: `.test` inside a test process (Swift Testing or XCTest), `.live` otherwise. Previews and
/// the demo runner set `.preview` themselves:
///
/// ```swift
/// withDependencies { $0.context = .preview } operation: { … }
/// ```
public enum DependencyContext: String, Sendable, Hashable, CaseIterable {
  /// Real services: `liveValue`.
  case live
  /// Previews and demos: `previewValue` (which defaults to `liveValue`).
  case preview
  /// Tests: `testValue`.
  case test

  /// The context detected for this process: `.test` in a test runner, else `.live`.
  public static let detected: DependencyContext = TestProcess.isRunningTests ? .test : .live
}

extension DependencyValues {
  /// The context that picks default values: the one set on this bag, else ``DependencyContext/detected``.
  public var context: DependencyContext {
    get { contextOverride ?? DependencyContext.detected }
    set { contextOverride = newValue }
  }
}
