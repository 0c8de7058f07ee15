/// The selection of `List(selection:)`: rows tagged with a value (`.tag(_:)`) show whether it is selected and can be
/// tapped to select it (a single selection) or to add or remove it (a set).
@MainActor struct ListSelection {
  let contains: @MainActor (AnyHashable) -> Bool
  package let tap: @MainActor (AnyHashable) -> Void

  package init<Value: Hashable>(many binding: Binding<Set<Value>>) {
    contains = { tag in (tag.base as? Value).map { binding.wrappedValue.contains($0) } ?? false }
    tap = { tag in
      guard let value = tag.base as? Value else { return }
      if binding.wrappedValue.contains(value) {
        binding.wrappedValue.remove(value)
      } else {
        binding.wrappedValue.insert(value)
      }
    }
  }

  package init<Value: Hashable>(one binding: Binding<Value?>) {
    contains = { tag in (tag.base as? Value).map { binding.wrappedValue == $0 } ?? false }
    tap = { tag in
      guard let value = tag.base as? Value else { return }
      binding.wrappedValue = value
    }
  }

  /// `node` and the nodes inside it, tagged ones marked selected or not and offering `tap` (when they have no action
  /// of their own).
  func mark(_ node: ViewNode, in context: RenderContext) -> ViewNode {
    var node = node
    node.children = node.children.map { mark($0, in: context) }
    guard let tag = context.host.pass.tags[node.id] else { return node }
    node.isSelected = context.tracked { contains(tag) }
    if node.actions.isEmpty && node.isEnabled {
      node.actions = [.tap]
      let tap = self.tap
      context.offer(NodeHandlers(tap: { tap(tag) }), for: node.id)
    }
    return node
  }
}
