import Foundation

extension ViewNode {
  /// The stable text form: one line per node, children indented by two spaces —
  /// `role "label" = value (disabled, selected) [actions] {traits}`. For goldens, terminals and review diffs.
  package var textForm: String {
    var lines: [String] = []
    appendLines(to: &lines, depth: 0)
    return lines.joined(separator: "\n")
  }

  private func appendLines(to lines: inout [String], depth: Int) {
    if role.rawValue == "screen" {
      for child in children { child.appendLines(to: &lines, depth: depth) }
      return
    }
    var line = String(repeating: "  ", count: depth) + role.rawValue
    if let label { line += " \"\(label)\"" }
    if let value { line += " = \"\(value)\"" }
    var flags: [String] = []
    if !isEnabled { flags.append("disabled") }
    if isSelected { flags.append("selected") }
    if !flags.isEmpty { line += " (\(flags.joined(separator: ", ")))" }
    if !actions.isEmpty { line += " [\(actions.map(\.rawValue).joined(separator: ", "))]" }
    if !traits.isEmpty { line += " {\(traits.joined(separator: ", "))}" }
    lines.append(line)
    for child in children { child.appendLines(to: &lines, depth: depth + 1) }
  }

  /// The HTML form: nested elements carrying the role, label, value, state and traits (as `data-` attributes and
  /// `ui-<role>`/`t-<trait>` classes), arranged so a stylesheet can draw it as an iOS screen: the top level of a
  /// navigation stack with its bar and title, lists and forms in grouped sections, presentations after the content
  /// they cover (see `HTMLFormWriter`). For the demo gallery. Every text is escaped, control and bidi characters
  /// shown as `�`.
  package var htmlForm: String {
    HTMLFormWriter.html(of: self)
  }
}
