import Foundation
import SwiftUI
import Testing

/// A screen with a field and a button under a sheet, an alert and a dialog, each presented by its own button.
private struct CoveredScreen: View {
  @State private var name = ""
  @State private var showsSheet = false
  @State private var showsAlert = false
  @State private var showsDialog = false
  @State private var taps = 0

  var body: some View {
    Form {
      TextField("Name", text: $name)
      Button("Count") { taps += 1 }
      Text("Taps: \(taps)")
      Button("Open sheet") { showsSheet = true }
      Button("Warn") { showsAlert = true }
      Button("Choose") { showsDialog = true }
    }
    .sheet(isPresented: $showsSheet) {
      NavigationStack {
        Button("Inside") { taps += 10 }
          .navigationTitle("Editor")
      }
    }
    .alert("Careful", isPresented: $showsAlert) {
      Button("OK") {}
    }
    .confirmationDialog("Pick one", isPresented: $showsDialog) {
      Button("First") {}
    }
  }
}

@MainActor @Suite struct ViewHostInteractionTests {
  @Test func controlsUnderASheetCannotBeTappedOrTypedInto() throws {
    let host = ViewHost(CoveredScreen())
    host.render()
    try host.tap("Open sheet")
    #expect(throws: InteractionError.self) { try host.tap("Count") }
    do {
      try host.tap("Count")
    } catch {
      #expect(
        "\(error)"
          == "button \"Count\" is covered by the sheet; dismiss it first. Reachable: button \"Inside\""
      )
    }
    #expect(throws: InteractionError.self) { try host.type("Ada", into: "Name") }
    try host.tap("Inside")
    #expect(host.tree.textForm.contains("text \"Taps: 10\""))
    try host.dismiss()
    try host.tap("Count")
    try host.type("Ada", into: "Name")
    #expect(host.tree.textForm.contains("text \"Taps: 11\""))
    #expect(host.tree.textForm.contains("textField \"Name\" = \"Ada\""))
  }

  @Test func controlsUnderAnAlertOrADialogCannotBeTapped() throws {
    let host = ViewHost(CoveredScreen())
    host.render()
    try host.tap("Warn")
    do {
      try host.tap("Count")
      Issue.record("tapping under an alert must throw")
    } catch {
      #expect(
        "\(error)".hasPrefix(
          "button \"Count\" is covered by the alert \"Careful\"; dismiss it first"))
    }
    try host.tap("OK")
    try host.tap("Choose")
    do {
      try host.tap("Count")
      Issue.record("tapping under a dialog must throw")
    } catch {
      #expect(
        "\(error)".hasPrefix(
          "button \"Count\" is covered by the confirmation dialog \"Pick one\"; dismiss it first"))
    }
  }

  @Test func notFoundCandidatesComeOnlyFromTheFrontMostPresentation() throws {
    let host = ViewHost(CoveredScreen())
    host.render()
    try host.tap("Open sheet")
    do {
      try host.tap("Nowhere")
      Issue.record("a missing control must throw")
    } catch {
      #expect(
        "\(error)" == "No \"Nowhere\" that can tap on the screen. Candidates: button \"Inside\"")
    }
  }
}
