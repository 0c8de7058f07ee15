#if os(Linux)
  public import Reducer
  public import SwiftUI
  public import Testing

  extension Scenario {
    /// Proves the scenario's screen renders: its view over the scenario's store appears, settles and shows at least
    /// one node, with no issue reported on the way (a trap would end the test run). For a feature in any package.
    ///
    /// ```swift
    /// @Test(arguments: ItemsFeature.scenarios)
    /// func screenRenders(_ scenario: Scenario<ItemsFeature>) async {
    ///   await scenario.assertScreenRenders { ItemsView(store: $0) }
    /// }
    /// ```
    @MainActor
    public func assertScreenRenders<Content: View>(
      sourceLocation: SourceLocation = #_sourceLocation,
      @ViewBuilder _ content: (StoreOf<Feature>) -> Content
    ) async {
      do {
        let screen = try await screen(content)
        if screen.text.isEmpty {
          reportIssue(
            "Scenario '\(description)' rendered an empty screen", at: sourceLocation)
        }
      } catch {
        reportIssue(
          "Scenario '\(description)' did not render: \(error)", at: sourceLocation)
      }
    }
  }

  extension ScenarioProviding {
    /// Proves every scenario's screen renders (see ``Scenario/assertScreenRenders(sourceLocation:_:)``).
    @MainActor
    public static func assertScreensRender<Content: View>(
      sourceLocation: SourceLocation = #_sourceLocation,
      @ViewBuilder _ content: (StoreOf<Self>) -> Content
    ) async {
      for scenario in scenarios {
        await scenario.assertScreenRenders(
          sourceLocation: sourceLocation, content)
      }
    }
  }
#endif
