import DemoSession

/// The whole file set of a new feature, the way the sample features are laid out, as text:
/// what `demo-runner new NAME` writes.
///
/// For `Weather` (paths relative to the package root):
///
/// ```text
/// Sources/Features/Weather/WeatherItem.swift          the model
/// Sources/Features/Weather/WeatherServicing.swift     the service protocol and its dependency
/// Sources/Features/Weather/LiveWeatherService.swift   the live service over `apiClient`
/// Sources/Features/Weather/MockWeatherService.swift   the scenario mock
/// Sources/Features/Weather/WeatherFixtures.swift      fixed ids and fictional data
/// Sources/Features/Weather/WeatherScenarios.swift     one scenario per view state
/// Sources/Features/Weather/WeatherFeature.swift       the reducer and its view state
/// Sources/Features/Weather/WeatherView.swift          SwiftUI, with a #Preview per scenario
/// Sources/Features/Weather/Scripts/toggle.demo        a script …
/// Sources/Features/Weather/Scripts/toggle.golden      … and its transcript
/// Sources/Features/Weather/Scripts/walkthrough.demo   a UI walkthrough (Linux) …
/// Sources/Features/Weather/Scripts/walkthrough.golden … and its transcript
/// Tests/FeaturesTests/WeatherFeatureTests.swift       scenario proofs and an exhaustive flow
/// ```
///
/// The generated code compiles without warnings and its tests pass as generated; the golden
/// is recorded in-process by ``TranscriptTemplate``, exactly what `demo-runner record` writes
/// for the script (`Scripts/scaffold-check.sh` proves both on a copy of the package).
struct FeatureScaffold: Sendable {
  /// One file to write.
  struct File: Equatable, Sendable {
    /// The path relative to the package root.
    var path: String
    /// The file's text.
    var contents: String
  }

  /// The feature's names.
  let name: FeatureName
  /// The module the feature's sources compile into, which the test file imports: `Features` in this package, the
  /// target's name in a package of your own (`--module`).
  let module: String

  /// A scaffold for `name`, whose sources compile into `module`.
  init(_ name: FeatureName, module: String = "Features") {
    self.name = name
    self.module = module
  }

  /// The feature's folder: `Sources/Features/Weather`.
  var folder: String { "Sources/Features/\(name.name)" }
  /// The test file: `Tests/FeaturesTests/WeatherFeatureTests.swift`.
  var testPath: String { "Tests/FeaturesTests/\(name.tests).swift" }
  /// The scripts folder, as `Package.swift` excludes it: `Weather/Scripts`.
  var excludeEntry: String { "\(name.name)/Scripts" }

  /// Every file, sources first, then the scripts, then the test file.
  ///
  /// - Throws: ``TranscriptTemplate/Failure`` if the golden cannot be recorded (a bug).
  @MainActor
  func files() async throws(TranscriptTemplate.Failure) -> [File] {
    let n = name
    let script = "\(folder)/Scripts/toggle.demo"
    let golden = try await TranscriptTemplate.toggle(n, scriptPath: script)
    // The UI walkthrough presses the rendered screen, which only Linux renders.
    var walkthrough: [File] = []
    #if os(Linux)
      let walkthroughScript = "\(folder)/Scripts/walkthrough.demo"
      walkthrough = [
        File(path: walkthroughScript, contents: ScaffoldTemplate.walkthrough.text),
        File(
          path: BundledScript.goldenPath(for: walkthroughScript),
          contents: try await TranscriptTemplate.transcript(
            of: .walkthrough, n, scriptPath: walkthroughScript)),
      ]
    #endif
    /// A source file of the feature's folder, named `file`.swift.
    func source(_ file: String, _ template: ScaffoldTemplate) -> File {
      File(path: "\(folder)/\(file).swift", contents: template.filled(n, module: module))
    }
    return [
      source(n.model, .item), source(n.servicing, .servicing), source(n.liveService, .liveService),
      source(n.mockService, .mockService), source(n.fixtures, .fixtures),
      source("\(n.name)Scenarios", .scenarios), source(n.feature, .feature), source(n.view, .view),
      File(path: script, contents: ScaffoldTemplate.toggle.text),
      File(path: BundledScript.goldenPath(for: script), contents: golden),
    ] + walkthrough + [
      File(path: testPath, contents: ScaffoldTemplate.featureTests.filled(n, module: module))
    ]
  }

  /// What to do after writing the files: register the feature and exclude its scripts.
  var nextSteps: String {
    """
    Next steps:
      1. Register the feature in FeatureCatalog.standard
         (Sources/DemoRunner/FeatureCatalog+Standard.swift), one line:
             DemoFeature(\(name.feature).self) { \(name.view)(store: $0) },
      2. Exclude its scripts from the Features target (Package.swift, `exclude:`):
             "\(excludeEntry)",
      3. Build and check it:
             swift build -Xswiftc -warnings-as-errors
             swift test --filter \(name.tests)
             swift run demo-runner check
    """
  }
}
