import Foundation

/// A script shipped with a feature, and where its golden transcript goes.
struct BundledScript: Sendable {
  /// The feature the script drives.
  var feature: DemoFeature
  /// The script's path relative to the package root, as printed.
  var path: String
  /// The script file.
  var url: URL

  /// The golden transcript's path relative to the package root.
  var goldenPath: String { Self.goldenPath(for: path) }
  /// The golden transcript file.
  var goldenURL: URL { url.deletingPathExtension().appendingPathExtension("golden") }

  /// `x.demo` → `x.golden`.
  static func goldenPath(for path: String) -> String {
    (path.hasSuffix(".demo") ? String(path.dropLast(5)) : path) + ".golden"
  }

  /// Every `*.demo` file in the features' scripts folders, by feature, then by file name.
  static func all(in catalog: FeatureCatalog, root: PackageRoot) -> [BundledScript] {
    var scripts: [BundledScript] = []
    for feature in catalog.features {
      let folder = root.url(for: feature.scriptsFolder)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for name in names.filter({ $0.hasSuffix(".demo") }).sorted() {
        scripts.append(
          BundledScript(
            feature: feature, path: feature.scriptsFolder + "/" + name,
            url: folder.appendingPathComponent(name)))
      }
    }
    return scripts
  }
}
