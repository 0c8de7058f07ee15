import DemoRunner
@testable import DemoRunnerCore
@testable import DemoSession
import Foundation
import Testing

@Suite struct CheckAndRecordTests {
  /// The standard catalog's Items feature alone. The tests of how `check` and `record` treat a scratch root's
  /// scripts concern Items' scripts: a root of those (5 scripts, not every feature's 18) and a catalog of Items
  /// replay only what the test reads (`check` of the whole catalog stays `checkPassesOnTheBundledGoldens`).
  static let items = FeatureCatalog(FeatureCatalog.standard.features.filter { $0.name == "Items" })

  @Test func checkPassesOnTheBundledGoldens() async {
    let result = await DemoRunnerFixtures.run(["check"])
    #expect(result.exitCode == 0, "\(result.stdout)\n\(result.stderr)")
    #expect(result.stdout.contains("ok    Sources/Features/Items/Scripts/toggle.demo"))
    #expect(result.stdout.contains(" 0 failed"))
    #expect(!result.stdout.contains(DemoRunnerFixtures.packageRoot.path))
  }

  @Test func everyFeatureShipsAtLeastTwoScriptsWithGoldens() throws {
    for feature in FeatureCatalog.standard.features {
      let folder = DemoRunnerFixtures.packageRoot.appendingPathComponent(feature.scriptsFolder)
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      let scripts = names.filter { $0.hasSuffix(".demo") }
      #expect(scripts.count >= 2, "\(feature.name) has \(scripts.count) scripts")
      for script in scripts {
        #expect(names.contains(String(script.dropLast(5)) + ".golden"), "\(script)")
      }
    }
  }

