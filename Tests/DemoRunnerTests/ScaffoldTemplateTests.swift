@testable import DemoRunnerCore
import Foundation
import Reducer
import Testing

/// The scaffold's templates (`Sources/DemoRunnerCore/Scaffold/Templates`): how a template is filled
/// in, and the build tool that embeds them and compiles them as the prototype.
@Suite struct ScaffoldTemplateTests {
  static let templates: [ScaffoldTemplate] = [
    .item, .servicing, .liveService, .mockService, .fixtures, .scenarios, .feature, .view,
    .featureTests, .toggle,
  ]

  @Test(arguments: ["Weather", "TrainTimes", "ABCService"])
  func everyPlaceholderOfEveryTemplateIsFilled(_ name: String) throws {
    let n = try FeatureName(name)
    for template in Self.templates {
      let text = template.filled(n, module: "WeatherFeatures")
      #expect(!text.contains("{{"), "\(template.file) keeps a placeholder:\n\(text)")
      #expect(!text.contains("ScaffoldPrototype"), "\(template.file)")
    }
  }

  @Test func anUnknownPlaceholderIsLeftAsWritten() throws {
    let template = ScaffoldTemplate(file: "X.swift", text: "a {{nope}} {{name}} {{ {{module}}")
    #expect(template.filled(try FeatureName("Weather"), module: "M") == "a {{nope}} Weather {{ M")
  }

  @Test func thePrototypeIsTheTemplatesFeatureUnderItsDisplayName() async throws {
    #expect(ScaffoldPrototypeFeature.scenarios.map(\.name) == [.loaded, .empty, .error, .loading])
    let name = ScaffoldPrototypeFeature.$displayName.withValue("Weather") {
      ScaffoldPrototypeFeature.featureName
    }
    #expect(name == "Weather")
    // The build tool spells the prototype's names out; they must be what `FeatureName` derives, the
    // two `TranscriptTemplate` replaces among them.
    let n = try FeatureName("ScaffoldPrototype")
    #expect(String(describing: ScaffoldPrototypeFeature.self) == n.feature)
    #expect(String(describing: ScaffoldPrototypeItem.self) == n.model)
    #expect(String(describing: MockScaffoldPrototypeService.self) == n.mockService)
    #expect(String(describing: ScaffoldPrototypeFixtures.self) == n.fixtures)
    // The accessor is spelled out by the tool too: this compiles only while it is the prototype's.
    let accessor: KeyPath<DependencyValues, any ScaffoldPrototypeServicing> =
      \.scaffoldPrototypeService
    #expect(n.accessor == "scaffoldPrototypeService", "\(accessor)")
  }

  // MARK: - The build tool

  /// A template the tool refuses: its file name, its text, the mode, and the error after `path:`.
  struct BadTemplate: Sendable, CustomTestStringConvertible {
    var file: String
    var text: String
    var mode: String
    var error: String
    var testDescription: String { file }
  }

  static let badTemplates = [
    BadTemplate(
      file: "Bad.swift.template", text: "import Reducer\nlet a = {{nope}}\n", mode: "twin",
      error: "2:9: error: expected a placeholder of {{accessor}}, {{endpoint}}, "),
    BadTemplate(
      file: "My-Feature.swift.template", text: "let a = 1\n", mode: "texts",
      error: "1:1: error: expected a template named like `Feature.swift.template`"),
  ]

  @Test(arguments: badTemplates)
  func theToolNamesWhereATemplateIsWrongAndWritesNothing(_ bad: BadTemplate)
    async throws
  {
    let tool = try #require(Self.tool(), "ScaffoldTemplateCompiler is not built beside the tests")
    let template = try Self.write(bad.file, bad.text)
    defer { try? FileManager.default.removeItem(atPath: template) }
    let result = try await ExploreRunnerProcess.run(
      tool, [bad.mode, template + ".out.swift", template])
    #expect(result.status == 1)
    #expect(result.output.hasPrefix("\(template):\(bad.error)"), "\(result.output)")
    #expect(!FileManager.default.fileExists(atPath: template + ".out.swift"))
  }

  @Test func theToolRefusesArgumentsItDoesNotTake() async throws {
    let tool = try #require(Self.tool(), "ScaffoldTemplateCompiler is not built beside the tests")
    for arguments in [[], ["twin", "out.swift"], ["compile", "a", "b"]] {
      let result = try await ExploreRunnerProcess.run(tool, arguments)
      #expect(result.status == 1, "\(arguments)")
      #expect(
        result.output.hasPrefix(
          "error: expected `texts OUTPUT TEMPLATE...` or `twin OUTPUT TEMPLATE`, got "),
        "\(result.output)")
    }
    let missing = try await ExploreRunnerProcess.run(
      tool, ["texts", "/tmp/out.swift", "/no/such.template"])
    #expect(missing.status == 1)
    #expect(missing.output.hasPrefix("/no/such.template:1:1: error: cannot read the template"))
  }

  @Test func theToolEmbedsATextWhateverRunOfHashesItHolds() async throws {
    let tool = try #require(Self.tool(), "ScaffoldTemplateCompiler is not built beside the tests")
    let template = try Self.write("Odd.swift.template", "let s = ##\"\"\"\nx\"##\n\"\"\"##\n")
    let output = template + ".out.swift"
    defer {
      try? FileManager.default.removeItem(atPath: template)
      try? FileManager.default.removeItem(atPath: output)
    }
    let result = try await ExploreRunnerProcess.run(tool, ["texts", output, template])
    #expect(result.status == 0, "\(result.output)")
    let generated = try String(contentsOfFile: output, encoding: .utf8)
    #expect(generated.contains("static let odd = ScaffoldTemplate("))
    #expect(generated.contains("text: ###\"\"\"\nlet s = ##\"\"\"\nx\"##\n\"\"\"##\n\n\"\"\"###)"))
  }

  static func tool() -> String? {
    DemoRunnerFixtures.builtExecutable("ScaffoldTemplateCompiler")
  }

  /// Writes `text` to a file called `name` in a new temporary folder; returns its path.
  static func write(_ name: String, _ text: String) throws -> String {
    let folder = ExploreRunnerProcess.temporaryPath("templates")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = folder + "/" + name
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }
}
