/// An alert or a confirmation dialog as tools that draw view states see it: its kind, title, message and buttons
/// with their roles, whatever its action type.
///
/// The demo runner's terminal and HTML galleries draw any view state payload that is a ``PresentedDialog`` as a
/// dialog box, so a scenario whose view state carries its `AlertState` shows the alert as the user would see it.
package protocol PresentedDialog {
  /// "Alert" or "Dialog".
  var dialogKind: String { get }
  /// The title.
  var dialogTitle: String { get }
  /// The text under the title, if any.
  var dialogMessage: String? { get }
  /// The buttons, in order: each label and its role (`cancel`, `destructive`), if any.
  var dialogButtons: [(label: String, role: String?)] { get }
}

extension ButtonState {
  /// The label and role, for ``PresentedDialog``.
  fileprivate var dialogButton: (label: String, role: String?) {
    let role: String? =
      switch role {
      case .cancel?: "cancel"
      case .destructive?: "destructive"
      case nil: nil
      }
    return (label.string, role)
  }
}

extension AlertState: PresentedDialog {
  package var dialogKind: String { "Alert" }
  package var dialogTitle: String { title.string }
  package var dialogMessage: String? { message?.string }
  package var dialogButtons: [(label: String, role: String?)] { buttons.map(\.dialogButton) }
}

extension ConfirmationDialogState: PresentedDialog {
  package var dialogKind: String { "Dialog" }
  package var dialogTitle: String { title.string }
  package var dialogMessage: String? { message?.string }
  package var dialogButtons: [(label: String, role: String?)] { buttons.map(\.dialogButton) }
}
