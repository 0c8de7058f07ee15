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

/// What a sheet of a note shows, changed in code from outside the view (as a store's state is): the note presented,
/// a caption the screen shows, and how many times `onDismiss` was called (not observed: counting re-renders nothing).
@MainActor private final class NoteModel {
  struct Note: Identifiable {
    let id: Int
    var text: String
  }

  let note = Tracked<Note?>(nil)
  let caption = Tracked("Notes")
  var dismissals = 0
}

/// A sheet of the model's note, whose content closes itself through the environment's `dismiss`.
private struct NoteSheetScreen: View {
  let model: NoteModel

  var body: some View {
    Text(model.caption.value)
      .sheet(
        item: model.note.binding, onDismiss: { model.dismissals += 1 },
        content: { note in NoteSheet(text: note.text) })
  }
}

private struct NoteSheet: View {
  let text: String
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack {
      Text("Note: \(text)")
      Button("Done") { dismiss() }
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

  /// A host showing the model's sheet, rendered once with the note `id` presented.
  private func presentingNote(_ id: Int, text: String = "Milk") -> (ViewHost, NoteModel) {
    let model = NoteModel()
    model.note.value = NoteModel.Note(id: id, text: text)
    let host = ViewHost(NoteSheetScreen(model: model))
    host.render()
    return (host, model)
  }

  @Test func aSheetsOnDismissRunsWhenItsBindingIsClearedInCode() {
    let (host, model) = presentingNote(1)
    #expect(host.tree.textForm.contains("text \"Note: Milk\""))
    model.note.value = nil
    host.render()
    #expect(!host.tree.textForm.contains("sheet"))
    #expect(model.dismissals == 1)
    host.render()
    #expect(model.dismissals == 1)
  }

  @Test func anItemSheetsOnDismissRunsWhenItsItemIsReplacedByAnotherID() {
    let (host, model) = presentingNote(1)
    model.note.value = NoteModel.Note(id: 2, text: "Eggs")
    host.render()
    #expect(model.dismissals == 1)
    #expect(host.tree.textForm.contains("text \"Note: Eggs\""))
  }

  /// The content of a sheet whose item changed in code (the presenting view's body not evaluated again) was the
  /// last walk's, replayed: the old item's. The same item changed (same id) is also the same presentation.
  @Test func aSheetsContentFollowsItsItemWhenTheItemChangesInCode() {
    let (host, model) = presentingNote(1)
    model.note.value?.text = "Bread"
    host.render()
    #expect(model.dismissals == 0)
    #expect(host.tree.textForm.contains("text \"Note: Bread\""))
  }

  @Test(arguments: ["dismiss action", "environment's dismiss"])
  func onDismissRunsOnceWhenTheSheetIsClosedByItsDismissAction(closedBy: String) throws {
    let (host, model) = presentingNote(1)
    if closedBy == "dismiss action" {
      try host.dismiss()
    } else {
      try host.tap("Done")
    }
    #expect(model.note.value == nil)
    #expect(!host.tree.textForm.contains("sheet"))
    #expect(model.dismissals == 1)
    host.render()
    #expect(model.dismissals == 1)
  }

  @Test func aRerenderWhileTheSheetStaysUpDoesNotRunOnDismiss() {
    let (host, model) = presentingNote(1)
    model.caption.value = "Shopping"
    host.render()
    #expect(host.tree.textForm.contains("text \"Shopping\""))
    #expect(host.tree.textForm.contains("text \"Note: Milk\""))
    #expect(model.dismissals == 0)
  }

  @Test func aSheetNeverShownDoesNotRunOnDismiss() {
    let model = NoteModel()
    let host = ViewHost(NoteSheetScreen(model: model))
    host.render()
    model.note.value = NoteModel.Note(id: 1, text: "Milk")
    model.note.value = nil
    host.render()
    #expect(model.dismissals == 0)
  }
}