  @Test func tamperedGoldenFailsWithADiff() async throws {
    let root = try DemoRunnerFixtures.ScratchRoot(catalog: Self.items)
    defer { root.remove() }
    let golden = "Sources/Features/Items/Scripts/toggle.golden"
    let original = try root.read(golden)
    try root.write(
      original.replacingOccurrences(of: "[x] Water the ferns", with: "[ ] Water the ferns"),
      to: golden)
    let result = await DemoRunnerFixtures.run(
      ["check", "--root", root.url.path], catalog: Self.items)
    #expect(result.exitCode == 1)
    #expect(
      result.stdout.contains(
        "FAIL  Sources/Features/Items/Scripts/toggle.demo: the transcript differs from its golden"
      ))
    #expect(result.stdout.contains("--- \(golden)"))
    #expect(result.stdout.contains("- " + "    │ [ ] Water the ferns"))
    #expect(result.stdout.contains("+ " + "    │ [x] Water the ferns"))
    #expect(result.stdout.contains("ok    Sources/Features/Items/Scripts/retry.demo"))
    #expect(!result.stdout.contains(root.url.path))
  }

  @Test func missingGoldenFailsAndSaysHowToRecordIt() async throws {
    let root = try DemoRunnerFixtures.ScratchRoot(catalog: Self.items)
    defer { root.remove() }
    try FileManager.default.removeItem(at: root.file("Sources/Features/Items/Scripts/retry.golden"))
    let result = await DemoRunnerFixtures.run(
      ["check", "--root", root.url.path], catalog: Self.items)
    #expect(result.exitCode == 1)
    #expect(result.stdout.contains("no golden transcript at"))
    #expect(result.stdout.contains("demo-runner record Sources/Features/Items/Scripts/retry.demo"))
  }

  @Test func recordRewritesGoldensThatCheckThenAccepts() async throws {
    let root = try DemoRunnerFixtures.ScratchRoot(catalog: Self.items)
    defer { root.remove() }
    let golden = "Sources/Features/Items/Scripts/toggle.golden"
    let original = try root.read(golden)
    try root.write("stale\n", to: golden)
    let record = await DemoRunnerFixtures.run(
      ["record", "Sources/Features/Items/Scripts/toggle.demo", "--root", root.url.path],
      catalog: Self.items)
    #expect(record.exitCode == 0)
    #expect(record.stdout == "recorded  \(golden)\n")
    #expect(try root.read(golden) == original)
    let check = await DemoRunnerFixtures.run(
      ["check", "--root", root.url.path], catalog: Self.items)
    #expect(check.exitCode == 0)
  }

  @Test func recordWithoutArgumentsRecordsEveryScript() async throws {
    let root = try DemoRunnerFixtures.ScratchRoot(catalog: Self.items)
    defer { root.remove() }
    try root.write(
      "# a new script\nscenario empty\nexpect viewState empty\n",
      to: "Sources/Features/Items/Scripts/new.demo")
    let result = await DemoRunnerFixtures.run(
      ["record", "--root", root.url.path], catalog: Self.items)
    #expect(result.exitCode == 0)
    #expect(result.stdout.contains("recorded  Sources/Features/Items/Scripts/new.golden"))
    #expect(result.stdout.contains("unchanged Sources/Features/Items/Scripts/toggle.golden"))
    #expect(try root.read("Sources/Features/Items/Scripts/new.golden").contains("✓ viewState"))
  }

  @Test func recordRefusesAScriptWhoseExpectationsFail() async throws {
    let root = try DemoRunnerFixtures.ScratchRoot(catalog: Self.items)
    defer { root.remove() }
    try root.write(
      "scenario empty\nexpect viewState loaded\n",
      to: "Sources/Features/Items/Scripts/wrong.demo")
    let result = await DemoRunnerFixtures.run(
      ["record", "Sources/Features/Items/Scripts/wrong.demo", "--root", root.url.path],
      catalog: Self.items)
    #expect(result.exitCode == 1)
    #expect(result.stderr.contains("not recorded, 1 expectation failed"))
    #expect(
      !FileManager.default.fileExists(
        atPath: root.file("Sources/Features/Items/Scripts/wrong.golden").path))
  }

  @Test func checkReportsAMalformedBundledScriptWithExitTwo() async throws {
    let root = try DemoRunnerFixtures.ScratchRoot(catalog: Self.items)
    defer { root.remove() }
    try root.write(
      "scenario loaded\nsend rowTaped\n", to: "Sources/Features/Items/Scripts/bad.demo")
    let result = await DemoRunnerFixtures.run(
      ["check", "--root", root.url.path], catalog: Self.items)
    #expect(result.exitCode == 2)
    #expect(result.stdout.contains("ERROR Sources/Features/Items/Scripts/bad.demo"))
    #expect(result.stderr.contains("Sources/Features/Items/Scripts/bad.demo:2:6: error:"))
  }

  @Test func checkFailsAScriptWhoseExpectationFailsEvenWithAMatchingGolden() async throws {
    let root = try DemoRunnerFixtures.ScratchRoot(catalog: Self.items)
    defer { root.remove() }
    let script = "scenario empty\nexpect viewState loaded\n"
    try root.write(script, to: "Sources/Features/Items/Scripts/wrong.demo")
    let run = await DemoRunnerFixtures.run(
      [
        "run", "Items", "--script", root.file("Sources/Features/Items/Scripts/wrong.demo").path,
        "--root", root.url.path,
      ], catalog: Self.items)
    try root.write(run.stdout, to: "Sources/Features/Items/Scripts/wrong.golden")
    let result = await DemoRunnerFixtures.run(
      ["check", "--root", root.url.path], catalog: Self.items)
    #expect(result.exitCode == 1)
    #expect(result.stdout.contains("wrong.demo: 1 expectation failed"))
  }

  @Test func recordOfAFileOutsideTheScriptsFoldersIsAUsageError() async throws {
    let root = try DemoRunnerFixtures.ScratchRoot(catalog: Self.items)
    defer { root.remove() }
    let result = await DemoRunnerFixtures.run(
      ["record", "Sources/Features/Items/Scripts/toggel.demo", "--root", root.url.path],
      catalog: Self.items)
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("is not a bundled script"))
    #expect(result.stderr.contains("did you mean `Sources/Features/Items/Scripts/toggle.demo`"))
  }

  @Test func checkWithNoScriptsFails() async throws {
    let root = try DemoRunnerFixtures.ScratchRoot(catalog: Self.items)
    defer { root.remove() }
    for feature in Self.items.features {
      try FileManager.default.removeItem(at: root.file(feature.scriptsFolder))
    }
    let result = await DemoRunnerFixtures.run(
      ["check", "--root", root.url.path], catalog: Self.items)
    #expect(result.exitCode == 1)
    #expect(result.stderr.contains("no scripts found"))
  }

  /// Issue 16: a script in a folder no registered feature reads was never run, and check passed.
  @Test func checkFailsForAScriptNoRegisteredFeatureClaims() async throws {
    let root = try DemoRunnerFixtures.ScratchRoot(catalog: Self.items)
    defer { root.remove() }
    let stray = "Sources/Features/WeatherFeature/Scripts/forecast.demo"
    try root.write("scenario loaded\n", to: stray)
    let nested = "Sources/Features/Items/Scripts/old/toggle.demo"
    try root.write("scenario loaded\n", to: nested)
    let result = await DemoRunnerFixtures.run(
      ["check", "--root", root.url.path], catalog: Self.items)
    #expect(result.exitCode == 1)
    #expect(
      result.stderr.contains("error: \(stray): no registered feature claims this script"))
    #expect(result.stderr.contains("error: \(nested): no registered feature claims"))
    #expect(result.stdout.contains("check: 2 problems with the scripts folders"))
    #expect(result.stdout.contains(" 0 failed"))
  }

  /// Issue 16: `WeatherFeature`'s scripts were looked for under `WeatherFeature/Scripts`; a
  /// registered feature with nothing to replay must fail check, naming the folder.
  @Test func checkFailsForARegisteredFeatureWithoutScripts() async throws {
    let catalog = FeatureCatalog(
      FeatureCatalog.standard.features + [DemoFeature(SpinnerFeature.self)])
    let root = try DemoRunnerFixtures.ScratchRoot()
    defer { root.remove() }
    let result = await DemoRunner.run(
      arguments: ["check", "--root", root.url.path], catalog: catalog, environment: [:],
      currentDirectory: DemoRunnerFixtures.packageRoot.path)
    #expect(result.exitCode == 1)
    #expect(
      result.stderr.contains(
        "error: SpinnerFeature has no scripts: Sources/Features/Spinner/Scripts holds no `.demo` file"
      ))
    #expect(!result.stdout.contains("FAIL"))
  }

  @Test func theScriptsFolderIsTheTypeNameWithoutFeature() {
    #expect(DemoFeature(SpinnerFeature.self).scriptsFolder == "Sources/Features/Spinner/Scripts")
    #expect(DemoFeature(ShelfFeature.self).scriptsFolder == "Sources/Features/Shelf/Scripts")
    #expect(
      DemoFeature(ShelfFeature.self, folder: "Books").scriptsFolder
        == "Sources/Features/Books/Scripts")
    #expect(DemoFeature.scriptsFolder(forTypeName: "Feature") == "Sources/Features/Feature/Scripts")
  }

  @Test func everyRegisteredFeatureHasItsScriptsFolderExcludedFromTheFeaturesTarget() throws {
    let manifest = String(
      decoding: try Data(
        contentsOf: DemoRunnerFixtures.packageRoot.appendingPathComponent("Package.swift")),
      as: UTF8.self)
    for feature in FeatureCatalog.standard.features {
      let excluded = feature.scriptsFolder.replacingOccurrences(of: "Sources/Features/", with: "")
      #expect(manifest.contains("\"\(excluded)\""), "\(excluded) is not excluded in Package.swift")
    }
  }
}
