/// Lays out a `DumpNode` tree as text.
///
/// A node prints on one line when it is a leaf, or when its whole single-line form (with its
/// indentation, label and trailing comma) fits in `lineWidth` columns; otherwise its children go
/// on their own lines, indented two spaces, separated by commas:
///
/// ```
/// AppFeature.State(
///   counter: Counter.State(count: 1),
///   tags: ["a", "b"]
/// )
/// ```
enum DumpRenderer {
  static let lineWidth = 80
  static let indentWidth = 2

  /// The whole dump, lines joined with `\n`.
  static func render(_ node: DumpNode) -> String {
    var lines: [String] = []
    appendLines(of: node, indent: 0, label: "", comma: false, prefix: "", to: &lines)
    return lines.joined(separator: "\n")
  }

  /// The single-line form of `node`, however wide.
  static func flatText(_ node: DumpNode) -> String {
    var output = ""
    appendFlat(node, to: &output)
    return output
  }

  /// Whether `node` prints on one line at this position.
  static func fitsOnOneLine(_ node: DumpNode, indent: Int, label: String, comma: Bool) -> Bool {
    node.kind == .leaf || node.children.isEmpty
      || indent + label.count + node.flatWidth + (comma ? 1 : 0) <= lineWidth
  }

  /// Appends the lines of `node`, each starting with `prefix` and `indent` spaces; the first
  /// carries `label`, the last a comma when `comma` is set.
  static func appendLines(
    of node: DumpNode, indent: Int, label: String, comma: Bool, prefix: String,
    to lines: inout [String]
  ) {
    let padding = String(repeating: " ", count: indent)
    let suffix = comma ? "," : ""
    if fitsOnOneLine(node, indent: indent, label: label, comma: comma) {
      var line = prefix + padding + label
      appendFlat(node, to: &line)
      lines.append(line + suffix)
      return
    }
    lines.append(prefix + padding + label + node.text)
    let last = node.children.count - 1
    for (offset, child) in node.children.enumerated() {
      appendLines(
        of: child.node, indent: indent + indentWidth, label: child.label, comma: offset < last,
        prefix: prefix, to: &lines)
    }
    lines.append(prefix + padding + node.close + suffix)
  }

  private static func appendFlat(_ node: DumpNode, to output: inout String) {
    guard node.kind != .leaf, !node.children.isEmpty else {
      output += node.emptyText
      return
    }
    output += node.text
    for (offset, child) in node.children.enumerated() {
      if offset > 0 { output += ", " }
      output += child.label
      appendFlat(child.node, to: &output)
    }
    output += node.close
  }
}
