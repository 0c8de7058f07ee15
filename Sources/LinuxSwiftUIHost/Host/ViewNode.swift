/// One node of a rendered screen's semantic tree: what an accessibility tree would say about a control or a container,
/// plus the pixel-only modifiers applied to it (recorded, never dropped).
///
/// Made by ``ViewHost`` while it evaluates a view tree; its ``id`` is the node's structural identity (the path of
/// views and indices from the root), stable across renders while the structure is.
package struct ViewNode: Hashable, Sendable {
  /// The node's structural identity.
  package var id: String
  /// What kind of element it is.
  package var role: ViewRole
  /// The visible label (a button's title, a field's prompt, a text's string), if any.
  package var label: String?
  /// The current value (a field's text, a toggle's on/off, a picker's selection), if any.
  package var value: String?
  /// Whether the control responds (`.disabled(true)` anywhere above it makes it false).
  package var isEnabled: Bool = true
  /// Whether it is the selected one (a picker's option, a selected tab).
  package var isSelected: Bool = false
  /// What a user can do with it.
  package var actions: [ViewAction] = []
  /// Modifiers that change only pixels, as written (`font(.headline)`, `padding`): the HTML form uses them.
  package var traits: [String] = []
  /// The nodes inside it.
  package var children: [ViewNode] = []

  package init(
    id: String, role: ViewRole, label: String? = nil, value: String? = nil, isEnabled: Bool = true,
    isSelected: Bool = false, actions: [ViewAction] = [], traits: [String] = [],
    children: [ViewNode] = []
  ) {
    self.id = id
    self.role = role
    self.label = label
    self.value = value
    self.isEnabled = isEnabled
    self.isSelected = isSelected
    self.actions = actions
    self.traits = traits
    self.children = children
  }

  /// This node and every node inside it, depth first.
  package var allNodes: [ViewNode] {
    var nodes: [ViewNode] = []
    appendAllNodes(to: &nodes)
    return nodes
  }

  /// Appends this node and every node inside it to `nodes`, depth first: one array for the whole walk (an array per
  /// level, appended to its parent's, copied each node once per level above it).
  private func appendAllNodes(to nodes: inout [ViewNode]) {
    nodes.append(self)
    for child in children { child.appendAllNodes(to: &nodes) }
  }

  /// The first label found in this node or below it: what a row or a container is called.
  package var firstLabel: String? {
    if let label { return label }
    for child in children {
      if let label = child.firstLabel { return label }
    }
    return nil
  }
}

/// What a semantic node is.
package struct ViewRole: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  package var rawValue: String
  package init(rawValue: String) { self.rawValue = rawValue }
  package var description: String { rawValue }

  package static let text = ViewRole(rawValue: "text")
  package static let button = ViewRole(rawValue: "button")
  package static let link = ViewRole(rawValue: "link")
  package static let textField = ViewRole(rawValue: "textField")
  package static let secureField = ViewRole(rawValue: "secureField")
  package static let toggle = ViewRole(rawValue: "toggle")
  package static let picker = ViewRole(rawValue: "picker")
  package static let option = ViewRole(rawValue: "option")
  package static let stepper = ViewRole(rawValue: "stepper")
  package static let slider = ViewRole(rawValue: "slider")
  package static let datePicker = ViewRole(rawValue: "datePicker")
  package static let menu = ViewRole(rawValue: "menu")
  package static let image = ViewRole(rawValue: "image")
  package static let label = ViewRole(rawValue: "label")
  package static let progress = ViewRole(rawValue: "progress")
  package static let unavailable = ViewRole(rawValue: "unavailable")
  package static let list = ViewRole(rawValue: "list")
  package static let form = ViewRole(rawValue: "form")
  package static let section = ViewRole(rawValue: "section")
  package static let row = ViewRole(rawValue: "row")
  package static let vstack = ViewRole(rawValue: "vstack")
  package static let hstack = ViewRole(rawValue: "hstack")
  package static let zstack = ViewRole(rawValue: "zstack")
  package static let scroll = ViewRole(rawValue: "scroll")
  package static let spacer = ViewRole(rawValue: "spacer")
  package static let divider = ViewRole(rawValue: "divider")
  package static let color = ViewRole(rawValue: "color")
  package static let shape = ViewRole(rawValue: "shape")
  package static let navigationStack = ViewRole(rawValue: "navigationStack")
  package static let destination = ViewRole(rawValue: "destination")
  package static let title = ViewRole(rawValue: "title")
  package static let toolbar = ViewRole(rawValue: "toolbar")
  package static let searchField = ViewRole(rawValue: "searchField")
  package static let sheet = ViewRole(rawValue: "sheet")
  package static let popover = ViewRole(rawValue: "popover")
  package static let fullScreenCover = ViewRole(rawValue: "fullScreenCover")
  package static let alert = ViewRole(rawValue: "alert")
  package static let dialog = ViewRole(rawValue: "dialog")
  package static let labeledContent = ViewRole(rawValue: "labeledContent")
  package static let disclosureGroup = ViewRole(rawValue: "disclosureGroup")
}

/// Something a user can do to a node.
package enum ViewAction: String, Hashable, Sendable, CaseIterable {
  case tap, type, toggle, pick, increment, decrement, setValue, delete, move, refresh, back, dismiss
}
