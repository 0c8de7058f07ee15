extension RenderContext {
  /// The node of a control that acts on one value (a toggle, a stepper, a slider): its label rendered at "label" and
  /// read as the node's label, `handlers` offered for it.
  func control<Label: View>(
    _ role: ViewRole, label: Label, value: String?, actions: [ViewAction], handlers: NodeHandlers
  ) -> [ViewNode] {
    let labelNodes = render(label, at: "label")
    offer(handlers)
    return [node(role, label: ControlLabel.text(of: labelNodes), value: value, actions: actions)]
  }
}
