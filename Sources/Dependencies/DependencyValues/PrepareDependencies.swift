/// The dependency values an app prepared at start-up, applied under every store built afterwards.
///
/// Call ``prepareDependencies(_:)`` once, as early as possible (in `App.init` or `main`), before any store is built.
/// Stores merge these values under their own `withDependencies:` overrides.
public enum PreparedDependencies {
  private static let storage = Lock(DependencyValues())

  /// The prepared values.
  public static var values: DependencyValues { storage.withLock { $0 } }

  fileprivate static func update(_ body: (inout DependencyValues) -> Void) {
    storage.withLock { $0.applyOverrides(body) }
  }
}

/// Sets dependency values for the whole process, for app start-up.
///
/// ```swift
/// @main struct MyApp: App {
///   init() { prepareDependencies { $0.apiClient = .staging } }
/// }
/// ```
///
/// > Important: prepare before building stores; values prepared later do not reach stores already built.
public func prepareDependencies(_ update: (inout DependencyValues) -> Void) {
  PreparedDependencies.update(update)
}
