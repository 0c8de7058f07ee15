/// A platform-neutral confirmation dialog (an action sheet) kept in state: a title, an optional message and buttons.
///
/// Presented and integrated like ``AlertState``; after any of its button actions the presentation `ifLet` clears
/// it by itself.
///
/// ```swift
/// state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
///   TextState("Share this item?")
/// } actions: {
///   ButtonState(action: .copyLink) { TextState("Copy link") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// ```
public struct ConfirmationDialogState<Action> {
  /// Whether the title is shown.
  public var titleVisibility: ConfirmationDialogVisibility
  /// The dialog's title.
  public var title: TextState
  /// The text under the title, if any.
  public var message: TextState?
  /// The buttons, in order.
  public var buttons: [ButtonState<Action>]

  /// A dialog built from a title, buttons and an optional message.
  ///
  /// - Parameters:
  ///   - titleVisibility: Whether the title is shown (`.automatic` lets the platform decide).
  ///   - title: The title.
  ///   - actions: The buttons, listed in order (`if` and `for` allowed).
  ///   - message: The text under the title.
  public init(
    titleVisibility: ConfirmationDialogVisibility = .automatic,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.titleVisibility = titleVisibility
    self.title = title()
    self.buttons = actions()
    self.message = message?()
  }

  /// This dialog with its buttons' actions transformed.
  public func map<NewAction>(_ transform: (Action) -> NewAction) -> ConfirmationDialogState<
    NewAction
  > {
    var dialog = ConfirmationDialogState<NewAction>(
      titleVisibility: titleVisibility, title: { title },
      actions: { buttons.map { $0.map(transform) } })
    dialog.message = message
    return dialog
  }
}

/// Whether a ``ConfirmationDialogState`` shows its title.
public enum ConfirmationDialogVisibility: Hashable, Sendable {
  /// The platform decides.
  case automatic
  /// The title is shown.
  case visible
  /// The title is hidden.
  case hidden
}

extension ConfirmationDialogState: Equatable where Action: Equatable {}
extension ConfirmationDialogState: Hashable where Action: Hashable {}
extension ConfirmationDialogState: Sendable where Action: Sendable {}
extension ConfirmationDialogState: EphemeralState {}
