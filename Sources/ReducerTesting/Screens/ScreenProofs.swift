#if os(Linux)
  public import Reducer
  public import SwiftUI

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
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column,
      @ViewBuilder _ content: (StoreOf<Feature>) -> Content
    ) async {
      do {
        let screen = try await screen(content)
        if screen.text.isEmpty {
          reportIssue(
            "Scenario '\(description)' rendered an empty screen", fileID: fileID,
            filePath: filePath, line: line,
            column: column)
        }
      } catch {
        reportIssue(
          "Scenario '\(description)' did not render: \(error)", fileID: fileID, filePath: filePath,
          line: line,
          column: column)
      }
    }
  }

  extension ScenarioProviding {
    /// Proves every scenario's screen renders (see ``Scenario/assertScreenRenders(fileID:filePath:line:column:_:)``).
    @MainActor
    public static func assertScreensRender<Content: View>(
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column,
      @ViewBuilder _ content: (StoreOf<Self>) -> Content
    ) async {
      for scenario in scenarios {
        await scenario.assertScreenRenders(
          fileID: fileID, filePath: filePath, line: line, column: column, content)
      }
    }
  }
#endif
