import DemoScript
import DemoSession
import Foundation

/// What `check` finds wrong with the scripts on disk before replaying any: a `.demo` file no
/// registered feature claims, and a registered feature with no scripts.
///
/// Either one would otherwise pass quietly: a script in a folder nobody reads is never run, and a
/// feature whose folder is misnamed has nothing to check.
struct ScriptInventory: Sendable {
  /// `.demo` files under `Sources/Features/*/Scripts` (at any depth) that are not bundled
  /// scripts of a registered feature, as paths relative to the root, sorted.
  var unclaimedScripts: [String]
  /// Registered features whose scripts folder holds no `.demo` file.
  var featuresWithoutScripts: [DemoFeature]

  /// The features folder every feature's scripts folder lives under.
  static let featuresFolder = "Sources/Features"

  /// Takes stock of `root` for `catalog`; `claimed` is what ``BundledScript/all(in:root:)``
  /// found.
  ///
  /// A folder that resolves outside the root (``RootConfinement``) is not listed, so no name from
  /// outside is printed; a registered feature's such folder is reported by its refused entry.
  init(catalog: FeatureCatalog, root: PackageRoot, claimed: [BundledScript]) {
    let claimedPaths = Set(claimed.map(\.path))
    let manager = FileManager.default
    var unclaimed: [String] = []
    let confined = { (relative: String) -> URL? in
      try? RootConfinement.resolve(
        root.url(for: relative), inside: root.url, shown: relative, verb: "list")
    }
    let folders =
      confined(Self.featuresFolder).flatMap { try? manager.contentsOfDirectory(atPath: $0.path) }
      ?? []
    for folder in folders.sorted() {
      let scripts = Self.featuresFolder + "/" + folder + "/Scripts"
      guard let url = confined(scripts), let enumerator = manager.enumerator(atPath: url.path)
      else { continue }
      var found: [String] = []
      while let relative = enumerator.nextObject() as? String {
        guard relative.hasSuffix(".demo") else { continue }
        let path = scripts + "/" + relative
        if !claimedPaths.contains(path) { found.append(path) }
      }
      unclaimed += found.sorted()
    }
    self.unclaimedScripts = unclaimed
    let featuresWithScripts = Set(claimed.map(\.feature.scriptsFolder))
    self.featuresWithoutScripts = catalog.features.filter {
      !featuresWithScripts.contains($0.scriptsFolder)
    }
  }

  /// One line per problem, each naming the file or folder and what was expected.
  func problems(in catalog: FeatureCatalog) -> [String] {
    let folders = ClosestMatch.joined(
      catalog.features.map { "`\($0.scriptsFolder)`" }, conjunction: "and")
    let unclaimed = unclaimedScripts.map {
      "error: \($0): no registered feature claims this script (expected it in a registered "
        + "feature's scripts folder: \(folders)); register its feature in "
        + "FeatureCatalog.standard or move the script"
    }
    let empty = featuresWithoutScripts.map {
      "error: \($0.name) has no scripts: \($0.scriptsFolder) holds no `.demo` file (expected "
        + "at least one; the folder is the type name without `Feature`, or `folder:`)"
    }
    return unclaimed + empty
  }
}
