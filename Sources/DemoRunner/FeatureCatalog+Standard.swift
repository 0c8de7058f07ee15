public import DemoRunnerCore
import Features

extension FeatureCatalog {
  /// The sample app's features, in display order: what `demo-runner` shows.
  ///
  /// Adding a feature is one line here: any `ScenarioProviding` feature whose `Action` is
  /// `Codable` can be listed. Tests reach this list through `import DemoRunner`.
  public static let standard = FeatureCatalog([
    DemoFeature(ItemsFeature.self, longText: .hostile),
    DemoFeature(NewsFeature.self, longText: .hostile),
    DemoFeature(ProfileFeature.self),
    DemoFeature(DeparturesFeature.self),
    DemoFeature(ItemBrowserFeature.self),
  ])
}
