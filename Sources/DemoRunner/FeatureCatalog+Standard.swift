public import DemoSession
import Features
import SwiftUI

extension FeatureCatalog {
  /// The sample app's features, in display order: what `demo-runner` shows.
  ///
  /// Adding a feature is one line here: any `ScenarioProviding` feature whose `Action` is
  /// `Codable` can be listed. Tests reach this list through `import DemoRunner`.
  public static let standard = FeatureCatalog([
    DemoFeature(ItemsFeature.self, longText: .hostile) { ItemsView(store: $0) },
    DemoFeature(NewsFeature.self, longText: .hostile) { NewsView(store: $0) },
    DemoFeature(ProfileFeature.self) { ProfileView(store: $0) },
    DemoFeature(DeparturesFeature.self) { DeparturesView(store: $0) },
    DemoFeature(ItemBrowserFeature.self) { ItemBrowserView(store: $0) },
  ])
}
