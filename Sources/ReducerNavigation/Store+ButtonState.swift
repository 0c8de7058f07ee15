public import ReducerCore

extension Store {
  /// Taps `button` of the alert or confirmation dialog this store shows: sends the button's action, if it has one.
  ///
  /// Scope the alert with `store.scope(state: \.alert, action: Feature.Action.alert)`; the presentation `ifLet`
  /// clears an `AlertState`/`ConfirmationDialogState` after any of its actions. A button with no action (a plain
  /// "Cancel") sends nothing here: the alert goes away when its presented store is set to nil, which SwiftUI does
  /// after every button (`store[state: \.alert, action: Feature.Action.alert] = nil` sends `.dismiss`).
  @discardableResult
  public func tap(_ button: ButtonState<Action>) -> StoreTask? {
    button.action.map { send($0) }
  }
}
