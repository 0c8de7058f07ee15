/// A UI step in script syntax: `tap "Retry"`, `type "Milk" into "Title"`, `step "Tempo" by -1`, `back`.
///
/// The one printer of the steps a script presses a screen with: the demo runner's `UIStep` (which its script parser
/// reads) and the Linux SwiftUI's `ViewInteraction` (which explore's screen mode saves) both print through it, so a
/// step printed by either reads back as the same step. Labels are quoted by ``quoted(_:)``. Printing cannot fail.
package enum UIStepSyntax: Sendable {
  /// `tap "label"`, then ` role ROLE` when a role is given.
  case tap(String, role: String?)
  /// `type "text"`, then ` into "label"` when a field is named.
  case type(String, into: String?)
  /// `toggle "label"`.
  case toggle(String)
  /// `pick "option"`, then ` in "label"` when a picker is named.
  case pick(String, in: String?)
  /// `step "label" by N`.
  case step(String, by: Int)
  /// `slide "label" to V`, or `slide to V` for the only slider.
  case slide(String?, to: Double)
  /// `delete "label"`.
  case delete(String)
  /// `refresh`.
  case refresh
  /// `back`.
  case back
  /// `dismiss`.
  case dismiss

  /// The step as a script writes it.
  package var text: String {
    switch self {
    case let .tap(label, role):
      return "tap \(Self.quoted(label))" + (role.map { " role \($0)" } ?? "")
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
  /// `\r`, `\u{1B}`, `\u{202E}`; see ``OutsideText/isUnsafe(_:)``): the form the script parser reads back.
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
