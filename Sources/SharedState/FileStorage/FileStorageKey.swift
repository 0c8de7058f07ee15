public import Dependencies
public import Foundation

/// A key for a value saved as JSON in a file.
///
/// ```swift
/// extension URL {
///   static let settingsFile = URL(fileURLWithPath: NSHomeDirectory())
///     .appendingPathComponent("Library/Settings/settings.json")
/// }
/// @Shared(.fileStorage(.settingsFile)) var settings = UserSettings()
/// ```
///
/// (The same declaration as Docs/SharedState.md's, compiled by `SharedStateDocSamplesTests`; Foundation on Linux has
/// no `URL.documentsDirectory`.)
///
/// See ``FileStorage`` for when the file is read and written, and what a corrupt file does.
public struct FileStorageKey<Value: Codable & Sendable>: SharedKey {
  /// The file.
  public let url: URL

  /// The reference for ``url`` in `dependencies.defaultFileStorage`, loaded from the file the first time.
  public func reference(
    defaultValue: () -> Value, dependencies: DependencyValues
  ) -> SharedReference<Value> {
    dependencies.defaultFileStorage.reference(
      url: url, defaultValue: defaultValue, dependencies: dependencies)
  }
}

extension SharedKey {
  /// A value saved as JSON in the file at `url` (debounced, atomic writes; see ``FileStorage``).
  public static func fileStorage<Value>(_ url: URL) -> Self where Self == FileStorageKey<Value> {
    FileStorageKey(url: url)
  }
}
