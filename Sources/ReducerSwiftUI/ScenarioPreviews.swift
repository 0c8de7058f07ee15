public import SwiftUI
public import ReducerCore
public import ScenarioCatalog

/// A preview per scenario, automatically: conform a `PreviewProvider` to this protocol and every scenario of the
/// feature's catalog appears in the canvas as a preview named after it. Adding a scenario adds its preview.
///
/// ```swift
/// struct ItemsView_Previews: ScenarioPreviews {
///   typealias Feature = ItemsFeature
///
///   static func view(_ store: StoreOf<ItemsFeature>) -> some View { ItemsView(store: store) }
/// }
/// ```
///
/// Each preview's store is the scenario's `previewStore()`: made once and kept, so a canvas redraw (which
/// re-evaluates `previews`) keeps the store and what you did with it instead of starting over. Hand-written
/// `#Preview`s stay possible for one-offs.
public protocol ScenarioPreviews: PreviewProvider {
  /// The feature whose scenarios are previewed.
  associatedtype Feature: ScenarioProviding
  /// The view drawn for each scenario.
  associatedtype ScenarioView: View

  /// The feature's view over `store`, a scenario's store.
  @MainActor static func view(_ store: StoreOf<Feature>) -> ScenarioView
}

extension ScenarioPreviews {
  /// One preview per scenario, named after it.
  public static var previews: some View {
    ForEach(Feature.scenarios.indices) { index in
      view(Feature.scenarios[index].previewStore())
        .previewDisplayName(Feature.scenarios[index].name.rawValue)
    }
  }
}
