import DemoRunner
import DemoRunnerCore
import DemoSession
import Foundation
import Testing

/// Paths and temporary package roots for the demo runner's tests.
enum DemoRunnerFixtures {
  /// The package root of this checkout (…/Tests/DemoRunnerTests/Support/this file → …).
  static let packageRoot: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url
  }()

  /// The package's executable `name`, built beside the test binary (`swift build --build-tests` builds every
  /// executable): …/debug/ConvergencePackageTests.xctest on Linux, …/Contents/MacOS/… on macOS; else the debug
  /// build's. `nil` when none is there.
  static func builtExecutable(_ name: String) -> String? {
    var candidates: [URL] = []
    if let executable = Bundle.main.executableURL {
      var folder = executable.deletingLastPathComponent()
      for _ in 0..<4 {
        candidates.append(folder.appendingPathComponent(name))
        folder.deleteLastPathComponent()
      }
    }
    candidates.append(packageRoot.appendingPathComponent(".build/debug/\(name)"))
    return candidates.map(\.path).first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Runs the demo runner in-process from the package root, with an environment that has no
  /// root override.
  ///
  /// The command runs on the main actor, as the executable's does. A test that only calls it and checks what it
  /// printed or wrote need not be `@MainActor` itself: its setup (a scratch root) and its checks then run off the
  /// main actor, which the suite's in-process commands, stores and views all share.
  @MainActor
  static func run(
    _ arguments: [String], stdin: String = "", catalog: FeatureCatalog = .standard,
    environment: [String: String] = [:]
  ) async -> DemoRunResult {
    await DemoRunner.run(
      arguments: arguments, stdin: stdin, catalog: catalog, environment: environment,
      currentDirectory: packageRoot.path)
  }

  /// A scratch package root holding copies of every registered feature's bundled scripts and
  /// goldens (the folders come from ``FeatureCatalog/standard``); removed by `remove()`.
  struct ScratchRoot {
    let url: URL

    init(catalog: FeatureCatalog = .standard) throws {
      url = FileManager.default.temporaryDirectory
        .appendingPathComponent("demo-runner-tests-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try Data("// scratch\n".utf8).write(to: url.appendingPathComponent("Package.swift"))
      for feature in catalog.features {
        let scripts = url.appendingPathComponent(feature.scriptsFolder)
        try FileManager.default.createDirectory(at: scripts, withIntermediateDirectories: true)
        let source = DemoRunnerFixtures.packageRoot.appendingPathComponent(feature.scriptsFolder)
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
          try FileManager.default.copyItem(
            at: source.appendingPathComponent(name), to: scripts.appendingPathComponent(name))
        }
      }
    }

    /// The file at `path` (relative to the root).
    func file(_ path: String) -> URL { url.appendingPathComponent(path) }

    /// Writes `text` to `path`.
    func write(_ text: String, to path: String) throws {
      try FileManager.default.createDirectory(
        at: file(path).deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file(path))
    }

    /// Reads `path` as text.
    func read(_ path: String) throws -> String {
      String(decoding: try Data(contentsOf: file(path)), as: UTF8.self)
    }

    func remove() {
      try? FileManager.default.removeItem(at: url)
    }
  }

  /// Removes the file at `path` (a script written by ``scriptFile(_:)``).
  static func remove(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Writes `text` to a fresh temporary script file and returns its path; remove it with
  /// ``remove(_:)``.
  static func scriptFile(_ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("demo-runner-\(UUID().uuidString).demo")
    try Data(text.utf8).write(to: url)
    return url.path
  }
}
