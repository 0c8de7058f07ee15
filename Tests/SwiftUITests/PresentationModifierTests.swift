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
  @Test func anItemSheetShowsTheItemAndItsDismissalClearsItAndCallsOnDismiss() throws {
    let host = ViewHost(PresentingScreen())
    host.render()
    #expect(!host.tree.textForm.contains("sheet"))
    try host.tap("Open note")
    #expect(host.tree.textForm.contains("sheet"))
    #expect(host.tree.textForm.contains("text \"Note: Milk\""))
    try host.dismiss()
    #expect(!host.tree.textForm.contains("Note: Milk"))
    #expect(host.tree.textForm.contains("text \"Dismissals: 1\""))
  }

  @Test func aFlagCoverIsShownWhileTrueAndItsDismissalResetsItAndCallsOnDismiss() throws {
    let host = ViewHost(PresentingScreen())
    host.render()
    try host.tap("Open cover")
    #expect(host.tree.textForm.contains("text \"Cover\""))
    try host.dismiss()
    #expect(!host.tree.textForm.contains("text \"Cover\""))
    #expect(host.tree.textForm.contains("text \"Dismissals: 10\""))
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
