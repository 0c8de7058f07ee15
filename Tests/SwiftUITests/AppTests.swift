import SwiftUI
import Testing

/// An app whose window shows a list, as an app's entry point declares it (without `@main` here: a test bundle has
/// its own).
private struct NotesApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack {
        Text("No notes").navigationTitle("Notes")
      }
    }
  }
}

/// A scene of the app's own, made of a window group.
private struct MainWindow: Scene {
  var body: some Scene {
    WindowGroup { Text("Main") }
  }
}

@MainActor @Suite struct AppTests {
  @Test func anAppsFirstWindowRendersAsAScreen() {
    let host = SceneRendering.host(for: NotesApp().body)
    host.render()
    #expect(
      host.tree.textForm == """
        navigationStack
          title "Notes"
          text "No notes"
        """)
    let custom = SceneRendering.host(for: MainWindow())
    custom.render()
    #expect(custom.tree.textForm == "text \"Main\"")
  }
}
