public import ReducerCore

extension Scenario {
  /// This scenario's store for a preview, made once and then kept for the life of the process: asking again (as a
  /// canvas does on every redraw) returns the same store, with whatever happened to it since, instead of a fresh one.
  ///
  /// The store is built by ``makeStore(clock:)``, in preview context. `ScenarioPreviews` (SwiftUI) uses it for every
  /// scenario's preview.
  @MainActor
  public func previewStore() -> StoreOf<Feature> {
    PreviewStores.store(of: Feature.self, scenario: name.rawValue) { makeStore() }
  }
}
