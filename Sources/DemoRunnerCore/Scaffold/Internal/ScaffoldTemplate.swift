import Foundation

/// One file `demo-runner new` writes, as text with a `{{placeholder}}` for each of the feature's
/// names.
///
/// The texts live in `Scaffold/Templates/*.template`, the one copy of the scaffold's feature: the
/// `ScaffoldTemplates` build plugin embeds them here (`ScaffoldTemplate.feature`, `.view`, …) and
/// compiles the feature's code once more as the prototype (`ScaffoldPrototypeFeature`), whose run
/// records the golden transcript (``TranscriptTemplate``).
///
/// Placeholders: `{{name}}`, `{{feature}}`, `{{model}}`, `{{servicing}}`, `{{liveService}}`,
/// `{{mockService}}`, `{{fixtures}}`, `{{view}}`, `{{tests}}`,
/// `{{accessor}}`, `{{endpoint}}` (the properties of ``FeatureName``) and `{{module}}`.
struct ScaffoldTemplate: Sendable {
  /// The file it writes, less the feature's name: `Feature.swift` (for `Weather`, `WeatherFeature.swift`).
  let file: String
  /// The text, placeholders and all.
  let text: String

  /// The text for the feature `n` in `module`. A placeholder this does not know stays as it is
  /// (the scaffold's tests find any `{{` left in its output).
  func filled(_ n: FeatureName, module: String) -> String {
    var output = ""
    var rest = text[...]
    while let open = rest.range(of: "{{") {
      output += rest[..<open.lowerBound]
      rest = rest[open.upperBound...]
      if let close = rest.range(of: "}}"),
        let value = Self.value(of: rest[..<close.lowerBound], n, module: module)
      {
        output += value
        rest = rest[close.upperBound...]
      } else {
        output += "{{"
      }
    }
    return output + rest
  }

  private static func value(of key: Substring, _ n: FeatureName, module: String) -> String? {
    switch key {
    case "name": n.name
    case "feature": n.feature
    case "model": n.model
    case "servicing": n.servicing
    case "liveService": n.liveService
    case "mockService": n.mockService
    case "fixtures": n.fixtures
    case "view": n.view
    case "tests": n.tests
    case "accessor": n.accessor
    case "endpoint": n.endpoint
    case "module": module
    default: nil
    }
  }
}
