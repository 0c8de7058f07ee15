/// The features the demo runner knows, in display order.
///
/// Any `ScenarioProviding` feature whose `Action` is `Codable` can be listed. The sample app's
/// catalog (`FeatureCatalog.standard`) lives in the `demo-runner` executable, which is the one
/// place that knows the sample features.
///
/// ```swift
/// let catalog = FeatureCatalog([DemoFeature(ItemsFeature.self)])
/// ```
public struct FeatureCatalog: Sendable {
  /// The features, in display order.
  public var features: [DemoFeature]

  /// A catalog of `features`.
  public init(_ features: [DemoFeature]) {
    self.features = features
  }

  /// The feature called `name` (compared case-insensitively when no name matches exactly).
  package func feature(named name: String) -> DemoFeature? {
    features.first { $0.name == name }
      ?? features.first { $0.name.lowercased() == name.lowercased() }
  }

  /// The number of scenarios across all features.
  var scenarioCount: Int { features.reduce(0) { $0 + $1.scenarios.count } }
}
