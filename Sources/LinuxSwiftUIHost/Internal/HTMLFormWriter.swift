import Dependencies

/// Writes a ``ViewNode`` tree as HTML that a stylesheet can draw like an iOS screen (the demo gallery's does):
/// a navigation stack shows its top level with a navigation bar (back button, toolbar items, title) and keeps the
/// covered levels `hidden`; lists and forms group their rows into sections; a presented sheet, alert or dialog is
/// written after the content it covers, both inside one `ui-presenting` box.
///
/// Every element has a class `ui-<role>` (no class of a page around it is reused) and keeps the node's role, label,
/// value, actions and pixel-only traits as `data-` attributes; each trait also becomes a class `t-<trait>`
/// (`font(.headline)` → `t-font-headline`). Controls are drawn, never live: no `href`, no form submission, inputs
/// are read-only and out of the tab order. All text, in content and in attributes, goes through ``escape(_:)``.
struct HTMLFormWriter {
  private(set) var html = ""

  /// The HTML of `node`.
  static func html(of node: ViewNode) -> String {
    var writer = HTMLFormWriter()
    writer.write(node)
    return writer.html
  }

  private static let presentations: Set<ViewRole> = [
    .sheet, .popover, .fullScreenCover, .alert, .dialog,
  ]

  // MARK: - Nodes

  private mutating func write(_ node: ViewNode) {
    switch node.role {
    case ViewRole(rawValue: "screen"):
      writeChildren(node.children)
    case .navigationStack:
      writeStack(node)
    case .list, .form:
      writeList(node)
    case .section:
      writeSection(node)
    case .title:
      element("h2", node) { $0.text(node.label) }
    case .text:
      element("span", node) { $0.text(node.label) }
    case .button, .menu:
      element("button", node, extra: " type=\"button\" tabindex=\"-1\"") { writer in
        if node.children.isEmpty {
          writer.text(node.label)
        } else {
          writer.writeChildren(node.children)
        }
      }
    case .link:
      element("a", node) { writer in
        writer.html += "<span class=\"ui-link-title\">"
        if node.children.isEmpty {
          writer.text(node.label)
        } else {
          writer.writeChildren(node.children)
        }
        writer.html += "</span><span class=\"ui-chevron\" aria-hidden=\"true\">›</span>"
      }
    case .textField, .secureField, .searchField:
      writeField(node)
    case .toggle:
      element("label", node) { writer in
        writer.html +=
          "<span class=\"ui-control-label\">" + Self.escape(node.label ?? "") + "</span>"
        let on = node.value == "on"
        writer.html += "<span class=\"ui-switch\(on ? " ui-on" : "")\" role=\"switch\" "
        writer.html += "aria-checked=\"\(on)\"></span>"
      }
    case .picker:
      writePicker(node)
    case .option:
      element("span", node) { $0.text(node.label) }
    case .stepper:
      element("div", node) { writer in
        writer.html +=
          "<span class=\"ui-control-label\">" + Self.escape(node.label ?? "") + "</span>"
        writer.html +=
          "<span class=\"ui-control-value\">" + Self.escape(node.value ?? "") + "</span>"
        writer.html +=
          "<span class=\"ui-stepper-buttons\" aria-hidden=\"true\"><span>−</span><span>+</span></span>"
      }
    case .slider, .datePicker, .labeledContent:
      element("div", node) { writer in
        writer.html +=
          "<span class=\"ui-control-label\">" + Self.escape(node.label ?? "") + "</span>"
        writer.html +=
          "<span class=\"ui-control-value\">" + Self.escape(node.value ?? "") + "</span>"
        if node.value == nil { writer.writeChildren(node.children) }
      }
    case .image:
      element("span", node, extra: " role=\"img\" aria-label=\"\(Self.escape(node.label ?? ""))\"")
      {
        $0.html += Self.escape(SymbolGlyph.glyph(for: node.label))
      }
    case .label:
      element("span", node) { writer in
        if let symbol = node.value {
          writer.html += "<span class=\"ui-icon\" aria-hidden=\"true\">"
          writer.html += Self.escape(SymbolGlyph.glyph(for: symbol)) + "</span>"
        }
        writer.html += "<span class=\"ui-label-title\">" + Self.escape(node.label ?? "") + "</span>"
      }
    case .progress:
      writeProgress(node)
    case .unavailable:
      element("div", node) { writer in
        writer.html += "<span class=\"ui-unavailable-icon\" aria-hidden=\"true\">⌀</span>"
        writer.html +=
          "<h3 class=\"ui-unavailable-title\">" + Self.escape(node.label ?? "") + "</h3>"
        if let value = node.value, !value.isEmpty {
          writer.html += "<p class=\"ui-unavailable-description\">" + Self.escape(value) + "</p>"
        }
        writer.writeChildren(node.children)
      }
    case .sheet, .popover, .fullScreenCover:
      element("div", node, extra: " role=\"dialog\" aria-modal=\"true\"") { writer in
        writer.html += "<span class=\"ui-grabber\" aria-hidden=\"true\"></span>"
        writer.writeChildren(node.children)
      }
    case .alert:
      writeAlert(node)
    case .dialog:
      writeDialog(node)
    case .spacer:
      element("span", node) { _ in }
    case .divider:
      element("hr", node, void: true) { _ in }
    default:
      element("div", node) { writer in
        if node.children.isEmpty {
          writer.text(node.label)
        } else {
          writer.writeChildren(node.children)
        }
      }
    }
  }

