@testable import DemoRunnerCore
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Issue 18: `gallery --html` and `record` replaced a symlink or a device with a regular file and
/// reported success when the write went nowhere.
@MainActor
@Suite struct OutputFileTests {
  /// A fresh scratch folder, removed by the caller.
  private func scratch() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("output-file-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  private func fileType(_ url: URL) -> FileAttributeType? {
    (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType
  }

  @Test func galleryHTMLWritesThroughASymlinkToItsTarget() async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("real.html")
    try Data("old".utf8).write(to: target)
    let link = folder.appendingPathComponent("link.html")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.html")

    let result = await DemoRunnerFixtures.run(["gallery", "--html", link.path], catalog: .shelf)

    // (The shelf catalog has a scenario that fails on purpose: the exit status is 1, not 2.)
    #expect(result.exitCode != 2, "\(result.stderr)")
    #expect(result.stdout.contains("wrote "))
    #expect(fileType(link) == .typeSymbolicLink)
    let html = String(decoding: try Data(contentsOf: target), as: UTF8.self)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
  }

  @Test func galleryHTMLRefusesAFIFOAndADirectoryNamingThePath() async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("pipe.html")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let directory = folder.appendingPathComponent("folder.html")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)

    for (path, kind) in [(fifo.path, "a special file"), (directory.path, "a directory")] {
      let result = await DemoRunnerFixtures.run(["gallery", "--html", path], catalog: .shelf)
      #expect(result.exitCode == 2)
      #expect(result.stderr.contains("refusing to write `\(path)`: it is \(kind)"))
      #expect(!result.stdout.contains("wrote"))
    }
    #expect(fileType(fifo) != .typeRegular)
    #expect(fileType(directory) == .typeDirectory)
  }

  @Test func outputFileRefusesACharacterDeviceBeforeWriting() throws {
    // `/dev/null` is only resolved, never written: the refusal comes before any write.
    #expect(throws: OutputFile.Failure.self) {
      try OutputFile.resolve(URL(fileURLWithPath: "/dev/null"))
    }
    do {
      _ = try OutputFile.resolve(URL(fileURLWithPath: "/dev/null"))
    } catch {
      #expect(error.description.contains("`/dev/null`: it is a character device"))
    }
  }

  @Test func aFailedWriteIsReportedNamingTheTarget() async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let link = folder.appendingPathComponent("dangling.html")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: "/nonexistent-folder-\(UUID().uuidString)/x.html")

    let result = await DemoRunnerFixtures.run(["gallery", "--html", link.path], catalog: .shelf)

    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("cannot write `/nonexistent-folder-"))
    #expect(result.stderr.contains("(the target of `\(link.path)`)"))
    #expect(!result.stdout.contains("wrote"))
  }

  @Test func symlinkLoopsAreAnErrorNotAHang() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let a = folder.appendingPathComponent("a")
    let b = folder.appendingPathComponent("b")
    try FileManager.default.createSymbolicLink(atPath: a.path, withDestinationPath: b.path)
    try FileManager.default.createSymbolicLink(atPath: b.path, withDestinationPath: a.path)
    #expect(throws: OutputFile.Failure.self) { try OutputFile.write(Data(), to: a) }
  }

  @Test func recordWritesThroughASymlinkedGolden() async throws {
    let root = try DemoRunnerFixtures.ScratchRoot()
    defer { root.remove() }
    let golden = root.file("Sources/Features/Items/Scripts/toggle.golden")
    let kept = root.file("kept.golden")
    try FileManager.default.moveItem(at: golden, to: kept)
    try Data("stale\n".utf8).write(to: kept)
    try FileManager.default.createSymbolicLink(atPath: golden.path, withDestinationPath: kept.path)

    let result = await DemoRunnerFixtures.run(
      ["record", "Sources/Features/Items/Scripts/toggle.demo", "--root", root.url.path])

    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(fileType(golden) == .typeSymbolicLink)
    #expect(try root.read("kept.golden").contains("✓"))
  }

  @Test func recordRefusesAGoldenThatIsNotARegularFile() async throws {
    let root = try DemoRunnerFixtures.ScratchRoot()
    defer { root.remove() }
    let golden = root.file("Sources/Features/Items/Scripts/toggle.golden")
    try FileManager.default.removeItem(at: golden)
    #expect(mkfifo(golden.path, 0o600) == 0)

    let result = await DemoRunnerFixtures.run(
      ["record", "Sources/Features/Items/Scripts/toggle.demo", "--root", root.url.path])

    #expect(result.exitCode == 1)
    #expect(result.stderr.contains("toggle.golden not recorded: refusing to write"))
    #expect(!result.stdout.contains("recorded"))
    #expect(fileType(golden) != .typeRegular)
  }

  @Test(arguments: ["record", "check", "list"])
  func rootThatIsNotAPackageIsAUsageErrorNamingTheArgument(command: String) async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }

    let result = await DemoRunnerFixtures.run([command, "--root", folder.path])

    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("`--root \(folder.path)` is not a package root"))
    #expect(result.stderr.contains("has no Package.swift and no Sources/Features"))
  }

  @Test func rootThatDoesNotExistIsAUsageError() async {
    let result = await DemoRunnerFixtures.run(["check", "--root", "/nonexistent-root-folder"])
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("/nonexistent-root-folder does not exist"))
  }

  @Test func environmentRootThatIsNotAPackageIsAUsageErrorNamingTheVariable() async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = await DemoRunnerFixtures.run(
      ["check"], environment: ["DEMO_RUNNER_ROOT": folder.path])
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("DEMO_RUNNER_ROOT=\(folder.path) is not a package root"))
  }
}
