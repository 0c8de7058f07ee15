package import Foundation

/// A script shipped with a feature, and where its golden transcript goes.
package struct BundledScript: Sendable {
  /// The feature the script drives.
  package var feature: DemoFeature
  /// The script's path relative to the package root, as printed.
  package var path: String
  /// The script file.
  package var url: URL
  /// The package root the script was found in: nothing outside it is read or written for the
  /// script (``RootConfinement``).
  var root: URL
  /// Set when the feature's scripts folder itself resolves outside the root: then it is never listed, and this one
  /// entry (`path` is the folder) stands for the folder, refused wherever a script would be read or written.
  package var folderRefusal: RootConfinement.Refusal? = nil

  /// The golden transcript's path relative to the package root.
  package var goldenPath: String { Self.goldenPath(for: path) }
  /// The golden transcript file.
  var goldenURL: URL { url.deletingPathExtension().appendingPathExtension("golden") }

  /// The script file to read: its real path, or a refusal when it (or a folder on the way) is a
  /// symlink leading outside the root.
  package func confinedScriptURL() throws(RootConfinement.Refusal) -> URL {
    if let folderRefusal { throw folderRefusal }
    return try RootConfinement.resolve(url, inside: root, shown: path, verb: "read")
  }

  /// The golden file to read or write (`verb`): its real path, or a refusal when it (or a folder
  /// on the way) is a symlink leading outside the root.
  func confinedGoldenURL(verb: String) throws(RootConfinement.Refusal) -> URL {
    if let folderRefusal { throw folderRefusal }
    return try RootConfinement.resolve(goldenURL, inside: root, shown: goldenPath, verb: verb)
  }

  /// `x.demo` → `x.golden`.
  package static func goldenPath(for path: String) -> String {
    (path.hasSuffix(".demo") ? String(path.dropLast(5)) : path) + ".golden"
  }

  /// Every `*.demo` file in the features' scripts folders, by feature, then by file name.
  ///
  /// A scripts folder is resolved inside the root before it is listed: one that leads outside (a symlink in it or
  /// on the way) is never listed, so no name of a file outside the root is printed; it becomes one entry carrying
  /// the refusal (``folderRefusal``).
  package static func all(in catalog: FeatureCatalog, root: PackageRoot) -> [BundledScript] {
    var scripts: [BundledScript] = []
    for feature in catalog.features {
      let folder = root.url(for: feature.scriptsFolder)
      let real: URL
      do throws(RootConfinement.Refusal) {
        real = try RootConfinement.resolve(
          folder, inside: root.url, shown: feature.scriptsFolder, verb: "list")
      } catch {
        scripts.append(
          BundledScript(
            feature: feature, path: feature.scriptsFolder, url: folder, root: root.url,
            folderRefusal: error))
        continue
      }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: real.path)) ?? []
      for name in names.filter({ $0.hasSuffix(".demo") }).sorted() {
        scripts.append(
          BundledScript(
            feature: feature, path: feature.scriptsFolder + "/" + name,
            url: folder.appendingPathComponent(name), root: root.url))
      }
    }
    return scripts
  }
}
