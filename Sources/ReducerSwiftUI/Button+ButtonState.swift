public import SwiftUI
public import ReducerNavigation

extension Button where Label == Text {
  /// A button drawn from a `ButtonState`: its label and role; tapping it calls `action` with the button's action
  /// (nil for a button that only dismisses).
  ///
  /// ```swift
  /// Button(button) { action in if let action { store.send(action) } }
  /// ```
  @MainActor
  public init<Action>(
    _ button: ButtonState<Action>, action: @escaping @MainActor (Action?) -> Void
  ) {
    let role: ButtonRole? =
      switch button.role {
      case .cancel?: .cancel
      case .destructive?: .destructive
      case nil: nil
      }
    self.init(role: role, action: { action(button.action) }, label: { Text(button.label) })
  }
}
