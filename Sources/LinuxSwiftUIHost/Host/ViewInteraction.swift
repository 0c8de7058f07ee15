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
    switch self {
    case let .tap(label, role):
      return "tap \(Self.quoted(label))" + (role.map { " role \($0.rawValue)" } ?? "")
    case let .type(text, label):
      return "type \(Self.quoted(text))" + (label.map { " into \(Self.quoted($0))" } ?? "")
    case let .toggle(label): return "toggle \(Self.quoted(label))"
    case let .pick(option, label):
      return "pick \(Self.quoted(option))" + (label.map { " in \(Self.quoted($0))" } ?? "")
    case let .step(label, steps): return "step \(Self.quoted(label)) by \(steps)"
    case let .slide(label, value):
      return "slide " + (label.map { "\(Self.quoted($0)) " } ?? "") + "to \(value)"
    case let .delete(label): return "delete \(Self.quoted(label))"
    case .refresh: return "refresh"
    case .back: return "back"
    case .dismiss: return "dismiss"
    }
  }

  /// `text` in double quotes, with `\`, `"`, control and bidirectional-control characters escaped (`\n`, `\t`,
  /// `\u{1B}`, `\u{202E}`): the same form as the demo runner's `UIStep`, which its script parser reads back.
  package static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default:
        if OutsideText.isUnsafe(scalar) {
          result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
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
