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
  /// classes), for the demo gallery. Text is escaped.
  package var htmlForm: String {
    var html = ""
    appendHTML(to: &html, depth: 0)
    return html
  }

  private func appendHTML(to html: inout String, depth: Int) {
    let indent = String(repeating: "  ", count: depth)
    let tag: String =
      switch role {
      case .button, .link: "button"
      case .textField, .secureField, .searchField: "label"
      case .list, .form: "ul"
      case .row: "li"
      case .section: "section"
      case .text, .title: "span"
      default: "div"
      }
    var attributes = " class=\"\(role.rawValue)\""
    if let label { attributes += " data-label=\"\(Self.escape(label))\"" }
    if let value { attributes += " data-value=\"\(Self.escape(value))\"" }
    if !isEnabled { attributes += " disabled" }
    if isSelected { attributes += " aria-selected=\"true\"" }
    if !traits.isEmpty {
      attributes += " data-traits=\"\(Self.escape(traits.joined(separator: "; ")))\""
    }
    if !actions.isEmpty {
      attributes += " data-actions=\"\(actions.map(\.rawValue).joined(separator: " "))\""
    }
    html += "\(indent)<\(tag)\(attributes)>"
    if let label, children.isEmpty { html += Self.escape(label) }
    if let value, role == .textField || role == .searchField {
      html += " <input value=\"\(Self.escape(value))\">"
    }
    if children.isEmpty {
      html += "</\(tag)>\n"
      return
    }
    html += "\n"
    for child in children { child.appendHTML(to: &html, depth: depth + 1) }
    html += "\(indent)</\(tag)>\n"
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
