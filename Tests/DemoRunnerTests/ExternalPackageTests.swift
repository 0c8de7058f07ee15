@testable import DemoRunnerCore
import Foundation
import Testing

/// `Examples/ExternalFeature`, the user's-own-package fixture that `.ci/run` builds and checks: its sources stay
/// what the docs show and what `demo-runner new` generates today, so the CI build proves the current scaffold and
/// the documented runner, not a stale copy.
@Suite struct ExternalPackageTests {
  static let fixture = DemoRunnerFixtures.packageRoot.appendingPathComponent(
    "Examples/ExternalFeature")

  @Test func theDocumentedRunnerIsTheFixturesMainFile() throws {
    let guide = try String(
      contentsOf: DemoRunnerFixtures.packageRoot.appendingPathComponent("Docs/DemoRunner.md"),
      encoding: .utf8)
    let section = try #require(guide.range(of: "### In your own package"))
    let start = try #require(
      guide.range(of: "```swift\n", range: section.upperBound..<guide.endIndex))
    let end = try #require(guide.range(of: "```", range: start.upperBound..<guide.endIndex))
    let sample = String(guide[start.upperBound..<end.lowerBound])
    let main = try String(
      contentsOf: Self.fixture.appendingPathComponent("Sources/WeatherDemo/main.swift"),
      encoding: .utf8)
    #expect(main == sample, "Docs/DemoRunner.md's sample is not the fixture's main.swift")
  }

  /// The feature's files, as `demo-runner new Weather --module WeatherFeatures` writes them.
  static let generatedPaths = ScaffoldGoldens.files.keys.sorted()

  @MainActor @Test func theFixturesFeatureIsWhatTheScaffoldGeneratesToday() async throws {
    let root = try DemoRunnerFixtures.ScratchRoot()
    defer { root.remove() }
    let result = await DemoRunnerFixtures.run(
      ["new", "Weather", "--into", root.url.path, "--module", "WeatherFeatures"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(!Self.generatedPaths.isEmpty)
    for path in Self.generatedPaths {
      let generated = try root.read(path)
      let text = try? String(contentsOf: Self.fixture.appendingPathComponent(path), encoding: .utf8)
      let diff = text.flatMap {
        LineDiff.diff(generated, $0, expectedName: "scaffold", actualName: "fixture")
      }
      #expect(
        text != nil && diff == nil,
        """
        Examples/ExternalFeature/\(path) is not what `demo-runner new` generates today; regenerate the feature: \
        rm -r Examples/ExternalFeature/Sources/Features/Weather \
        Examples/ExternalFeature/Tests/FeaturesTests/WeatherFeatureTests.swift && swift run demo-runner new \
        Weather --into Examples/ExternalFeature --module WeatherFeatures
        \(diff ?? "missing")
        """)
    }
  }
}
