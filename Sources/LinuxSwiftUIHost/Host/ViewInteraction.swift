import ConvergenceBase

/// One thing a user does to a screen, as a value: what a script's UI steps and explore's screen mode perform on a
/// ``ViewHost``.
///
/// Its ``description`` is the step as a script writes it (`tap "Retry"`, `type "Milk" into "Title"`, `back`), with
/// labels quoted and escaped, so a step printed into a saved script reads back as the same step.
package enum ViewInteraction: Hashable, Sendable, CustomStringConvertible {
  /// Taps the button or link labelled `label` (of `role`, when given).
  case tap(String, role: ViewRole? = nil)
  /// Types `text` into the field labelled `label` (the only field, when nil), replacing what it holds.
  case type(String, into: String?)
  /// Flips the toggle labelled `label`.
  case toggle(String)
  /// Picks the option labelled `option` in the picker labelled `label` (the only picker, when nil).
  case pick(String, in: String?)
  /// Steps the stepper labelled `label` by `steps` (negative: down).
  case step(String, by: Int)
  /// Moves the slider labelled `label` (the only slider, when nil) to `value`.
  case slide(String?, to: Double)
  /// Swipes the row labelled `label` away (its list's `onDelete`).
  case delete(String)
  /// Pulls to refresh.
  case refresh
  /// Goes back from the top pushed screen.
  case back
  /// Dismisses the front-most sheet, popover, cover, alert or dialog.
  case dismiss

  package var description: String {
    let syntax: UIStepSyntax =
      switch self {
      case let .tap(label, role): .tap(label, role: role?.rawValue)
      case let .type(text, label): .type(text, into: label)
      case let .toggle(label): .toggle(label)
      case let .pick(option, label): .pick(option, in: label)
      case let .step(label, steps): .step(label, by: steps)
      case let .slide(label, value): .slide(label, to: value)
      case let .delete(label): .delete(label)
      case .refresh: .refresh
      case .back: .back
      case .dismiss: .dismiss
      }
    return syntax.text
  }

  /// `text` quoted as a script reads it back (``UIStepSyntax/quoted(_:)``).
  package static func quoted(_ text: String) -> String {
    UIStepSyntax.quoted(text)
  }
}

extension ViewHost {
  /// Performs `interaction` through the control's closure or binding, as SwiftUI would, then renders.
  ///
  /// Returns the task a pull to refresh started (nil for every other interaction).
  ///
  /// - Throws: ``InteractionError`` naming the candidates when no control, or more than one, matches.
  @discardableResult
  package func perform(_ interaction: ViewInteraction) throws -> Task<Void, Never>? {
    switch interaction {
    case let .tap(label, role): try tap(label, role: role)
    case let .type(text, label): try type(text, into: label)
    case let .toggle(label): try toggle(label)
    case let .pick(option, label): try pick(option, in: label)
    case let .step(label, steps): try step(label, by: steps)
    case let .slide(label, value): try slide(label, to: value)
    case let .delete(label): try delete(label)
    case .refresh: return try refresh()
    case .back: try back()
    case .dismiss: try dismiss()
    }
    return nil
  }
}
