/// One thing a user does to a feature's rendered screen, as a script writes it: a script's UI step.
///
/// The one list of the steps: the demo runner's script parser reads them (`DemoScript` names this type `UIStep`
/// too), and the Linux SwiftUI host performs them (it calls a step a `ViewInteraction`), so a step explore's screen
/// mode saves reads back as the same step. It lives at the bottom layer so scripts parse on every platform (on Apple
/// platforms a feature has no rendered screen, and a UI step is a located error when played). Its ``description`` is
/// the step in script syntax, labels quoted and escaped by ``quoted(_:)``; printing cannot fail.
///
/// | Step | Meaning |
/// | --- | --- |
/// | `tap "Retry"` / `tap "Save" role button` | Tap the button or link labelled so (of that role). |
/// | `type "Milk" into "Title"` / `type "Milk"` | Type into the field labelled so (the only field). |
/// | `toggle "Done"` | Flip the toggle. |
/// | `pick "Weekly" in "Frequency"` / `pick "Weekly"` | Pick an option of the picker (the only picker). |
/// | `step "Tempo" by -1` | Step the stepper down (or up). |
/// | `slide "Volume" to 0.5` / `slide to 0.5` | Move the slider (the only slider). |
/// | `delete "Milk"` | Swipe the row away. |
/// | `refresh` / `back` / `dismiss` | Pull to refresh, go back, dismiss the front-most presentation. |
public enum UIStep: Hashable, Sendable, CustomStringConvertible {
  /// Taps the button or link labelled `label` (of `role`, when given: `button`, `link`, …).
  case tap(String, role: String? = nil)
  /// Types `text` into the field labelled `into` (the only field, when nil), replacing what it holds.
  case type(String, into: String?)
  /// Flips the toggle labelled so.
  case toggle(String)
  /// Picks the option `option` in the picker labelled `in` (the only picker, when nil).
  case pick(String, in: String?)
  /// Steps the stepper labelled so by `by` steps (negative: down).
  case step(String, by: Int)
  /// Moves the slider labelled so (the only slider, when nil) to `to`.
  case slide(String?, to: Double)
  /// Swipes the row labelled so away (its list's `onDelete`).
  case delete(String)
  /// Pulls to refresh.
  case refresh
  /// Goes back from the top pushed screen.
  case back
  /// Dismisses the front-most sheet, popover, cover, alert or dialog.
  case dismiss

  /// The step keywords, in the order they are suggested.
  public static let keywords = [
    "tap", "type", "toggle", "pick", "step", "slide", "delete", "refresh", "back", "dismiss",
  ]

  /// The keyword the step starts with (`tap`, `type`, …).
  public var keyword: String {
    switch self {
    case .tap: "tap"
    case .type: "type"
    case .toggle: "toggle"
    case .pick: "pick"
    case .step: "step"
    case .slide: "slide"
    case .delete: "delete"
    case .refresh: "refresh"
    case .back: "back"
    case .dismiss: "dismiss"
    }
  }

  /// The step in script syntax: `tap "Retry"`, `type "Milk" into "Title"`, `step "Tempo" by -1`, `back`.
  public var description: String {
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
    case .refresh, .back, .dismiss: return keyword
    }
  }

  /// `text` in double quotes, with `\`, `"`, control and bidirectional-control characters escaped (`\n`, `\t`,
  /// `\r`, `\u{1B}`, `\u{202E}`; see `OutsideText.isUnsafe(_:)`): the form the script parser reads back.
  public static func quoted(_ text: String) -> String {
    "\"" + StringLiteralEscaping.escaped(text, asUnicode: OutsideText.isUnsafe) + "\""
  }
}