  /// `children` in order; presentations among them are written after the others, which they cover.
  private mutating func writeChildren(_ children: [ViewNode], before: ((inout Self) -> Void)? = nil)
  {
    let presented = children.filter { Self.presentations.contains($0.role) }
    guard !presented.isEmpty else {
      before?(&self)
      for child in children { write(child) }
      return
    }
    html += "<div class=\"ui-presenting\"><div class=\"ui-presenter\" aria-hidden=\"true\">"
    before?(&self)
    for child in children where !Self.presentations.contains(child.role) { write(child) }
    html += "</div>"
    for child in presented { write(child) }
    html += "</div>"
  }

  /// A stack: each level (the root, then each pushed destination) with its navigation bar; only the top one shows.
  private mutating func writeStack(_ node: ViewNode) {
    let root = node.children.filter { $0.role != .destination }
    let pushed = node.children.filter { $0.role == .destination }
    let levels = [(root, false)] + pushed.map { ($0.children, $0.actions.contains(.back)) }
    element("div", node) { writer in
      var previousTitle: String?
      for (index, (children, canGoBack)) in levels.enumerated() {
        let covered = index < levels.count - 1
        writer.html += "<div class=\"ui-nav-level\(covered ? " ui-covered" : "")\""
        writer.html += covered ? " hidden>" : ">"
        writer.writeLevel(children, back: index > 0 ? (previousTitle ?? "Back", canGoBack) : nil)
        writer.html += "</div>"
        previousTitle = children.first { $0.role == .title }?.label
      }
    }
  }

  /// One level of a stack: its navigation bar (back button, leading and trailing toolbar items, an inline title),
  /// its large title, then its content.
  private mutating func writeLevel(_ children: [ViewNode], back: (title: String, enabled: Bool)?) {
    let title = children.first { $0.role == .title }
    let items = children.filter { $0.role == .toolbar }.flatMap(\.children)
    let inline = title?.traits.contains { $0.contains("inline") } ?? false
    let rest = children.filter { $0.role != .title && $0.role != .toolbar }
    writeChildren(rest) { writer in
      guard back != nil || !items.isEmpty || title != nil else { return }
      writer.html += "<header class=\"ui-navbar\"><span class=\"ui-bar-items ui-leading\">"
      if let back {
        writer.html += "<span class=\"ui-back\(back.enabled ? "" : " ui-disabled")\">"
        writer.html += "<span aria-hidden=\"true\">‹</span> " + Self.escape(back.title) + "</span>"
      }
      let leading = items.filter(Self.isLeading)
      let trailing = items.filter { !Self.isLeading($0) }
      for item in leading { writer.write(item) }
      writer.html += "</span><span class=\"ui-inline-title\">"
      if inline, let title { writer.html += Self.escape(title.label ?? "") }
      writer.html += "</span><span class=\"ui-bar-items ui-trailing\">"
      for item in trailing { writer.write(item) }
      writer.html += "</span></header>"
      if !inline, let title { writer.write(title) }
    }
  }

