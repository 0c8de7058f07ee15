@testable import DemoRunnerCore
@testable import DemoSession
import Foundation
import Testing

/// Issue 23: `check --root` followed a golden symlinked to a file outside the root and printed it
/// in its diff; `record --root` overwrote that file.
@Suite struct RootConfinementTests {
  private let golden = "Sources/Features/Items/Scripts/toggle.golden"
  private let script = "Sources/Features/Items/Scripts/toggle.demo"

  /// A folder outside any scratch root, holding `secret.txt`; removed by the caller.
  private func outsideFolder(secret: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("outside-root-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    try Data(secret.utf8).write(to: url.appendingPathComponent("secret.txt"))
    return url
  }

  /// Replaces `path` in `root` by a symlink to `destination`.
  private func link(
    _ path: String, in root: DemoRunnerFixtures.ScratchRoot, to destination: String
  ) throws {
    try FileManager.default.removeItem(at: root.file(path))
    try FileManager.default.createSymbolicLink(
      atPath: root.file(path).path, withDestinationPath: destination)
  }

  @Test func checkNeverPrintsAFileOutsideTheRootThatAGoldenLinksTo() async throws {
    let root = try DemoRunnerFixtures.ScratchRoot()
    defer { root.remove() }
    let outside = try outsideFolder(secret: "TOP-SECRET-LINE\nsecond secret line\n")
    defer { try? FileManager.default.removeItem(at: outside) }
    let secret = outside.appendingPathComponent("secret.txt").path
    try link(golden, in: root, to: secret)

    let result = await DemoRunnerFixtures.run(["check", "--root", root.url.path])

    #expect(result.exitCode == 2)
    #expect(!result.stdout.contains("SECRET"))
    #expect(!result.stderr.contains("SECRET"))
    #expect(result.stdout.contains("ERROR \(script)"))
    #expect(
      result.stderr.contains(
        "error: refusing to read \(golden): the symlink \(golden) points to `\(secret)`"))
    #expect(result.stderr.contains("outside the package root"))
    // The other scripts are still checked.
    #expect(result.stdout.contains("ok    Sources/Features/Items/Scripts/retry.demo"))
  }

  @Test(arguments: [[], ["Sources/Features/Items/Scripts/toggle.demo"]])
  func recordNeverWritesAFileOutsideTheRootThatAGoldenLinksTo(scripts: [String]) async throws {
    let root = try DemoRunnerFixtures.ScratchRoot()
    defer { root.remove() }
    let outside = try outsideFolder(secret: "keep me\n")
    defer { try? FileManager.default.removeItem(at: outside) }
    let secret = outside.appendingPathComponent("secret.txt")
    // A relative link, climbing out of the root with `..`.
    let climb = String(repeating: "../", count: 5 + root.url.pathComponents.count)
    try link(golden, in: root, to: climb + String(secret.path.dropFirst()))

    let result = await DemoRunnerFixtures.run(["record"] + scripts + ["--root", root.url.path])

    #expect(result.exitCode == 2)
    #expect(String(decoding: try Data(contentsOf: secret), as: UTF8.self) == "keep me\n")
    #expect(result.stderr.contains("error: \(golden) not recorded: refusing to write \(golden)"))
    #expect(result.stderr.contains("outside the package root"))
    #expect(!result.stdout.contains("recorded  \(golden)"))
    let type = try FileManager.default.attributesOfItem(atPath: root.file(golden).path)[.type]
    #expect(type as? FileAttributeType == .typeSymbolicLink)
  }

  @Test func aScriptsFolderLinkedOutsideTheRootIsNeitherReadNorWritten() async throws {
    let root = try DemoRunnerFixtures.ScratchRoot()
    defer { root.remove() }
    let outside = try outsideFolder(secret: "unused")
    defer { try? FileManager.default.removeItem(at: outside) }
    try Data("scenario loaded\nsend SECRET-STEP\n".utf8)
      .write(to: outside.appendingPathComponent("toggle.demo"))
    try Data("SECRET-GOLDEN\n".utf8).write(to: outside.appendingPathComponent("toggle.golden"))
    let folder = "Sources/Features/Items/Scripts"
    try link(folder, in: root, to: outside.path)

    let check = await DemoRunnerFixtures.run(["check", "--root", root.url.path])
    #expect(check.exitCode == 2)
    #expect(!(check.stdout + check.stderr).contains("SECRET"))
    #expect(
      check.stderr.contains(
        "error: refusing to list \(folder): the symlink \(folder) points to `\(outside.path)`"))

