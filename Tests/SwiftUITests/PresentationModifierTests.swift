import Foundation
import SwiftUI
import Testing

/// A screen presenting, from its own buttons: a sheet of an item (counting its dismissals), a full-screen cover of a
/// flag (counting its dismissals), and an alert presenting data that may be missing.
private struct PresentingScreen: View {
  struct Note: Identifiable {
    let id: Int
    var text: String
  }

  @State private var note: Note?
  @State private var showsCover = false
  @State private var showsAlert = false
  @State private var alertData: String?
  @State private var dismissals = 0

  var body: some View {
    VStack {
      Text("Dismissals: \(dismissals)")
      Button("Open note") { note = Note(id: 1, text: "Milk") }
      Button("Open cover") { showsCover = true }
      Button("Warn without data") { showsAlert = true }
      Button("Warn with data") {
        alertData = "Disk full"
        showsAlert = true
      }
    }
    .sheet(item: $note, onDismiss: { dismissals += 1 }) { note in
      Text("Note: \(note.text)")
    }
    .fullScreenCover(isPresented: $showsCover, onDismiss: { dismissals += 10 }) {
      Text("Cover")
    }
    .alert("Problem", isPresented: $showsAlert, presenting: alertData) { _ in
      Button("OK") {}
    } message: { data in
      Text(data)
    }
  }
}

@MainActor @Suite struct PresentationModifierTests {
  /// Each presentation: the button that presents it, a text it shows, and the count of dismissals after its own.
  nonisolated static let presentations = [
    ("Open note", "text \"Note: Milk\"", "text \"Dismissals: 1\""),
    ("Open cover", "text \"Cover\"", "text \"Dismissals: 10\""),
  ]

  /// A sheet of an item and a cover of a flag: shown while the binding holds, dismissed by clearing it, and
  /// `onDismiss` called then.
  @Test(arguments: presentations)
  func aPresentationShowsWhileItsBindingHoldsAndItsDismissalClearsItAndCallsOnDismiss(
    button: String, shown: String, dismissed: String
  ) throws {
    let host = ViewHost(PresentingScreen())
    host.render()
    #expect(!host.tree.textForm.contains(shown))
    try host.tap(button)
    #expect(host.tree.textForm.contains(shown))
    try host.dismiss()
    #expect(!host.tree.textForm.contains(shown))
    #expect(host.tree.textForm.contains(dismissed))
  }

  @Test func anAlertPresentingMissingDataIsNotShownUntilTheDataIsThere() throws {
    let host = ViewHost(PresentingScreen())
    host.render()
    try host.tap("Warn without data")
    #expect(!host.tree.textForm.contains("alert"))
    try host.tap("Warn with data")
    #expect(host.tree.textForm.contains("alert \"Problem\""))
    #expect(host.tree.textForm.contains("text \"Disk full\""))
    try host.tap("OK")
    #expect(!host.tree.textForm.contains("Disk full"))
  }
}
