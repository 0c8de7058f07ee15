/// A user's interaction that could not be done: no control, or more than one, matches; or the control cannot do it.
package struct InteractionError: Error, CustomStringConvertible, Equatable {
  package let description: String
}

extension ViewHost {
  /// The enabled node offering `action` whose label is `label` (and whose role is `role`, when given). Throws naming
  /// the candidates when none or several match.
  ///
  /// While a sheet, cover, popover, alert or dialog is presented, only what is inside the front-most one can be
  /// reached (as on a device): a match beneath it throws, saying what covers it, and the candidates listed are the
  /// front-most presentation's.
  package func target(_ label: String?, role: ViewRole? = nil, offering action: ViewAction) throws
    -> ViewNode
  {
    let all = reachableNodes
    let offering = all.filter { $0.actions.contains(action) && (role == nil || $0.role == role) }
    let matches = offering.filter { label == nil || $0.label == label }
    if matches.isEmpty, let cover = frontPresentation {
      let covered = tree.allNodes.filter {
        $0.actions.contains(action) && (role == nil || $0.role == role)
          && (label == nil || $0.label == label)
      }
      if let first = covered.first {
        throw InteractionError(
          description:
            "\(first.role) \"\(first.label ?? "")\" is covered by the \(Self.describe(cover)); dismiss it first. "
            + "Reachable: "
            + (offering.isEmpty
              ? "none"
              : offering.map { "\($0.role) \"\($0.label ?? "")\"" }.joined(separator: ", ")))
      }
    }
    if matches.count == 1 { return matches[0] }
    let what =
      "\(role.map { "\($0) " } ?? "")\(label.map { "\"\($0)\"" } ?? "control") that can \(action.rawValue)"
    let candidates = offering.map { "\($0.role) \"\($0.label ?? "")\"" }
    if matches.isEmpty {
      let disabled = all.filter { $0.label == label && !$0.isEnabled && label != nil }
      let note = disabled.isEmpty ? "" : " (\(disabled.count) matching control(s) are disabled)"
      throw InteractionError(
        description: "No \(what) on the screen\(note). Candidates: "
          + (candidates.isEmpty ? "none" : candidates.joined(separator: ", ")))
    }
    throw InteractionError(
      description: "\(matches.count) matches for \(what): "
        + matches.map { "\($0.role) \"\($0.label ?? "")\" at \($0.id)" }.joined(separator: ", ")
        + ". Name it by role too, or make the labels differ.")
  }

  private func handlers(_ node: ViewNode) throws -> NodeHandlers {
    guard let handlers = handlers(for: node.id) else {
      throw InteractionError(
        description: "\(node.role) \"\(node.label ?? "")\" offers no handler (is it disabled?)")
    }
    return handlers
  }

  /// Taps a button or link (calls its action, as SwiftUI does), then renders.
  package func tap(_ label: String, role: ViewRole? = nil) throws {
    let node = try target(label, role: role, offering: .tap)
    try handlers(node).tap?()
    render()
  }

  /// Types `text` into the field labelled `label` (replacing its text, through its binding), then renders.
  package func type(_ text: String, into label: String?) throws {
    let node = try target(label, offering: .type)
    try handlers(node).setText?(text)
    render()
  }

  /// Flips the toggle (or expands or collapses the disclosure group) labelled `label`, through its binding, then
  /// renders.
  package func toggle(_ label: String) throws {
    let node = try target(label, offering: .toggle)
    try handlers(node).setBool?(node.value != "on" && node.value != "expanded")
    render()
  }

  /// Picks the option labelled `option` in the picker labelled `label`, then renders.
  package func pick(_ option: String, in label: String?) throws {
    let node = try target(label, role: .picker, offering: .pick)
    guard try handlers(node).pick?(option) == true else {
      let options = node.children.compactMap(\.label).map { "\"\($0)\"" }.joined(separator: ", ")
      throw InteractionError(
        description: "picker \"\(node.label ?? "")\" has no option \"\(option)\": it has \(options)"
      )
    }
    render()
  }

  /// Steps the stepper labelled `label` up (`by` > 0) or down, then renders.
  package func step(_ label: String, by steps: Int) throws {
    let node = try target(label, role: .stepper, offering: steps > 0 ? .increment : .decrement)
    let handlers = try handlers(node)
    for _ in 0..<abs(steps) { handlers.step?(steps > 0 ? 1 : -1) }
    render()
  }

  /// Moves the slider labelled `label` to `value`, then renders.
  package func slide(_ label: String?, to value: Double) throws {
    let node = try target(label, role: .slider, offering: .setValue)
    try handlers(node).setValue?(value)
    render()
  }

  /// Swipes the row labelled `label` away (its `onDelete`), then renders.
  package func delete(_ label: String) throws {
    let node = try target(label, role: .row, offering: .delete)
    try handlers(node).delete?()
    render()
  }

  /// Goes back from the top pushed destination (pops it through the stack's path or the destination's binding).
  package func back() throws {
    let node = try deepest(offering: .back)
    try handlers(node).back?()
    render()
  }

  /// Dismisses the front-most sheet, popover, cover, alert or dialog (sets its binding to nil or false).
  package func dismiss() throws {
    let node = try deepest(offering: .dismiss)
    try handlers(node).dismiss?()
    render()
  }

  /// Pulls to refresh the refreshable content: starts its action as a task (as ``startTask`` starts a view's
  /// `.task`) and returns it; renders.
  @discardableResult
  package func refresh() throws -> Task<Void, Never>? {
    let node = try target(nil, offering: .refresh)
    let task = try handlers(node).refresh.map { startTask($0) }
    render()
    return task
  }

  /// The last node (the front-most presentation) offering `action`, among those a user can reach.
  private func deepest(offering action: ViewAction) throws -> ViewNode {
    guard let node = reachableNodes.last(where: { $0.actions.contains(action) }) else {
      if let cover = frontPresentation,
        tree.allNodes.contains(where: { $0.actions.contains(action) })
      {
        throw InteractionError(
          description:
            "Nothing reachable can \(action.rawValue): the \(Self.describe(cover)) covers the screen; dismiss it first"
        )
      }
      throw InteractionError(description: "Nothing on the screen can \(action.rawValue)")
    }
    return node
  }

  /// The roles of what is presented over the content and covers it until dismissed.
  private static let coveringRoles: Set<ViewRole> = [
    .sheet, .fullScreenCover, .popover, .alert, .dialog,
  ]

  /// The front-most sheet, cover, popover, alert or dialog: the last one in the tree (a presentation follows the
  /// content that presents it, and one presented from inside another is inside it).
  package var frontPresentation: ViewNode? {
    tree.allNodes.last { Self.coveringRoles.contains($0.role) }
  }

  /// What a user can reach: the front-most presentation's nodes while one is presented, the whole screen otherwise.
  package var reachableNodes: [ViewNode] { frontPresentation?.allNodes ?? tree.allNodes }

  /// A presentation as an error names it: `sheet "Edit item"`, or `alert` when it has no title.
  private static func describe(_ node: ViewNode) -> String {
    let kind =
      switch node.role {
      case .fullScreenCover: "full-screen cover"
      case .dialog: "confirmation dialog"
      default: node.role.rawValue
      }
    return node.label.map { "\(kind) \"\($0)\"" } ?? kind
  }
}
