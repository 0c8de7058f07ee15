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
    return self.alert(
      alert?.title.string ?? "",
      isPresented: Binding(
        get: { @MainActor in item.wrappedValue != nil },
        set: { @MainActor isPresented in if !isPresented { item.wrappedValue = nil } }),
      presenting: alert,
      actions: { alert in
        ForEach(alert.buttons.indices) { index in
          Button(alert.buttons[index]) { _ in store?.tap(alert.buttons[index]) }
        }
      },
      message: { alert in Text(alert.message ?? TextState(verbatim: "")) })
  }

  /// Presents the confirmation dialog of a store of `ConfirmationDialogState` while the binding holds one, as
  /// ``SwiftUI/View/alert(_:)`` does for an alert.
  ///
  /// ```swift
  /// .confirmationDialog($store.scope(state: \.dialog, action: Feature.Action.dialog))
  /// ```
  public func confirmationDialog<Action>(
    _ item: Binding<Store<ConfirmationDialogState<Action>, Action>?>
  ) -> some View {
    let store = item.wrappedValue
    let dialog = store?.state
    return self.confirmationDialog(
      Text(dialog?.title ?? TextState(verbatim: "")),
      isPresented: Binding(
        get: { @MainActor in item.wrappedValue != nil },
        set: { @MainActor isPresented in if !isPresented { item.wrappedValue = nil } }),
      titleVisibility: Visibility(dialog?.titleVisibility ?? .automatic),
      presenting: dialog,
      actions: { dialog in
        ForEach(dialog.buttons.indices) { index in
          Button(dialog.buttons[index]) { _ in store?.tap(dialog.buttons[index]) }
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
