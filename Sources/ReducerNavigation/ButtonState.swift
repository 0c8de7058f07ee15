/// A platform-neutral button of an alert or a confirmation dialog: a label, an optional role and an optional action.
///
/// Tapping a button sends its action (wrapped in `PresentationAction.presented`) to the feature that presented the
/// alert; a button with no action only dismisses. Like ``TextState``, it is a plain `Equatable` value, so a test can
/// assert the exact alert a reducer built.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion(id: id)) { TextState("Delete") }
/// ButtonState(role: .cancel) { TextState("Cancel") }
/// ```
public struct ButtonState<Action> {
  /// What the button does when tapped, if anything.
  public let action: Action?
  /// How the button is drawn: a cancel button or a destructive one; nil for a plain button.
  public let role: ButtonStateRole?
  /// The button's text.
  public let label: TextState

  /// A button with a role, an optional action and a label.
  ///
  /// - Parameters:
  ///   - role: `.cancel` or `.destructive`; nil for a plain button.
  ///   - action: The action sent when the button is tapped; nil when the button only dismisses.
  ///   - label: The button's text.
  public init(
    role: ButtonStateRole? = nil,
    action: Action? = nil,
    label: () -> TextState
  ) {
    self.role = role
    self.action = action
    self.label = label()
  }

  /// This button with its action transformed, e.g. to embed it in a parent's action.
  public func map<NewAction>(_ transform: (Action) -> NewAction) -> ButtonState<NewAction> {
    ButtonState<NewAction>(role: role, action: action.map(transform)) { label }
  }
}

extension ButtonState: Equatable where Action: Equatable {}
extension ButtonState: Hashable where Action: Hashable {}
extension ButtonState: Sendable where Action: Sendable {}

/// The role of a ``ButtonState``.
public enum ButtonStateRole: Hashable, Sendable {
  /// Dismisses without doing anything else; drawn apart from the other buttons.
  case cancel
  /// Deletes or discards something; drawn in red.
  case destructive
}

/// Collects the ``ButtonState`` values listed in an `actions:` closure, with `if`, `if`/`else` and `for` allowed.
///
/// ```swift
/// AlertState {
///   TextState("Delete?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
///   if canArchive {
///     ButtonState(action: .archive) { TextState("Archive") }
///   }
/// }
/// ```
@resultBuilder
public enum ButtonStateBuilder<Action> {
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  public static func buildExpression(_ button: ButtonState<Action>) -> [ButtonState<Action>] {
    [button]
  }

  public static func buildExpression(_ buttons: [ButtonState<Action>]) -> [ButtonState<Action>] {
    buttons
  }

  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }

  public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }
}
