/// How a control's visible label is read from its label's nodes.
package enum ControlLabel {
  /// The texts of `nodes`, joined by a space (an icon's name is not part of it).
  package static func text(of nodes: [ViewNode]) -> String? {
    let texts = nodes.flatMap(\.allNodes).filter { $0.role == .text }.compactMap(\.label)
    if texts.isEmpty { return nodes.first?.firstLabel }
    return texts.joined(separator: " ")
  }
}
