import DemoSession
import DemoTerminal
import Foundation

/// `demo-runner new NAME [--into DIR] [--module NAME]`: scaffolds a feature's whole file set (see
/// ``FeatureScaffold``) and prints the two lines to add by hand.
///
/// Nothing is written unless everything can be: a bad name, a folder or test file that exists
/// already (also one differing only in case, which would collide on a case-insensitive disk),
/// or a type the `Features` module already declares is a usage error (exit 2) naming it.
@MainActor
enum NewCommand {
  static func run(_ parsed: ParsedArguments, _ context: CommandContext) async throws(UsageError)
    -> ExitStatus
  {
    guard let text = parsed.positionals.first else {
      throw UsageError(
        command: "new", message: "missing NAME",
        expected: "`demo-runner new NAME`, e.g. `demo-runner new Weather`")
    }
    if parsed.positionals.count > 1 {
      throw UsageError(
        command: "new", message: "unexpected argument \(FeatureName.quoted(parsed.positionals[1]))",
        expected: "one NAME")
    }
    let scaffold = FeatureScaffold(
      try FeatureName(text), module: try moduleName(parsed.value(.module)))
    let root = try destination(parsed.value(.into), context: context)
    try refuseCollisions(scaffold, in: root)
    let files: [FeatureScaffold.File]
    do {
      files = try await scaffold.files()
    } catch {
      context.console.error("error: \(error.description); nothing was written")
      return .failure
    }
    // Nothing is written through a symlink that leads outside the root (checked for every file
    // before the first is written).
    for file in files {
      do throws(RootConfinement.Refusal) {
        _ = try RootConfinement.resolve(
          root.url(for: file.path), inside: root.url, shown: file.path, verb: "write")
      } catch {
        throw UsageError(
          command: "new", message: error.description + "; nothing was written",
          expected: "a package root whose Sources/Features and Tests folders are inside it")
      }
    }
    let manager = FileManager.default
    var written: [URL] = []
    for file in files {
      let url = root.url(for: file.path)
      do {
        try manager.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.contents.utf8).write(to: url, options: .withoutOverwriting)
        written.append(url)
      } catch {
        // All or nothing: take back what was written (the folder was checked to be new).
        for url in written { try? manager.removeItem(at: url) }
        try? manager.removeItem(at: root.url(for: scaffold.folder))
        throw UsageError(
          command: "new",
          message: "cannot write \(file.path) in \(root.url.path): \(error.localizedDescription); "
            + "nothing was written",
          expected: "a writable package root")
      }
    }
    for file in files { context.console.print("created \(file.path)") }
    context.console.print("")
    context.console.print(scaffold.nextSteps)
    return .success
  }

  /// The module the feature compiles into: `--module NAME` checked by ``ModuleName``, `Features` by default.
  private static func moduleName(_ text: String?) throws(UsageError) -> String {
    guard let text else { return "Features" }
    return try ModuleName(text).name
  }

  /// The package root to write into: `--into DIR`, else the one the runner finds.
  private static func destination(
    _ into: String?, context: CommandContext
  ) throws(UsageError) -> PackageRoot {
    guard let into else { return try context.root(override: nil, command: "new") }
    guard !into.isEmpty else {
      throw UsageError(
        command: "new", message: "`--into` is empty",
        expected: "`--into DIR`, a package root (a folder with Package.swift and Sources/Features)")
    }
    let url = PackageRoot.absolute(into, from: context.currentDirectory)
    guard PackageRoot.isPackage(url) else {
      throw UsageError(
        command: "new",
        message: "`--into \(into)` is not a package root: \(url.path) "
          + PackageRoot.whatIsMissing(in: url),
        expected: "`--into DIR`, a package root (a folder with Package.swift and Sources/Features)")
    }
    return PackageRoot(url: url)
  }

  /// Refuses a scaffold whose folder or test file exists, or whose types exist already.
  private static func refuseCollisions(
    _ scaffold: FeatureScaffold, in root: PackageRoot
  ) throws(UsageError) {
    let manager = FileManager.default
    for path in [scaffold.folder, scaffold.testPath] {
      let url = root.url(for: path)
      // Not `fileExists`: it follows symlinks, and a dangling one is still in the way.
      let existing =
        (try? manager.attributesOfItem(atPath: url.path)) != nil
        ? url.lastPathComponent : sameNameIgnoringCase(url)
      if let existing {
        let shown = (path as NSString).deletingLastPathComponent + "/" + existing
        let caseOnly =
          existing == url.lastPathComponent
          ? "" : " (it differs from \(url.lastPathComponent) only in case)"
        throw UsageError(
          command: "new",
          message: "\(shown) already exists\(caseOnly); refusing to overwrite it",
          expected: "a NAME with no folder under Sources/Features and no test file yet")
      }
    }
    let sources = root.url(for: "Sources/Features")
    let paths = (manager.enumerator(atPath: sources.path)?.allObjects as? [String]) ?? []
    for path in paths.sorted() where path.hasSuffix(".swift") {
      guard let data = manager.contents(atPath: sources.appendingPathComponent(path).path)
      else { continue }
      let text = String(decoding: data, as: UTF8.self)
      if let clash = DeclarationScan.firstDeclaration(
        of: scaffold.name.declaredTypes, accessor: scaffold.name.accessor, in: text)
      {
        throw UsageError(
          command: "new",
          message: "Sources/Features/\(path) already declares `\(clash)`, which the scaffold "
            + "for `\(scaffold.name.name)` would declare too",
          expected: "a NAME whose types are new to the Features module")
      }
    }
  }

  /// The name of an entry beside `url` that differs from it only in case, if there is one.
  private static func sameNameIgnoringCase(_ url: URL) -> String? {
    let folder = url.deletingLastPathComponent()
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let wanted = url.lastPathComponent.lowercased()
    return names.first { $0.lowercased() == wanted }
  }
}
