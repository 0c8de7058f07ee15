@testable import DemoRunnerCore
@testable import DemoSession
import Foundation
import Testing

/// `demo-runner new`: the generated file set against its goldens, the next steps, and every
/// way a name or a destination is refused (exit 2, nothing written).
///
/// That the generated feature compiles, passes its tests and replays its golden is proved on a
/// copy of the package by `Scripts/scaffold-check.sh`.
@Suite struct ScaffoldTests {
  /// Every file under `folders` of `root`, by path relative to it.
  private func files(in root: DemoRunnerFixtures.ScratchRoot, under folders: [String])
    throws
    -> [String: String]
  {
    var found: [String: String] = [:]
    for folder in folders {
      let base = root.file(folder)
      guard let paths = FileManager.default.enumerator(atPath: base.path)?.allObjects as? [String]
      else { continue }
      for path in paths {
        var isDirectory: ObjCBool = false
        let full = base.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: full.path, isDirectory: &isDirectory),
          !isDirectory.boolValue
        else { continue }
        found[folder + "/" + path] = try root.read(folder + "/" + path)
      }
    }
    return found
  }

  @Test func theGeneratedFilesAreTheGoldens() async throws {
    let root = try DemoRunnerFixtures.ScratchRoot()
    defer { root.remove() }
    let result = await DemoRunnerFixtures.run(["new", "Weather", "--into", root.url.path])
    #expect(result.exitCode == 0, "\(result.stderr)")
    let generated = try files(
      in: root, under: ["Sources/Features/Weather", "Tests/FeaturesTests"])
    if ProcessInfo.processInfo.environment["RECORD_SCAFFOLD_GOLDENS"] == "1" {
      try ScaffoldGoldens.record(generated)
    }
    let goldens = ScaffoldGoldens.files
    #expect(generated.keys.sorted() == goldens.keys.sorted())
    for (path, golden) in goldens.sorted(by: { $0.key < $1.key }) {
      let text = generated[path] ?? ""
      let diff = LineDiff.diff(golden, text, expectedName: "golden", actualName: "generated")
      #expect(diff == nil, "\(path) differs from its golden:\n\(diff ?? "")")
    }
  }

  @Test func itPrintsEveryFileThenTheTwoLinesToAddByHand() async throws {
    let root = try DemoRunnerFixtures.ScratchRoot()
    defer { root.remove() }
    let result = await DemoRunnerFixtures.run(["new", "TrainTimes", "--into", root.url.path])
    #expect(result.exitCode == 0)
    #expect(result.stdout.hasPrefix("created Sources/Features/TrainTimes/TrainTimesItem.swift\n"))
    #expect(result.stdout.contains("created Tests/FeaturesTests/TrainTimesFeatureTests.swift\n"))
    #expect(result.stdout.contains("created Sources/Features/TrainTimes/Scripts/toggle.golden\n"))
    #expect(
      result.stdout.contains(
        "        DemoFeature(TrainTimesFeature.self) { TrainTimesView(store: $0) },\n"))
    #expect(result.stdout.contains("        \"TrainTimes/Scripts\",\n"))
    #expect(!result.stdout.contains(root.url.path))
    let live = try root.read("Sources/Features/TrainTimes/LiveTrainTimesService.swift")
    #expect(live.contains("`GET /train-times`"))
    let servicing = try root.read("Sources/Features/TrainTimes/TrainTimesServicing.swift")
    #expect(servicing.contains("public var trainTimesService: any TrainTimesServicing"))
    let golden = try root.read("Sources/Features/TrainTimes/Scripts/toggle.golden")
    #expect(golden.contains("# script: Sources/Features/TrainTimes/Scripts/toggle.demo\n"))
    #expect(golden.contains("TrainTimesFeature.State(") && golden.contains("TrainTimesItem("))
    #expect(!golden.contains("ScaffoldPrototype"))
    #expect(golden.hasSuffix("result: passed (6 steps, 3 expectations)\n"))
    #if os(Linux)
      // The UI walkthrough, recorded against the prototype's rendered view.
      let walkthrough = try root.read("Sources/Features/TrainTimes/Scripts/walkthrough.golden")
      #expect(walkthrough.contains("line 4: tap \"First item\"\n"))
      #expect(walkthrough.contains("  view:\n    list\n      row \"First item\"\n"))
      #expect(!walkthrough.contains("ScaffoldPrototype"))
      #expect(walkthrough.hasSuffix("result: passed (7 steps, 3 expectations)\n"))
    #endif
  }

  @Test func theLongestNameStillFitsTheLineLength() async throws {
    let root = try DemoRunnerFixtures.ScratchRoot()
    defer { root.remove() }
    let name = "A" + String(repeating: "b", count: FeatureName.maximumLength - 1)
    let result = await DemoRunnerFixtures.run(["new", name, "--into", root.url.path])
    #expect(result.exitCode == 0, "\(result.stderr)")
    for (path, text) in try files(in: root, under: ["Sources/Features/\(name)", "Tests"])
    where path.hasSuffix(".swift") {
      for (number, line) in text.split(separator: "\n").enumerated() {
        #expect(line.count <= 100, "\(path):\(number + 1) is \(line.count) characters")
      }
    }
  }

  struct BadName: Sendable, CustomTestStringConvertible {
    var name: String
    var message: String
    var testDescription: String { String(name.prefix(20)) }
  }

  static let badNames = [
    BadName(name: "", message: "invalid feature name ``: it is empty"),
    BadName(
      name: "weather",
      message: "it starts with `w`, not a capital letter; did you mean `Weather`?"),
    BadName(name: "9Lives", message: "it starts with `9`, not a capital letter"),
    BadName(name: "Wea/ther", message: "`/` at column 4 is not an ASCII letter or digit"),
    BadName(name: "../Evil", message: "`.` at column 1 is not an ASCII letter or digit"),
    BadName(name: "Two Words", message: "U+0020 at column 4 is not an ASCII letter or digit"),
    BadName(name: "Wéather", message: "`é` at column 2 is not an ASCII letter or digit"),
    BadName(name: "Snake_Case", message: "`_` at column 6 is not an ASCII letter or digit"),
    BadName(
      name: "Bad\u{1B}[2JName",
      message: "`Bad\\u{1B}[2JName`: U+001B at column 4 is not an ASCII letter or digit"),
    BadName(name: "Null\u{0}", message: "U+0000 at column 5"),
    BadName(name: "Bidi\u{202E}", message: "U+202E at column 5"),
    BadName(
      name: "WeatherFeature",
      message: "the scaffold adds the `Feature` suffix itself; did you mean `Weather`?"),
    BadName(
      name: String(repeating: "A", count: 10_000),
      message: "it is 10000 characters long, more than 24"),
  ]

  @Test(arguments: badNames)
  func aBadNameIsRefusedWithALocatedMessage(_ bad: BadName) async throws {
    let root = try DemoRunnerFixtures.ScratchRoot()
    defer { root.remove() }
    let before = try files(in: root, under: ["Sources", "Tests"])
    let result = await DemoRunnerFixtures.run(["new", bad.name, "--into", root.url.path])
    #expect(result.exitCode == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains(bad.message), "\(result.stderr)")
    #expect(result.stderr.contains("Run `demo-runner new --help` for usage."))
    #expect(!result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(result.stderr.count < 600, "the message quotes a long name in full")
    #expect(try files(in: root, under: ["Sources", "Tests"]) == before)
  }

  @Test(arguments: [
    "9Features", "My-Features", "Feat\u{1B}[2Jures", "", String(repeating: "M", count: 65), "class",
    "_", "self", "Self", "Any", "true", "import",
  ])
  func aBadModuleNameIsRefusedWritingNothing(_ module: String) async throws {
    let root = try DemoRunnerFixtures.ScratchRoot()
    defer { root.remove() }
    let before = try files(in: root, under: ["Sources", "Tests"])
    let result = await DemoRunnerFixtures.run(
      ["new", "Weather", "--into", root.url.path, "--module", module])
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("invalid module name"), "\(result.stderr)")
    #expect(result.stderr.contains("for `--module`"), "\(result.stderr)")
    #expect(
      result.stderr.contains("`--module NAME`, the Swift module the feature's sources compile into")
    )
    #expect(!result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(try files(in: root, under: ["Sources", "Tests"]) == before)
  }

  // Issue 35 #15: `demo-runner new Weather --module class` exited 0 and wrote `import class`, which does not compile.
  @Test(arguments: [
    ("class", "it is a Swift keyword (`import class` does not compile)"),
    ("self", "it is a Swift keyword (`import self` does not compile)"),
    ("_", "`_` alone is not a name (`import _` does not compile)"),
  ])
  func aKeywordModuleNameIsAUsageErrorOfTheBuiltExecutableWritingNothing(
    _ module: String, _ problem: String
  ) async throws {
    let runner = try #require(
      DemoRunnerFixtures.builtExecutable("demo-runner"), "demo-runner is built with the tests")
    let root = try DemoRunnerFixtures.ScratchRoot()
    defer { root.remove() }
    let before = try files(in: root, under: ["Sources", "Tests"])
    let result = try await ExploreRunnerProcess.run(
      runner, ["new", "Weather", "--into", root.url.path, "--module", module])
    #expect(result.status == 2, "\(result.output)")
    #expect(
      result.output.contains(
        "error: invalid module name `\(module)` for `--module`: \(problem) (expected `--module NAME`"
      ),
      "\(result.output)")
    #expect(!result.output.contains("created "), "\(result.output)")
    #expect(try files(in: root, under: ["Sources", "Tests"]) == before)
  }

  @Test(arguments: ["open", "actor", "some", "_Features"])
  func aContextualKeywordIsAModuleNameLikeAnyOther(_ module: String) async throws {
    let root = try DemoRunnerFixtures.ScratchRoot()
    defer { root.remove() }
    let result = await DemoRunnerFixtures.run(
      ["new", "Weather", "--into", root.url.path, "--module", module])
    #expect(result.exitCode == 0, "\(result.stderr)")
    let tests = try root.read("Tests/FeaturesTests/WeatherFeatureTests.swift")
    #expect(tests.contains("\nimport \(module)\n"))
  }

  @Test func theModuleNameIsWhatTheTestFileImports() async throws {
    let root = try DemoRunnerFixtures.ScratchRoot()
    defer { root.remove() }
    let result = await DemoRunnerFixtures.run(
      ["new", "Weather", "--into", root.url.path, "--module", "WeatherFeatures"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    let tests = try root.read("Tests/FeaturesTests/WeatherFeatureTests.swift")
    #expect(tests.contains("\nimport WeatherFeatures\n") && !tests.contains("import Features\n"))
  }

  @Test func anExistingFolderOrTestFileIsNeverOverwritten() async throws {
    let root = try DemoRunnerFixtures.ScratchRoot()
    defer { root.remove() }
    let items = await DemoRunnerFixtures.run(["new", "Items", "--into", root.url.path])
    #expect(items.exitCode == 2)
    #expect(items.stderr.contains("error: Sources/Features/Items already exists; refusing"))
    let upper = await DemoRunnerFixtures.run(["new", "ITEMS", "--into", root.url.path])
    #expect(upper.exitCode == 2)
    #expect(
      upper.stderr.contains("Sources/Features/Items already exists (it differs from ITEMS only"))
    try root.write("// mine\n", to: "Tests/FeaturesTests/WeatherFeatureTests.swift")
    let weather = await DemoRunnerFixtures.run(["new", "Weather", "--into", root.url.path])
    #expect(weather.exitCode == 2)
    #expect(weather.stderr.contains("Tests/FeaturesTests/WeatherFeatureTests.swift already exists"))
    #expect(try root.read("Tests/FeaturesTests/WeatherFeatureTests.swift") == "// mine\n")
    #expect(!FileManager.default.fileExists(atPath: root.file("Sources/Features/Weather").path))
    #expect(items.stdout.isEmpty && upper.stdout.isEmpty && weather.stdout.isEmpty)
  }

  @Test func aFailedWriteTakesBackWhatWasWritten() async throws {
    let root = try DemoRunnerFixtures.ScratchRoot()
    defer { root.remove() }
    // A file where the tests folder should be: the sources are written, the test file cannot be.
    try root.write("not a folder\n", to: "Tests/FeaturesTests")
    let result = await DemoRunnerFixtures.run(["new", "Weather", "--into", root.url.path])
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("error: cannot write Tests/FeaturesTests/WeatherFeatureTests"))
    #expect(result.stderr.contains("nothing was written"))
    #expect(result.stdout.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: root.file("Sources/Features/Weather").path))
  }

  @Test func aNameWhoseTypesExistIsRefused() async throws {
    let root = try DemoRunnerFixtures.ScratchRoot()
    defer { root.remove() }
    try root.write("public struct ClashItem {}\n", to: "Sources/Features/Shared/ClashItem.swift")
    let result = await DemoRunnerFixtures.run(["new", "Clash", "--into", root.url.path])
    #expect(result.exitCode == 2)
    #expect(
      result.stderr.contains(
        "error: Sources/Features/Shared/ClashItem.swift already declares `ClashItem`"))
    #expect(!FileManager.default.fileExists(atPath: root.file("Sources/Features/Clash").path))
    // The real package: `Item` would declare `ItemServicing` a second time.
    let item = await DemoRunnerFixtures.run(["new", "Item", "--into", root.url.path])
    #expect(item.exitCode == 0, "a scratch root has no Items sources")
    #expect(
      DeclarationScan.firstDeclaration(
        of: ["ItemServicing"], accessor: "itemService",
        in: "public protocol ItemServicing: Sendable {}") == "ItemServicing")
    #expect(
      DeclarationScan.firstDeclaration(
        of: ["ItemServicing"], accessor: "itemService",
        in: "struct ItemServicingLive {}\nlet itemServices = 1") == nil)
  }

  @Test func aDestinationThatIsNotAPackageIsAUsageError() async throws {
    let missing = await DemoRunnerFixtures.run(["new", "Weather", "--into", "/nonexistent/x"])
    #expect(missing.exitCode == 2)
    #expect(missing.stderr.contains("`--into /nonexistent/x` is not a package root"))
    let extra = await DemoRunnerFixtures.run(["new", "Weather", "Radar"])
    #expect(extra.exitCode == 2)
    #expect(extra.stderr.contains("unexpected argument `Radar`"))
    let none = await DemoRunnerFixtures.run(["new"])
    #expect(none.exitCode == 2)
    #expect(none.stderr.contains("error: missing NAME"))
    let help = await DemoRunnerFixtures.run(["new", "--help"])
    #expect(help.exitCode == 0)
    #expect(help.stdout.contains("Usage: demo-runner new NAME [--into DIR]"))
  }

  @Test func derivedNamesFollowTheConventions() throws {
    let name = try FeatureName("APIThing")
    #expect(name.accessor == "apiThingService")
    #expect(name.endpoint == "api-thing")
    #expect(try FeatureName("URL").accessor == "urlService")
    #expect(try FeatureName("Weather").declaredTypes.contains("MockWeatherService"))
  }
}
