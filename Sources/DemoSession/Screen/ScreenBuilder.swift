import DemoTerminal
import Foundation
import Reducer

/// Lays out any feature's `ViewState` as a ``Screen``, by reflection.
///
/// The view state's case decides the frame: a case without payload whose name ends in `ing`
/// (`loading`, `refreshing`) is a spinner; a case named like a failure (`error`, `failed`,
/// `unauthorized`, …) shows its message as an error; `empty`-like cases without payload are
/// placeholders. A payload is drawn by shape: a collection as rows (a `Bool` such as `isDone`
/// becomes a checkbox, ids are hidden), a struct as `label: value` lines, a tuple part by part.
package enum ScreenBuilder {
  /// The screen of `viewState`, whose case is `caseName`, titled `title`.
  package static func screen(title: String, viewState: Any, caseName: String) -> Screen {
    var screen = Screen(title: title, badge: caseName)
    let mirror = Mirror(reflecting: viewState)
    let payload = mirror.displayStyle == .enum ? mirror.children.first?.value : nil
    let isFailure = failureWords.contains { caseName.lowercased().contains($0) }
    let isProgress = caseName.hasSuffix("ing") || progressNames.contains(caseName)
    guard let payload else {
      if isProgress {
        screen.append(.progress(TextLayout.humanize(caseName) + "…"))
      } else if isFailure {
        screen.append(.error(TextLayout.humanize(caseName)))
      } else {
        screen.append(.placeholder(TextLayout.humanize(caseName)))
      }
      return screen
    }
    if isFailure {
      screen.append(.error(failureText(payload)))
      return screen
    }
    if isProgress { screen.append(.progress(TextLayout.humanize(caseName) + "…")) }
    append(payload, label: nil, indent: 0, to: &screen)
    if screen.lines.isEmpty { screen.append(.placeholder(TextLayout.humanize(caseName))) }
    return screen
  }

  private static let failureWords = [
    "error", "fail", "unauthorized", "denied", "offline", "forbidden", "expired", "signedout",
  ]
  private static let progressNames: Set<String> = ["delayed", "inProgress", "busy"]
  private static let checkboxLabels: Set<String> = [
    "isDone", "done", "isCompleted", "completed", "isComplete", "isChecked", "checked",
  ]

  /// An alert or a confirmation dialog: its title as a heading, its message, then one row per button with its
  /// role.
  private static func appendDialog(
    _ dialog: any PresentedDialog, indent: Int, to screen: inout Screen
  ) {
    screen.append(.field(dialog.dialogKind, dialog.dialogTitle), indent: indent)
    if let message = dialog.dialogMessage {
      screen.append(.text(message), indent: indent + 1)
    }
    for button in dialog.dialogButtons {
      screen.append(
        .row("[\(button.label)]", checked: nil, detail: button.role.map { "role: \($0)" }),
        indent: indent + 1)
    }
  }

  /// The message of a failure payload: its strings, else its dump.
  private static func failureText(_ payload: Any) -> String {
    let value = unwrap(payload) ?? payload
    if let text = value as? String { return text }
    let strings = Mirror(reflecting: value).children.compactMap { unwrap($0.value) as? String }
    return strings.isEmpty ? dumpValue(value) : strings.joined(separator: " ")
  }

  /// Appends the lines showing `value`.
  private static func append(_ value: Any, label: String?, indent: Int, to screen: inout Screen) {
    guard let value = unwrap(value) else {
      if let label {
        screen.append(.field(TextLayout.humanize(label), "—"), indent: indent)
      } else {
        screen.append(.text("—"), indent: indent)
      }
      return
    }
    if let dialog = value as? any PresentedDialog {
      appendDialog(dialog, indent: indent, to: &screen)
      return
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .collection, .set, .dictionary:
      var rowIndent = indent
      if let label {
        screen.append(
          .heading("\(TextLayout.humanize(label)) (\(mirror.children.count))"),
          indent: indent)
        rowIndent += 1
      }
      if mirror.children.isEmpty {
        screen.append(.placeholder("None"), indent: rowIndent)
      }
      for child in mirror.children {
        let (text, checked, detail) = row(child.value)
        screen.append(.row(text, checked: checked, detail: detail), indent: rowIndent)
      }
    case .tuple:
      for child in mirror.children {
        let childLabel = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
        append(child.value, label: childLabel, indent: indent, to: &screen)
      }
    case .struct, .class:
      if let label, isScalar(value) {
        screen.append(.field(TextLayout.humanize(label), scalarText(value)), indent: indent)
        return
      }
      if let label {
        screen.append(.heading(TextLayout.humanize(label)), indent: indent)
      }
      let fieldIndent = label == nil ? indent : indent + 1
      for child in mirror.children {
        guard let childLabel = child.label, !isIdentifier(childLabel, child.value) else {
          continue
        }
        append(child.value, label: childLabel, indent: fieldIndent, to: &screen)
      }
    default:
      let text = scalarText(value)
      if let label {
        screen.append(.field(TextLayout.humanize(label), text), indent: indent)
      } else {
        screen.append(.text(text), indent: indent)
      }
    }
  }

  /// One row of a list: its first string as the text (with the next one, when the first is a
  /// short code); its other short strings, scalars and set flags as details; a done-like flag as
  /// a checkbox.
  private static func row(_ element: Any) -> (String, Bool?, String?) {
    guard let element = unwrap(element) else { return ("none", nil, nil) }
    let mirror = Mirror(reflecting: element)
    guard mirror.displayStyle == .struct || mirror.displayStyle == .class,
      !isScalar(element)
    else { return (scalarText(element), nil, nil) }
    var text: String?
    var details: [String] = []
    var tags: [String] = []
    var checked: Bool?
    var mergedText = false
    for child in mirror.children {
      guard let label = child.label, !isIdentifier(label, child.value),
        let value = unwrap(child.value)
      else { continue }
      if let flag = value as? Bool {
        if checked == nil, checkboxLabels.contains(label) {
          checked = flag
        } else if flag {
          let name = label.hasPrefix("is") && label.count > 2 ? String(label.dropFirst(2)) : label
          tags.append(TextLayout.humanize(name).lowercased())
        }
      } else if let string = value as? String {
        if string.isEmpty { continue }
        if let first = text, first.count <= shortText, !mergedText {
          text = first + " · " + string
          mergedText = true
        } else if text == nil {
          text = string
        } else if string.count <= detailLimit {
          details.append(string.count <= shortText ? "\(label): \(string)" : string)
        }
      } else if value is Date {
        details.append(scalarText(value))
      } else {
        details.append("\(label): \(scalarText(value))")
      }
    }
    let detail = (details + tags).joined(separator: " · ")
    return (text ?? detail, checked, text == nil || detail.isEmpty ? nil : detail)
  }

  /// The longest secondary string a row shows in its details.
  private static let detailLimit = 40
  /// Strings this short read as codes (`C3`, platform `2`): a row's first one is joined with the
  /// next string, and in details they keep their label.
  private static let shortText = 4

  /// Whether a field is an identity that screens do not show: `id`, `…ID`, or any `UUID`.
  private static func isIdentifier(_ label: String, _ value: Any) -> Bool {
    label == "id" || label.hasSuffix("ID") || label.hasSuffix("Id")
      || (unwrap(value).map { $0 is UUID } ?? false)
  }

  /// Whether `value` prints as one short token rather than as fields.
  private static func isScalar(_ value: Any) -> Bool {
    value is Date || value is UUID || value is URL || value is Duration || value is Decimal
  }

  /// A one-line form of a scalar (or of anything, shortened).
  private static func scalarText(_ value: Any) -> String {
    switch value {
    case let text as String: return text
    case let date as Date: return DateText.minutes(date)
    case let url as URL: return url.absoluteString
    case let uuid as UUID: return uuid.uuidString
    default:
      let mirror = Mirror(reflecting: value)
      let isContainer = [.collection, .set, .dictionary, .optional, .tuple].contains(
        mirror.displayStyle)
      if !isContainer, let convertible = value as? any CustomStringConvertible {
        let text = convertible.description
        // An enum's default description is its case name; make it read as words.
        return mirror.displayStyle == .enum && text == "\(value)" && mirror.children.isEmpty
          && !(value is any RawRepresentable)
          ? TextLayout.humanize(text).lowercased() : text
      }
      if mirror.displayStyle == .enum, mirror.children.isEmpty {
        return TextLayout.humanize("\(value)").lowercased()
      }
      return dumpValue(value, maxDepth: 2).replacingOccurrences(of: "\n", with: " ")
    }
  }

  /// The value inside an optional (recursively), or `nil` for `none`; non-optionals as they are.
  static func unwrap(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    guard let wrapped = mirror.children.first?.value else { return nil }
    return unwrap(wrapped)
  }
}