  /// Whether a toolbar item goes before the title: cancellation, navigation and leading placements.
  private static func isLeading(_ item: ViewNode) -> Bool {
    item.traits.contains { trait in
      trait.hasPrefix("placement(")
        && (trait.contains("cancellation") || trait.contains("Leading")
          || trait.contains(".navigation)"))
    }
  }

  /// A list or form: consecutive rows in one rounded group, each section a group with its header.
  private mutating func writeList(_ node: ViewNode) {
    element("div", node, extra: " role=\"list\"") { writer in
      var groupOpen = false
      let presented = node.children.filter { Self.presentations.contains($0.role) }
      for child in node.children where !Self.presentations.contains(child.role) {
        if child.role == .section {
          if groupOpen { writer.html += "</div>" }
          groupOpen = false
          writer.write(child)
          continue
        }
        if !groupOpen { writer.html += "<div class=\"ui-group\">" }
        groupOpen = true
        writer.cell(child)
      }
      if groupOpen { writer.html += "</div>" }
      for child in presented { writer.write(child) }
    }
  }

  private mutating func writeSection(_ node: ViewNode) {
    element("section", node) { writer in
      if let label = node.label, !label.isEmpty {
        writer.html += "<h3 class=\"ui-section-header\">" + Self.escape(label) + "</h3>"
      }
      writer.html += "<div class=\"ui-group\">"
      for child in node.children { writer.cell(child) }
      writer.html += "</div>"
    }
  }

  /// One cell of a list's group.
  private mutating func cell(_ node: ViewNode) {
    html += "<div class=\"ui-cell\" role=\"listitem\">"
    write(node)
    html += "</div>"
  }

  private mutating func writeField(_ node: ViewNode) {
    element("label", node) { writer in
      if node.role == .searchField {
        writer.html += "<span class=\"ui-icon\" aria-hidden=\"true\">⌕</span>"
      }
      let prompt = node.traits.first { $0.hasPrefix("prompt(") && $0.hasSuffix(")") }
        .map { String($0.dropFirst(7).dropLast()) }
      let placeholder = prompt ?? node.label ?? ""
      let value = node.value ?? ""
      writer.html += "<span class=\"ui-input\(value.isEmpty ? " ui-placeholder" : "")\" "
      writer.html += "aria-label=\"\(Self.escape(node.label ?? ""))\">"
      writer.html += Self.escape(value.isEmpty ? placeholder : value) + "</span>"
    }
  }

  private mutating func writePicker(_ node: ViewNode) {
    let segmented = node.traits.contains { $0.contains("segmented") }
    element("div", node, extra: segmented ? " data-style=\"segmented\"" : "") { writer in
      if segmented {
        writer.html += "<span class=\"ui-segments\">"
        for option in node.children { writer.write(option) }
        writer.html += "</span>"
        return
      }
      writer.html += "<span class=\"ui-control-label\">" + Self.escape(node.label ?? "") + "</span>"
      writer.html += "<span class=\"ui-picker-value\">" + Self.escape(node.value ?? "")
      writer.html += " <span aria-hidden=\"true\">↕</span></span>"
      writer.html += "<span class=\"ui-options\" hidden>"
      for option in node.children { writer.write(option) }
      writer.html += "</span>"
    }
  }

  private mutating func writeProgress(_ node: ViewNode) {
    element("div", node) { writer in
      if let value = node.value, let percent = Self.percent(value) {
        if let label = node.label, !label.isEmpty {
          writer.html += "<span class=\"ui-control-label\">" + Self.escape(label) + "</span>"
        }
        writer.html += "<span class=\"ui-bar\" role=\"progressbar\" aria-valuenow=\"\(percent)\">"
        writer.html += "<span style=\"width: \(percent)%\"></span></span>"
        return
      }
      writer.html += "<span class=\"ui-spinner\" aria-hidden=\"true\"></span>"
      if let label = node.label, !label.isEmpty {
        writer.html += "<span class=\"ui-progress-label\">" + Self.escape(label) + "</span>"
      }
    }
  }

