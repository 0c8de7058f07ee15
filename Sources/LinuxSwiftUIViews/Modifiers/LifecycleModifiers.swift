extension View {
  // doc: https://developer.apple.com/documentation/swiftui/view/onappear(perform:).md
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    // NB: the closure is a view's, called by the host on the main actor only.
    nonisolated(unsafe) let action = action
    return modifier(
      LifecycleModifier { lifecycle in
        if let action { lifecycle.onAppear.append { action() } }
      })
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:).md
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    // NB: as `onAppear`.
    nonisolated(unsafe) let action = action
    return modifier(
      LifecycleModifier { lifecycle in
        if let action { lifecycle.onDisappear.append { action() } }
      })
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/task(priority:_:).md
  public func task(
    priority: TaskPriority = .userInitiated,
    _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View {
    // NB: started once by the host; the closure runs on its own isolation (a task's closure is `sending`).
    nonisolated(unsafe) let action = action
    return modifier(LifecycleModifier { lifecycle in lifecycle.task = { await action() } })
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:).md
  public func task<T>(
    id value: T, priority: TaskPriority = .userInitiated,
    _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View where T: Equatable {
    // NB: as `task(priority:_:)`; the id is compared on the main actor.
    nonisolated(unsafe) let action = action
    nonisolated(unsafe) let id = TaskIdentity(value)
    return modifier(
      LifecycleModifier { lifecycle in
        lifecycle.task = { await action() }
        lifecycle.taskID = AnyHashable(id)
      })
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg.md
  public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
    -> some View
  where V: Equatable {
    // NB: compared and called by the host on the main actor.
    nonisolated(unsafe) let action = action
    nonisolated(unsafe) let value = value
    return modifier(
      ChangeModifier(
        watch: ChangeWatch(
          value: value, initial: initial,
          differs: { old in (old as? V).map { $0 != value } ?? true },
          action: { old in action((old as? V) ?? value, value) })))
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-8wgw9.md
  public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
    -> some View
  where V: Equatable {
    onChange(of: value, initial: initial) { _, _ in action() }
  }

  // doc: https://developer.apple.com/documentation/swiftui/view/refreshable(action:).md
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    modifier(RefreshModifier(action: action))
  }
}

/// A task's id, compared by `==` of its type.
struct TaskIdentity<T: Equatable>: Hashable {
  package let value: T
  package init(_ value: T) { self.value = value }
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
  func hash(into hasher: inout Hasher) {}
}

/// Registers appear/disappear hooks and tasks for the view at its path.
struct LifecycleModifier: PrimitiveModifier {
  let update: @MainActor (inout Lifecycle) -> Void
  package func render(content: [ViewNode], in context: RenderContext) -> [ViewNode] {
    context.host.updateLifecycle(at: context.id + "#lifecycle", update)
    return content
  }
}

/// Registers a value `onChange` watches.
struct ChangeModifier: PrimitiveModifier {
  let watch: ChangeWatch
  package func render(content: [ViewNode], in context: RenderContext) -> [ViewNode] {
    context.host.watch(watch, at: context.id + "#change")
    return content
  }
}

/// Offers "pull to refresh" on the scrollable node of its content (the first list, form or scroll view; else the
/// content's first node), and puts the action in the environment.
struct RefreshModifier: PrimitiveModifier {
  package let action: @Sendable () async -> Void
  package func render(_ content: () -> [ViewNode], in context: RenderContext) -> [ViewNode] {
    let refresh = RefreshAction(action: action)
    var nodes = context.withEnvironment({ $0.refresh = refresh }, content)
    guard context.environment.isEnabled, !nodes.isEmpty else { return nodes }
    let scrollable: Set<ViewRole> = [.list, .form, .scroll]
    let index = nodes.firstIndex { scrollable.contains($0.role) } ?? 0
    nodes[index].actions.append(.refresh)
    var handlers = context.host.pass.handlers[nodes[index].id] ?? NodeHandlers()
    handlers.refresh = action
    context.host.setHandlers(handlers, for: nodes[index].id)
    return nodes
  }
}