    let record = await DemoRunnerFixtures.run(["record", "--root", root.url.path])
    #expect(record.exitCode == 2)
    #expect(
      String(
        decoding: try Data(contentsOf: outside.appendingPathComponent("toggle.golden")),
        as: UTF8.self) == "SECRET-GOLDEN\n")

    let page = outside.deletingLastPathComponent()
      .appendingPathComponent("gallery-\(UUID().uuidString).html")
    defer { try? FileManager.default.removeItem(at: page) }
    let gallery = await DemoRunnerFixtures.run(
      ["gallery", "Items", "--html", page.path, "--root", root.url.path])
    #expect(gallery.exitCode == 0, "\(gallery.stderr)")
    let html = String(decoding: try Data(contentsOf: page), as: UTF8.self)
    #expect(!html.contains("SECRET"))
    #expect(html.contains("refusing to list \(folder)"))
  }

  @Test func aScriptsFolderLinkedOutsideTheRootIsNotListedSoNoOutsideNameIsPrinted() async throws {
    let root = try DemoRunnerFixtures.ScratchRoot()
    defer { root.remove() }
    let outside = try outsideFolder(secret: "unused")
    defer { try? FileManager.default.removeItem(at: outside) }
    for name in ["toggle", "private-plan-name"] {
      try Data("scenario loaded\n".utf8).write(to: outside.appendingPathComponent("\(name).demo"))
    }
    // Another feature folder (not registered) whose scripts folder also leads out.
    let stray = root.file("Sources/Features/Stray")
    try FileManager.default.createDirectory(at: stray, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: stray.appendingPathComponent("Scripts").path, withDestinationPath: outside.path)
    let folder = "Sources/Features/Items/Scripts"
    try link(folder, in: root, to: outside.path)

    let check = await DemoRunnerFixtures.run(["check", "--root", root.url.path])
    #expect(check.exitCode == 2)
    #expect(!(check.stdout + check.stderr).contains("private-plan-name"))
    #expect(check.stdout.contains("ERROR \(folder)\n"))
    #expect(
      check.stderr.contains(
        "error: refusing to list \(folder): the symlink \(folder) points to `\(outside.path)`"))

    let record = await DemoRunnerFixtures.run(["record", "--root", root.url.path])
    #expect(record.exitCode == 2)
    #expect(!(record.stdout + record.stderr).contains("private-plan-name"))
    #expect(record.stderr.contains("error: \(folder) not recorded: refusing to list \(folder)"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).count == 3)

    let named = await DemoRunnerFixtures.run(
      ["record", folder + "/private-plan-name.demo", "--root", root.url.path])
    #expect(named.exitCode == 2)
    #expect(named.stderr.contains("error: \(folder) not recorded: refusing to list \(folder)"))

    let list = await DemoRunnerFixtures.run(["list", "--root", root.url.path])
    #expect(!(list.stdout + list.stderr).contains("private-plan-name"))
    #expect(list.stderr.contains("error: refusing to list \(folder)"))
  }

  @Test func newNeverWritesThroughATestsFolderLinkedOutsideTheRoot() async throws {
    let root = try DemoRunnerFixtures.ScratchRoot()
    defer { root.remove() }
    let outside = try outsideFolder(secret: "unused")
    defer { try? FileManager.default.removeItem(at: outside) }
    try FileManager.default.createSymbolicLink(
      atPath: root.file("Tests").path, withDestinationPath: outside.path)

    let result = await DemoRunnerFixtures.run(["new", "Weather", "--into", root.url.path])

    #expect(result.exitCode == 2)
    #expect(
      result.stderr.contains(
        "refusing to write Tests/FeaturesTests/WeatherFeatureTests.swift: the symlink Tests "
          + "points to `\(outside.path)`"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == ["secret.txt"])
    #expect(!FileManager.default.fileExists(atPath: root.file("Sources/Features/Weather").path))
  }

  @Test func aGoldenLinkedInsideTheRootIsStillChecked() async throws {
    let root = try DemoRunnerFixtures.ScratchRoot()
    defer { root.remove() }
    try FileManager.default.moveItem(at: root.file(golden), to: root.file("shared.golden"))
    try FileManager.default.createSymbolicLink(
      atPath: root.file(golden).path, withDestinationPath: "../../../../shared.golden")

    let result = await DemoRunnerFixtures.run(["check", "--root", root.url.path])

    #expect(result.exitCode == 0, "\(result.stdout)\n\(result.stderr)")
    #expect(result.stdout.contains("ok    \(script)"))
  }

  @Test func aRootReachedThroughASymlinkIsItsOwnInside() throws {
    let root = try DemoRunnerFixtures.ScratchRoot()
    defer { root.remove() }
    let alias = FileManager.default.temporaryDirectory
      .appendingPathComponent("root-alias-\(UUID().uuidString)")
    try FileManager.default.createSymbolicLink(
      atPath: alias.path, withDestinationPath: root.url.path)
    defer { try? FileManager.default.removeItem(at: alias) }

    let resolved = try RootConfinement.resolve(
      alias.appendingPathComponent(golden), inside: alias, shown: golden, verb: "read")

    #expect(resolved.path.hasSuffix(golden))
    #expect(FileManager.default.fileExists(atPath: resolved.path))
  }

  @Test func aSymlinkLoopIsARefusalNotAHang() throws {
    let root = try DemoRunnerFixtures.ScratchRoot()
    defer { root.remove() }
    try link(golden, in: root, to: "toggle.golden")
    #expect(throws: RootConfinement.Refusal.self) {
      try RootConfinement.resolve(
        root.file(golden), inside: root.url, shown: golden, verb: "read")
    }
  }
}
