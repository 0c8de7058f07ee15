package import Foundation

/// Finds the package's root folder, where the bundled scripts and goldens live, and prints paths
/// relative to it.
///
/// In order: `--root DIR`; the `DEMO_RUNNER_ROOT` environment variable; the current directory or
/// one of its parents that holds `Package.swift` and `Sources/Features`; the folder this file
/// was compiled from (`#filePath`), which is right for any clone built in place.
package struct PackageRoot: Sendable {
  /// The root folder, absolute and standardized.
  package let url: URL

  /// The root at `url` (absolute and standardized).
  package init(url: URL) {
    self.url = url
  }

  /// The environment variable that overrides the root.
  package static let environmentVariable = "DEMO_RUNNER_ROOT"

  /// Where this source file was compiled from.
  private static let compiledPath = #filePath

  /// Locates the root, or returns `nil` with nothing to go on.
  package static func locate(
    override: String?, environment: [String: String], currentDirectory: String
  ) -> PackageRoot? {
    if let override, !override.isEmpty {
      return PackageRoot(url: absolute(override, from: currentDirectory))
    }
    if let value = environment[environmentVariable], !value.isEmpty {
      return PackageRoot(url: absolute(value, from: currentDirectory))
    }
    var folder = URL(fileURLWithPath: currentDirectory, isDirectory: true).standardizedFileURL
    while true {
      if isPackage(folder) { return PackageRoot(url: folder) }
      let parent = folder.deletingLastPathComponent().standardizedFileURL
      if parent.path == folder.path { break }
      folder = parent
    }
    // …/Sources/DemoSession/Internal/PackageRoot.swift → …
    var compiled = URL(fileURLWithPath: compiledPath)
    for _ in 0..<4 { compiled.deleteLastPathComponent() }
    if isPackage(compiled) { return PackageRoot(url: compiled.standardizedFileURL) }
    return nil
  }

  /// Whether `folder` holds `Package.swift` and `Sources/Features`.
  package static func isPackage(_ folder: URL) -> Bool {
    let manager = FileManager.default
    return manager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      && manager.fileExists(atPath: folder.appendingPathComponent("Sources/Features").path)
  }

  /// What keeps `folder` from being a package root, for messages: "does not exist", "has no
  /// Package.swift", …
  package static func whatIsMissing(in folder: URL) -> String {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: folder.path, isDirectory: &isDirectory) else {
      return "does not exist"
    }
    guard isDirectory.boolValue else { return "is not a folder" }
    let missing = ["Package.swift", "Sources/Features"].filter {
      !manager.fileExists(atPath: folder.appendingPathComponent($0).path)
    }
    return "has no " + missing.joined(separator: " and no ")
  }

  /// `path` made absolute against `directory`, standardized.
  package static func absolute(_ path: String, from directory: String) -> URL {
    let url =
      path.hasPrefix("/")
      ? URL(fileURLWithPath: path)
      : URL(fileURLWithPath: directory, isDirectory: true).appendingPathComponent(path)
    return url.standardizedFileURL
  }

  /// `relative` (a path relative to the root) as a URL.
  package func url(for relative: String) -> URL {
    url.appendingPathComponent(relative)
  }

  /// `file` relative to the root when it is inside it, else `nil`.
  package func relativePath(of file: URL) -> String? {
    let base = url.resolvingSymlinksInPath().path
    let path = file.standardizedFileURL.resolvingSymlinksInPath().path
    let prefix = base.hasSuffix("/") ? base : base + "/"
    guard path.hasPrefix(prefix) else { return nil }
    return String(path.dropFirst(prefix.count))
  }
}
