public import SwiftUI
public import ReducerCore
public import ReducerNavigation

extension View {
  /// Presents the alert of a store of `AlertState` while the binding holds one: its buttons send their actions
  /// (which clear the alert); any button, with or without an action, then dismisses it.
  ///
  /// ```swift
  /// .alert($store.scope(state: \.alert, action: Feature.Action.alert))
  /// ```
  public func alert<Action>(_ item: Binding<Store<AlertState<Action>, Action>?>) -> some View {
    let store = item.wrappedValue
    let alert = store?.state
    let sent = SentButtonAction()
    return self.alert(
      alert?.title.string ?? "",
      isPresented: sent.isPresented(item),
      presenting: alert,
      actions: { alert in
        ForEach(alert.buttons.indices) { index in
          Button(alert.buttons[index]) { _ in sent.tap(alert.buttons[index], in: store) }
        }
      },
      message: { alert in Text(alert.message ?? TextState(verbatim: "")) })
  }

  /// Presents the confirmation dialog of a store of `ConfirmationDialogState` while the binding holds one, as
  /// `alert(_:)` (above) does for an alert.
  ///
  /// ```swift
  /// .confirmationDialog($store.scope(state: \.dialog, action: Feature.Action.dialog))
  /// ```
  public func confirmationDialog<Action>(
    _ item: Binding<Store<ConfirmationDialogState<Action>, Action>?>
  ) -> some View {
    let store = item.wrappedValue
    let dialog = store?.state
    let sent = SentButtonAction()
    return self.confirmationDialog(
      Text(dialog?.title ?? TextState(verbatim: "")),
      isPresented: sent.isPresented(item),
      titleVisibility: Visibility(dialog?.titleVisibility ?? .automatic),
      presenting: dialog,
      actions: { dialog in
        ForEach(dialog.buttons.indices) { index in
          Button(dialog.buttons[index]) { _ in sent.tap(dialog.buttons[index], in: store) }
        }
      })
  }
}

extension Visibility {
  /// SwiftUI's visibility for a dialog title's.
  init(_ visibility: ConfirmationDialogVisibility) {
    switch visibility {
    case .automatic: self = .automatic
    case .visible: self = .visible
    case .hidden: self = .hidden
    }
  }
}

/// Whether a button of a presented alert or dialog has just sent its action. Such an action clears the alert in the
/// reducer (`ifLet` clears an alert or a dialog after any of its actions), so the dismissal SwiftUI writes to the
/// binding after the button's action has nothing left to do, and must not send `.dismiss`: the action may have
/// removed the presenting screen itself (a "Delete" that pops the detail showing the alert), whose store would then
/// send `.dismiss` for an element that is gone. A button without an action (Cancel) dismisses through the binding.
@MainActor final class SentButtonAction {
  private var justSent = false

  /// Sends the button's action, if it has one, and remembers it for the dismissal that follows.
  func tap<State, Action>(_ button: ButtonState<Action>, in store: Store<State, Action>?) {
    guard let action = button.action else { return }
    justSent = true
    store?.send(action)
  }

  /// Whether the alert or dialog is shown; set to false, it dismisses through `item` unless a button's action
  /// already did.
  func isPresented<State, Action>(_ item: Binding<Store<State, Action>?>) -> Binding<Bool> {
    Binding(
      get: { @MainActor in item.wrappedValue != nil },
      set: { @MainActor isPresented in
        guard !isPresented else { return }
        if self.justSent {
          self.justSent = false
          return
        }
        item.wrappedValue = nil
      })
  }
}
