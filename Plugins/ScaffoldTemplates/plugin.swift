// Builds the scaffold's templates into `DemoRunnerCore` (see `Sources/ScaffoldTemplateCompiler`).
import Foundation
import PackagePlugin

/// Turns `Scaffold/Templates/*.template` into two kinds of generated source:
///
/// - `ScaffoldTemplate+Texts.swift`: every template's text, which `demo-runner new` fills in;
/// - `ScaffoldPrototype+NAME.swift`: each template of the feature's module code, compiled as the
///   prototype whose run records the scaffold's golden transcripts. The view is compiled on Linux only
///   (where `SwiftUI` is this package's, which renders it for the UI walkthrough); the test file (it
///   imports Testing) stays text.
@main
struct ScaffoldTemplates: BuildToolPlugin {
  /// The templates that are not compiled into the prototype.
  static let textOnly: Set<String> = ["FeatureTests.swift.template"]

  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
    // SwiftPM hands the target's files it does not compile to its plugins.
    let templates =
      (target as? any SourceModuleTarget)?.sourceFiles(withSuffix: ".template")
      .map(\.url)
      .sorted { $0.lastPathComponent < $1.lastPathComponent } ?? []
    let tool = try context.tool(named: "ScaffoldTemplateCompiler").url
    let output = context.pluginWorkDirectoryURL
    let texts = output.appending(path: "ScaffoldTemplate+Texts.swift")
    var commands: [Command] = [
      .buildCommand(
        displayName: "Embedding the scaffold's templates",
        executable: tool,
        arguments: ["texts", texts.path()] + templates.map { $0.path() },
        inputFiles: templates,
        outputFiles: [texts])
    ]
    for template in templates
    where template.lastPathComponent.hasSuffix(".swift.template")
      && !Self.textOnly.contains(template.lastPathComponent)
    {
      let stem = template.lastPathComponent.dropLast(".swift.template".count)
      let twin = output.appending(path: "ScaffoldPrototype+\(stem).swift")
      commands.append(
        .buildCommand(
          displayName: "Compiling the scaffold's \(stem) template as the prototype",
          executable: tool,
          arguments: ["twin", twin.path(), template.path()],
          inputFiles: [template],
          outputFiles: [twin]))
    }
    return commands
  }
}
