import ReducerRuntime

#if os(Linux)
  import Dependencies
  import SwiftUI

  /// A run's rendered screen (screen mode): the feature's view over the run's store, its `.task`s on the run's
  /// effect runtime; what a user can press on it, each press named as a script's UI step writes it.
  @MainActor
  final class ScreenDriver {
    private let host: ViewHost
    /// Set while the view's code runs (rendering, a control's closure).
    private let phase: ViewPhase
    private var pressableCache: [String: ViewInteraction]?
    private var pressableOrder: [String] = []
    /// The tree the controls were listed from: the list is a function of the tree alone, so a render or a press that
    /// leaves the tree as it was keeps it (most steps re-render nothing a control shows).
    private var listedTree: ViewNode?
    /// How many times the controls were listed (what a test of the reuse reads).
    private(set) var listings = 0
    /// The presses named so far (``name(of:)``).
    private var names: [ViewInteraction: String] = [:]
    private var front = (id: "", name: "main", hasGestureBack: true)

    init(host: ViewHost, runtime: EffectRuntime, phase: ViewPhase) {
      self.host = host
      self.phase = phase
      // As `ReducerTesting`'s screens do: a view's task is the runtime's work, so settling covers it.
      host.startTask = { operation in
        Task(executorPreference: runtime) {
          await SuspensionTracking.$observer.withValue(runtime) { await operation() }
        }
      }
    }

    isolated deinit {
      host.tearDown()
    }

    /// Whether something a body read has changed since the last render.
    var needsRender: Bool { host.needsRender }

    /// The rendered tree, for comparing before and after a press.
    var tree: ViewNode { host.tree }

    func render() {
      phase.set(true)
      host.render()
      phase.set(false)
      forgetControlsIfTreeChanged()
    }

    /// Drops the listed controls when the tree is no longer the one they were listed from.
    private func forgetControlsIfTreeChanged() {
      guard pressableCache != nil, host.tree != listedTree else { return }
      pressableCache = nil
      listedTree = nil
    }

    /// What a user can press on the front-most screen, in tree order, each as a script writes it.
    var pressable: [String] {
      if pressableCache == nil { enumerate() }
      return pressableOrder
    }

    /// Presses the control `description` names, when the screen offers it; `false` when it does not.
    func press(_ description: String) -> Bool {
      if pressableCache == nil { enumerate() }
      guard let interaction = pressableCache?[description] else { return false }
      phase.set(true)
      defer { phase.set(false) }
      do {
        try host.perform(interaction)
      } catch {
        return false
      }
      forgetControlsIfTreeChanged()
      return true
    }

    /// Whether pressing `description` must change something: a tap, a toggle, a pick of another option, typing
    /// other text. (A stepper at its bound or a slider may rightly do nothing.)
    func mustChangeSomething(_ description: String) -> Bool {
      if pressableCache == nil { enumerate() }
      return switch pressableCache?[description] {
      case .tap, .toggle, .pick, .type, .delete: true
      default: false
      }
    }

    /// The coverage key of a press: the control, the typed text left out.
    func controlKey(_ description: String) -> String {
      if pressableCache == nil { enumerate() }
      if case let .type(_, label)? = pressableCache?[description] {
        return "type" + (label.map { " into \(ViewInteraction.quoted($0))" } ?? "")
      }
      return description
    }

    /// The front-most screen: its node id (empty for the root screen), a name for reports, and whether a user can
    /// leave it without one of its controls (a swipe down, tapping outside, the back button).
    var frontLayer: (id: String, name: String, hasGestureBack: Bool) {
      if pressableCache == nil { enumerate() }
      return front
    }

    /// Whether a node with `id` is on the screen.
    func shows(_ id: String) -> Bool {
      host.tree.allNodes.contains { $0.id == id }
    }

    // MARK: - The front layer

    static let layerRoles: Set<ViewRole> = [
      .sheet, .popover, .fullScreenCover, .alert, .dialog, .destination,
    ]

    /// A sheet, popover or dialog goes with a swipe or a tap outside; a pushed screen with the back button unless
    /// it is hidden; a full-screen cover and an alert only through their controls.
    static func hasGestureBack(_ layer: ViewNode) -> Bool {
      switch layer.role {
      case .sheet, .popover, .dialog: layer.actions.contains(.dismiss)
      case .destination:
        layer.actions.contains(.back)
          && !layer.allNodes.contains { $0.traits.contains("navigationBarBackButtonHidden(true)") }
      case .fullScreenCover, .alert: false
      default: true
      }
    }

    /// `main` for the root screen; else the role and the presented view's type (for an alert or a dialog, the
    /// presenting view's).
    static func name(of layer: ViewNode) -> String {
      guard layerRoles.contains(layer.role) else { return "main" }
      if layer.role == .alert || layer.role == .dialog {
        // Its title often holds data (`Delete “Milk”?`): named after the view presenting it instead.
        let presenter = layer.id.split(separator: "/").dropLast().last {
          $0.first?.isUppercase == true && !$0.contains("<")
        }
        return layer.role.rawValue + (presenter.map { " on \($0)" } ?? "")
      }
      let prefix = layer.id + "/"
      for node in layer.allNodes.dropFirst() where node.id.hasPrefix(prefix) {
        for component in node.id.dropFirst(prefix.count).split(separator: "/") {
          // A view of the feature's own (`ItemEditorView`), not a container (`VStack<…>`).
          if let first = component.first, first.isUppercase, !component.contains("<") {
            return "\(layer.role) \(component)"
          }
        }
      }
      return layer.role.rawValue
    }

    // MARK: - Controls

    /// Text typed into fields: a word, nothing, a long text, and one that breaks naive code (markup, quotes,
    /// right-to-left, emoji, a newline).
    static let vocabulary = [
      "Milk", "", String(repeating: "A long entry that wraps ", count: 12),
      "<b>\"O'Brien\" & \\ عربي 🎉\nline</b>",
    ]

    private func enumerate() {
      listings += 1
      var found: [String: ViewInteraction] = [:]
      var order: [String] = []
      func add(_ interaction: ViewInteraction) {
        let key = name(of: interaction)
        guard found[key] == nil else { return }
        found[key] = interaction
        order.append(key)
      }
      let nodes = host.tree.allNodes
      let presented = nodes.last { Self.layerRoles.contains($0.role) }
      let layer = presented ?? host.tree
      front = (layer.id, Self.name(of: layer), Self.hasGestureBack(layer))
      let offers = Self.offers(nodes)
      // The root screen's nodes are those already listed.
      let layerNodes = presented?.allNodes ?? nodes
      for node in layerNodes where node.isEnabled && !node.actions.isEmpty {
        for interaction in interactions(of: node)
        where resolves(interaction, to: node, among: offers) {
          add(interaction)
        }
      }
      if Self.layerRoles.contains(layer.role), Self.hasGestureBack(layer) {
        add(layer.role == .destination ? .back : .dismiss)
      }
      pressableCache = found
      pressableOrder = order
      listedTree = host.tree
    }

    /// A press as a script writes it, remembered for the run: quoting and escaping a label (a long typed text above
    /// all) costs more than looking the press up, and a screen offers the same presses listing after listing.
    private func name(of interaction: ViewInteraction) -> String {
      if let name = names[interaction] { return name }
      let name = interaction.description
      names[interaction] = name
      return name
    }

    private func interactions(of node: ViewNode) -> [ViewInteraction] {
      var result: [ViewInteraction] = []
      for action in node.actions {
        switch action {
        case .tap:
          if let label = node.label {
            result.append(.tap(label, role: nil))
            result.append(.tap(label, role: node.role.rawValue))
          }
        case .type where node.role != .datePicker:
          for text in Self.vocabulary where text != (node.value ?? "") {
            result.append(.type(text, into: node.label))
          }
        case .toggle:
          if let label = node.label { result.append(.toggle(label)) }
        case .pick:
          for option in node.children where !option.isSelected {
            if let label = option.label { result.append(.pick(label, in: node.label)) }
          }
        case .increment:
          if let label = node.label { result.append(.step(label, by: 1)) }
        case .decrement:
          if let label = node.label { result.append(.step(label, by: -1)) }
        case .delete:
          if let label = node.label { result.append(.delete(label)) }
        case .refresh: result.append(.refresh)
        default: break
        }
      }
      return result
    }

    /// Which node offers an action, by label and role, and how many do: one pass over the screen, so that telling
    /// whether a control can be named is a look-up.
    private struct Offer: Hashable {
      var action: ViewAction
      var role: ViewRole?
      var label: String?
    }

    private static func offers(_ nodes: [ViewNode]) -> [Offer: (count: Int, id: String)] {
      var offers: [Offer: (count: Int, id: String)] = [:]
      for node in nodes {
        for action in node.actions {
          var keys = [Offer(action: action), Offer(action: action, role: node.role)]
          if let label = node.label {
            keys += [
              Offer(action: action, label: label),
              Offer(action: action, role: node.role, label: label),
            ]
          }
          for key in keys {
            offers[key] = ((offers[key]?.count ?? 0) + 1, node.id)
          }
        }
      }
      return offers
    }

    /// Whether `interaction`, found by its label as a script finds it, is `node`'s and no other's: a label two
    /// controls share cannot be written in a script (a tap is tried with the role too; the plain form is kept when
    /// it resolves). Counted over the whole tree, covered controls included, so a script replays it however strictly
    /// a replay looks.
    private func resolves(
      _ interaction: ViewInteraction, to node: ViewNode,
      among offers: [Offer: (count: Int, id: String)]
    ) -> Bool {
      func unique(_ label: String?, _ role: ViewRole?, _ action: ViewAction) -> Bool {
        guard let offer = offers[Offer(action: action, role: role, label: label)] else {
          return false
        }
        return offer.count == 1 && offer.id == node.id
      }
      switch interaction {
      case let .tap(label, role):
        // The role-qualified tap only when the plain one is ambiguous.
        if role != nil, unique(label, nil, .tap) { return false }
        return unique(label, role.map(ViewRole.init(rawValue:)), .tap)
      case let .type(_, label): return unique(label, nil, .type)
      case let .toggle(label): return unique(label, .toggle, .toggle)
      case let .pick(_, label): return unique(label, .picker, .pick)
      case let .step(label, steps):
        return unique(label, .stepper, steps > 0 ? .increment : .decrement)
      case let .delete(label): return unique(label, .row, .delete)
      case .refresh: return unique(nil, nil, .refresh)
      default: return false
      }
    }
  }
#else
  /// Off Linux there is no screen to press (`SwiftUI` is the system's): never made.
  @MainActor
  final class ScreenDriver {
    var needsRender: Bool { false }
    var tree: Int { 0 }
    var pressable: [String] { [] }
    var frontLayer: (id: String, name: String, hasGestureBack: Bool) { ("", "main", true) }
    func render() {}
    func press(_ description: String) -> Bool { false }
    func mustChangeSomething(_ description: String) -> Bool { false }
    func controlKey(_ description: String) -> String { description }
    func shows(_ id: String) -> Bool { false }
  }
#endif
