import Reducer
import Testing

@Suite struct AlertStateTests {
  enum AlertAction: Equatable, Sendable {
    case confirmDeletion(id: Int)
    case archive
  }

  func deletionAlert(id: Int, canArchive: Bool) -> AlertState<AlertAction> {
    AlertState {
      TextState("Delete this item?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion(id: id)) { TextState("Delete") }
      if canArchive {
        ButtonState(action: .archive) { TextState("Archive") }
      }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("This cannot be undone.")
    }
  }

  @Test func builderListsButtonsInOrderWithRolesAndActions() {
    let alert = deletionAlert(id: 7, canArchive: true)
    #expect(alert.title == TextState("Delete this item?"))
    #expect(alert.message == "This cannot be undone.")
    #expect(alert.buttons.map(\.label.string) == ["Delete", "Archive", "Cancel"])
    #expect(alert.buttons.map(\.role) == [.destructive, nil, .cancel])
    #expect(alert.buttons.map(\.action) == [.confirmDeletion(id: 7), .archive, nil])
    #expect(deletionAlert(id: 7, canArchive: false).buttons.count == 2)
  }

  @Test func alertsCompareByEveryPart() {
    #expect(deletionAlert(id: 1, canArchive: false) == deletionAlert(id: 1, canArchive: false))
    #expect(deletionAlert(id: 1, canArchive: false) != deletionAlert(id: 2, canArchive: false))
    var retitled = deletionAlert(id: 1, canArchive: false)
    retitled.title = TextState("Remove?")
    #expect(retitled != deletionAlert(id: 1, canArchive: false))
  }

  @Test func alertDumpIsReadable() {
    let alert = AlertState<AlertAction> {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion(id: 1)) { TextState("Delete") }
    }
    #expect(
      dumpValue(alert) == """
        AlertState<AlertStateTests.AlertAction>(
          title: TextState(string: "Delete?"),
          message: nil,
          buttons: [
            ButtonState<AlertStateTests.AlertAction>(
              action: .confirmDeletion(id: 1),
              role: .destructive,
              label: TextState(string: "Delete")
            )
          ]
        )
        """)
  }

  @Test func alertDiffShowsOnlyTheChangedButton() throws {
    let diff = try #require(
      diffValues(deletionAlert(id: 1, canArchive: false), deletionAlert(id: 2, canArchive: false)))
    #expect(diff.contains("-       action: .confirmDeletion(id: 1),"))
    #expect(diff.contains("+       action: .confirmDeletion(id: 2),"))
    #expect(!diff.contains("Cancel"))
  }

  @Test func mapTransformsEveryButtonAction() {
    enum Parent: Equatable { case alert(AlertAction) }
    let mapped = deletionAlert(id: 3, canArchive: true).map(Parent.alert)
    #expect(
      mapped.buttons.map(\.action) == [.alert(.confirmDeletion(id: 3)), .alert(.archive), nil])
    #expect(mapped.message == "This cannot be undone.")
  }

  @Test func confirmationDialogKeepsVisibilityAndButtons() {
    let dialog = ConfirmationDialogState<AlertAction>(titleVisibility: .visible) {
      TextState("Share?")
    } actions: {
      for id in 1...2 {
        ButtonState(action: .confirmDeletion(id: id)) { TextState("Item \(id)") }
      }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
    #expect(dialog.titleVisibility == .visible)
    #expect(dialog.buttons.map(\.label.string) == ["Item 1", "Item 2", "Cancel"])
    #expect(dialog.message == nil)
    #expect(dialog.map { _ in 0 }.buttons.map(\.action) == [0, 0, nil])
    #expect(dumpValue(dialog).hasPrefix("ConfirmationDialogState<AlertStateTests.AlertAction>("))
    #expect(dumpValue(dialog).contains("titleVisibility: .visible"))
  }

  @Test func textStateSpellings() {
    let literal: TextState = "Hi"
    #expect(literal == TextState("Hi"))
    #expect(TextState(verbatim: "Hi") == literal)
    #expect(literal.description == "Hi")
  }
}
