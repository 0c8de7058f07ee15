import DemoScript
import DemoSession
import DemoTerminal
import Foundation

/// What every subcommand runs with: the features, where to write, where to read, and the
/// environment it was started in.
@MainActor
struct CommandContext {
  /// The features the runner knows.
  var catalog: FeatureCatalog
  /// Standard output and standard error.
  var console: Console
  /// Standard input, for `run --interactive`.
  var input: LineReader
  /// The process environment (for `DEMO_RUNNER_ROOT` and `CONVERGENCE_API_TOKEN`).
  var environment: [String: String]
  /// The directory relative paths are resolved against.
  var currentDirectory: String
  /// Whether to prompt before reading each interactive line (standard input is a terminal).
  var prompts: Bool

  /// How many columns screens are drawn in (`COLUMNS`, else the terminal's width, else 80).
  var columns = TerminalWidth.golden

  /// Measures the width again, for interactive sessions, whose terminal can be resized
  /// (`SIGWINCH`) between lines; `nil` keeps ``columns``.
  var measureColumns: (@MainActor () -> Int)?

  /// The width to draw at now: ``measureColumns`` asked again, else ``columns``.
  func currentColumns() -> Int {
    measureColumns?() ?? columns
  }

  /// The bounds sessions run with.
  var limits = SessionLimits.standard

  /// The runner's own executable, when it runs as a process: `explore` runs its explorations in a child
  /// process of it so a trap is reported, not fatal. `nil` in-process (tests), where exploring runs in-process.
  var executable: String?

  /// The package root, or a usage error saying how to point at it.
  ///
  /// A `--root DIR` (or `DEMO_RUNNER_ROOT`) that is not a package root (a folder holding
  /// `Package.swift` and `Sources/Features`) is a usage error naming it, never an empty run.
  func root(override: String?, command: String) throws(UsageError) -> PackageRoot {
    guard let root = try optionalRoot(override: override, command: command) else {
      throw UsageError(
        command: command, message: "cannot find the package root (the folder with Package.swift)",
        expected: "to run from the package, `--root DIR`, or \(PackageRoot.environmentVariable)")
    }
    return root
  }

  /// The package root if one is found, `nil` with nothing to go on; an explicit `--root` or
  /// `DEMO_RUNNER_ROOT` that is not a package root is a usage error naming it.
  func optionalRoot(override: String?, command: String) throws(UsageError) -> PackageRoot? {
    if let override {
      guard !override.isEmpty else {
        throw UsageError(
          command: command, message: "`--root` is empty",
          expected: "`--root DIR`, the folder with Package.swift and Sources/Features")
      }
      let url = PackageRoot.absolute(override, from: currentDirectory)
      guard PackageRoot.isPackage(url) else {
        throw UsageError(
          command: command,
          message: "`--root \(override)` is not a package root: \(url.path) "
            + PackageRoot.whatIsMissing(in: url),
          expected: "`--root DIR`, the folder with Package.swift and Sources/Features")
      }
    } else if let value = environment[PackageRoot.environmentVariable], !value.isEmpty {
      let url = PackageRoot.absolute(value, from: currentDirectory)
      guard PackageRoot.isPackage(url) else {
        throw UsageError(
          command: command,
          message: "\(PackageRoot.environmentVariable)=\(value) is not a package root: "
            + "\(url.path) " + PackageRoot.whatIsMissing(in: url),
          expected: "\(PackageRoot.environmentVariable) naming the folder with Package.swift "
            + "and Sources/Features")
      }
    }
    return PackageRoot.locate(
      override: override, environment: environment, currentDirectory: currentDirectory)
  }

  /// The feature called `name`, or a usage error naming the closest ones.
  func feature(named name: String, command: String) throws(UsageError) -> DemoFeature {
    if let feature = catalog.feature(named: name) { return feature }
    let names = catalog.features.map(\.name)
    throw UsageError(
      command: command, message: "unknown feature `\(name)`", expected: UsageError.names(names),
      suggestions: ClosestMatch.suggestions(for: name, among: names))
  }
}
