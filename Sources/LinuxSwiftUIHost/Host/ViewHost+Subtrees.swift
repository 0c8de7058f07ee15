/// Registering with the render pass, recorded into the walk in progress, and replaying a recorded walk.
extension ViewHost {
  /// Offers `handlers` for the node `id` (replacing what was offered for it earlier in the pass).
  package func setHandlers(_ handlers: NodeHandlers, for id: String) {
    pass.handlers[id] = handlers
    recording.last?.entries.append(.handlers(id, handlers))
  }

  /// Updates the lifecycle hooks registered under `id`, which keeps its place in the appearance order.
  package func updateLifecycle(at id: String, _ update: (inout Lifecycle) -> Void) {
    if pass.lifecycle[id] == nil { pass.lifecycleOrder.append(id) }
    update(&pass.lifecycle[id, default: Lifecycle()])
    if let lifecycle = pass.lifecycle[id] {
      recording.last?.entries.append(.lifecycle(id, lifecycle))
    }
  }

  /// Watches a value under `id` (primed until free when several watches share a view).
  package func watch(_ watch: ChangeWatch, at id: String) {
    var id = id
    while pass.changes[id] != nil { id += "'" }
    pass.changes[id] = watch
    recording.last?.entries.append(.change(id, watch))
  }

  /// Tags the node `id` (a picker's option) with `tag`.
  package func setTag(_ tag: AnyHashable, for id: String) {
    pass.tags[id] = tag
    recording.last?.entries.append(.tag(id, tag))
  }

  /// Registers a destination with the navigation stack around `context`, if any.
  package func registerDestination(
    _ register: @escaping @MainActor (NavigationScope) -> Void, in context: RenderContext
  ) {
    guard let scope = context.navigation else { return }
    register(scope)
    if let record = recording.last {
      record.entries.append(
        .destination(sameScope: record.scope == ObjectIdentifier(scope), register: register))
    }
  }

  /// Registers again what `subtree`'s last walk registered, in the same order: its nested views too. Destinations
  /// registered into the stack the walk started in go to `scope`, the stack around the view now; a stack made inside
  /// the subtree is not walked again, so what went into it is not needed.
  func replay(_ subtree: RenderedSubtree, into scope: NavigationScope?) {
    for entry in subtree.entries {
      switch entry {
      case .child(let key, let sameScope):
        pass.visited.insert(key)
        if let child = subtrees[key] { replay(child, into: sameScope ? scope : nil) }
      case .visited(let key):
        pass.visited.insert(key)
      case .handlers(let id, let handlers):
        pass.handlers[id] = handlers
      case .lifecycle(let id, let lifecycle):
        if pass.lifecycle[id] == nil { pass.lifecycleOrder.append(id) }
        pass.lifecycle[id] = lifecycle
      case .change(let id, let watch):
        pass.changes[id] = watch
      case .tag(let id, let tag):
        pass.tags[id] = tag
      case .destination(let sameScope, let register):
        if sameScope, let scope { register(scope) }
      }
    }
  }
}
