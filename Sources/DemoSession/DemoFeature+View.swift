import Exploration
public import Reducer
public import SwiftUI

extension DemoFeature {
  /// A feature for the runner with its view: the gallery, `demo`, `run` and scripts' UI steps show and press the
  /// rendered screen (on Linux; on Apple platforms the runner shows state dumps, as without a view).
  ///
  /// ```swift
  /// DemoFeature(ProfileFeature.self) { ProfileView(store: $0) }
  /// ```
  ///
  /// - Parameters:
  ///   - feature: The feature's reducer type.
  ///   - folder: As in ``init(_:folder:)``.
  ///   - view: The feature's view over a store, as an app builds it.
  public init<Feature: ScenarioProviding, Content: View>(
    _ feature: Feature.Type, folder: String? = nil,
    @ViewBuilder view: @escaping @MainActor @Sendable (StoreOf<Feature>) -> Content
  ) where Feature.Action: Codable {
    self.init(
      feature, folder: folder, longTextRendering: nil, screen: Self.hostMaker(Feature.self, view))
  }

  /// A feature for the runner with its view and a long-text stress variant (see ``init(_:folder:longText:)``).
  ///
  /// ```swift
  /// DemoFeature(ItemsFeature.self, longText: .hostile) { ItemsView(store: $0) }
  /// ```
  public init<Feature: ScenarioProviding, Content: View>(
    _ feature: Feature.Type, folder: String? = nil, longText: LongTextVariant,
    @ViewBuilder view: @escaping @MainActor @Sendable (StoreOf<Feature>) -> Content
  ) where Feature.Action: Codable, Feature.State: Codable {
    self.init(
      feature, folder: folder, longText: longText, screen: Self.hostMaker(Feature.self, view))
  }

  private static func hostMaker<Feature: Reducer, Content: View>(
    _ feature: Feature.Type, _ view: @escaping @MainActor @Sendable (StoreOf<Feature>) -> Content
  ) -> ScreenMaker<Feature>? {
    #if os(Linux)
      return { store in ViewHost(view(store)) }
    #else
      return nil
    #endif
  }
}