  /// `17%` → 17 (0–100), else nil.
  private static func percent(_ value: String) -> Int? {
    guard value.hasSuffix("%"), let number = Double(value.dropLast()), number.isFinite else {
      return nil
    }
    return Int(min(100, max(0, number)).rounded())
  }

  /// An alert: its title and message, then its buttons side by side (two) or stacked.
  private mutating func writeAlert(_ node: ViewNode) {
    let buttons = node.children.filter { $0.role == .button }
    let message = node.children.filter { $0.role != .button }
    element("div", node, extra: " role=\"alertdialog\" aria-modal=\"true\"") { writer in
      writer.html += "<div class=\"ui-alert-body\"><h3 class=\"ui-alert-title\">"
      writer.html += Self.escape(node.label ?? "") + "</h3>"
      for part in message { writer.write(part) }
      writer.html += "</div><div class=\"ui-alert-actions\" data-count=\"\(buttons.count)\">"
      for button in buttons { writer.write(button) }
      writer.html += "</div>"
    }
  }

  /// A confirmation dialog, drawn as an action sheet: the title, message and actions in one group, Cancel apart.
  private mutating func writeDialog(_ node: ViewNode) {
    let isCancel: (ViewNode) -> Bool = { $0.traits.contains("role(.cancel)") }
    let buttons = node.children.filter { $0.role == .button }
    let message = node.children.filter { $0.role != .button }
    element("div", node, extra: " role=\"dialog\" aria-modal=\"true\"") { writer in
      writer.html += "<div class=\"ui-dialog-group\"><div class=\"ui-dialog-header\">"
      writer.html += "<p class=\"ui-dialog-title\">" + Self.escape(node.label ?? "") + "</p>"
      for part in message { writer.write(part) }
      writer.html += "</div>"
      for button in buttons where !isCancel(button) { writer.write(button) }
      writer.html += "</div>"
      let cancels = buttons.filter(isCancel)
      if !cancels.isEmpty {
        writer.html += "<div class=\"ui-dialog-group ui-dialog-cancel\">"
        for button in cancels { writer.write(button) }
        writer.html += "</div>"
      }
    }
  }

  // MARK: - Elements

  /// `<tag class="ui-role t-…" data-…>` + body + `</tag>` (no closing tag for a void element).
  private mutating func element(
    _ tag: String, _ node: ViewNode, extra: String = "", void: Bool = false,
    body: (inout Self) -> Void
  ) {
    var classes = ["ui-" + Self.token(node.role.rawValue)]
    classes += node.traits.map { "t-" + Self.token($0) }
    if !node.isEnabled { classes.append("ui-disabled") }
    if node.isSelected { classes.append("ui-selected") }
    html += "<\(tag) class=\"\(classes.joined(separator: " "))\""
    html += " data-role=\"\(Self.escape(node.role.rawValue))\""
    if let label = node.label { html += " data-label=\"\(Self.escape(label))\"" }
    if let value = node.value { html += " data-value=\"\(Self.escape(value))\"" }
    if !node.actions.isEmpty {
      html += " data-actions=\"\(node.actions.map(\.rawValue).joined(separator: " "))\""
    }
    if !node.traits.isEmpty {
      html += " data-traits=\"\(Self.escape(node.traits.joined(separator: "; ")))\""
    }
    if !node.isEnabled { html += tag == "button" ? " disabled" : " aria-disabled=\"true\"" }
    if node.isSelected { html += " aria-selected=\"true\"" }
    html += extra + ">"
    if void { return }
    body(&self)
    html += "</\(tag)>"
  }

  private mutating func text(_ text: String?) {
    html += Self.escape(text ?? "")
  }

  /// A class name from any text: letters and digits, other runs as one `-`, at most 48 characters.
  static func token(_ text: String) -> String {
    var output = ""
    for scalar in text.unicodeScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        output.unicodeScalars.append(scalar)
      } else if !output.isEmpty, !output.hasSuffix("-") {
        output += "-"
      }
      if output.count >= 48 { break }
    }
    while output.hasSuffix("-") { output.removeLast() }
    return output.isEmpty ? "x" : output
  }

  /// `text` safe in HTML content and in a quoted attribute (``HTMLEscaping``), newlines and tabs kept.
  static func escape(_ text: String) -> String { HTMLEscaping.escaped(text, keepingTabs: true) }
}
