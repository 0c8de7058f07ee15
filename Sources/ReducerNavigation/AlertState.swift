/// A platform-neutral alert kept in state: a title, an optional message and its buttons.
///
/// Present it as a destination (`@Presents var alert: AlertState<Action.Alert>?`, or a case of an enum destination)
/// and integrate it with `ifLet(\.$alert, action: Action.alert)`. Tapping a button sends its action as
/// `.presented(action)`; after any such action the presentation `ifLet` clears the alert by itself, so the parent
/// never sets it back to nil.
///
/// ```swift
/// state.alert = AlertState {
///   TextState("Delete this item?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmDeletion(id: id)) { TextState("Delete") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// } message: {
///   TextState("This cannot be undone.")
/// }
/// ```
///
/// An alert with no buttons gets an "OK" button from SwiftUI; the galleries draw none.
public struct AlertState<Action> {
  /// The alert's title.
  public var title: TextState
  /// The text under the title, if any.
  public var message: TextState?
  /// The buttons, in order.
  public var buttons: [ButtonState<Action>]

  /// An alert built from a title, buttons and an optional message.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - actions: The buttons, listed in order (`if` and `for` allowed).
  ///   - message: The text under the title.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.title = title()
    self.buttons = actions()
    self.message = message?()
  }

  /// This alert with its buttons' actions transformed.
  public func map<NewAction>(_ transform: (Action) -> NewAction) -> AlertState<NewAction> {
    var alert = AlertState<NewAction>(
      title: { title }, actions: { buttons.map { $0.map(transform) } })
    alert.message = message
    return alert
  }
}

extension AlertState: Equatable where Action: Equatable {}
extension AlertState: Hashable where Action: Hashable {}
extension AlertState: Sendable where Action: Sendable {}
extension AlertState: EphemeralState {}
