import Observation

/// Where the host is while it renders: the structural path, the environment, and what the enclosing containers
/// provide (a navigation stack, a list, a presentation to dismiss). One per render pass; nested views change it and
/// restore it on the way out.
@MainActor package final class RenderContext {
  package let host: ViewHost
  /// The path from the root to the current view: its structural identity.
  package var path = ViewPath()
  package var environment = EnvironmentValues()
  /// Whether a view above this point was evaluated in this pass: its children are new values, evaluated again.
  var forceEvaluation: Bool
  /// Whether the current views are rows of a list or form (a `ForEach` element becomes a row).
  package var inList = false
  /// The enclosing navigation stack, if any.
  package var navigation: NavigationScope?
  /// What a button inside an alert or dialog does after its own action: dismisses the presentation.
  package var afterButtonTap: (@MainActor () -> Void)?
  /// The delete handler `onDelete` gives the `ForEach` it modifies.
  package var onDelete: ((IndexSet) -> Void)?
  /// The move handler `onMove` gives the `ForEach` it modifies.
  package var onMove: ((IndexSet, Int) -> Void)?

  package init(host: ViewHost, forceEvaluation: Bool) {
    self.host = host
    self.forceEvaluation = forceEvaluation
  }

  /// The current path as one string: the identity of the node made here.
  package var id: String { path.id }

  /// Renders `view` one level down, at `component`.
  package func render<V: View>(_ view: V, at component: String) -> [ViewNode] {
    path.append(component)
    defer { path.removeLast() }
    return renderHere(view)
  }

  /// Renders `view` at the current path: a primitive renders itself, any other view is evaluated by the host.
  package func renderHere<V: View>(_ view: V) -> [ViewNode] {
    // Only a primitive's body is `Never`: any other view skips the (costly) existential cast.
    if V.Body.self == Never.self, let primitive = view as? any PrimitiveView {
      return primitive.render(in: self)
    }
    return host.evaluate(view, in: self)
  }

  /// What a primitive reads while it renders (a binding's value, a view built by a closure from the data): tracked,
  /// so a change to it walks the evaluated view around this point again (the screen itself when there is none).
  /// Bodies are tracked by the host; a walk reuses nodes of unchanged views, so a primitive's read must come here.
  package func tracked<T>(_ read: () -> T) -> T {
    let key = host.recording.last?.key ?? ViewHost.screenKey
    let invalidated = host.invalidated
    return withObservationTracking(read) { invalidated.insertWalk(key) }
  }

  /// Renders `view`, which a primitive built from what it read through ``tracked(_:)`` (a closure given the data),
  /// one level down at `component`. When that read changed since the last walk, the view is a new value: it is
  /// evaluated again rather than replayed (a sheet's content for another item).
  package func renderBuilt<V: View>(_ view: V, at component: String) -> [ViewNode] {
    let key = host.recording.last?.key ?? ViewHost.screenKey
    guard !forceEvaluation, host.primitiveReadsChanged(at: key) else {
      return render(view, at: component)
    }
    return with(\.forceEvaluation, true) { render(view, at: component) }
  }

  /// Runs `body` with the environment changed by `update`, then restores it.
  package func withEnvironment<T>(_ update: (inout EnvironmentValues) -> Void, _ body: () -> T) -> T
  {
    let saved = environment
    update(&environment)
    defer { environment = saved }
    return body()
  }

  /// Runs `body` with a property of the context set, then restores it.
  package func with<Value, T>(
    _ keyPath: ReferenceWritableKeyPath<RenderContext, Value>, _ value: Value, _ body: () -> T
  ) -> T {
    let saved = self[keyPath: keyPath]
    self[keyPath: keyPath] = value
    defer { self[keyPath: keyPath] = saved }
    return body()
  }

  /// A node made here: the current id, enabled as the environment says.
  package func node(
    _ role: ViewRole, label: String? = nil, value: String? = nil, actions: [ViewAction] = [],
    children: [ViewNode] = []
  ) -> ViewNode {
    let enabled = environment.isEnabled
    return ViewNode(
      id: id, role: role, label: label, value: value, isEnabled: enabled,
      actions: enabled ? actions : [],
      children: children)
  }

  /// Offers `handlers` for the node with id `id` (the current path by default).
  package func offer(_ handlers: NodeHandlers, for id: String? = nil) {
    guard environment.isEnabled else { return }
    host.setHandlers(handlers, for: id ?? self.id)
  }

  /// Renders `content` as the children of a container node with `role`.
  package func container<V: View>(_ role: ViewRole, label: String? = nil, _ content: V)
    -> [ViewNode]
  {
    [node(role, label: label, children: render(content, at: "content"))]
  }
}

import Foundation

/// A structural path, kept joined at every depth: a node's id is read, never joined again, and going one level
/// down costs one string.
package struct ViewPath {
  /// `ids[i]` is the first `i` components joined by "/".
  private var ids: [String] = [""]

  /// Goes one level down, to `component`.
  package mutating func append(_ component: String) {
    guard ids.count > 1 else {
      ids.append(component)
      return
    }
    var id = ids[ids.count - 1]
    id.reserveCapacity(id.utf8.count + 1 + component.utf8.count)
    id += "/"
    id += component
    ids.append(id)
  }

  /// Goes one level up.
  package mutating func removeLast() { ids.removeLast() }

  /// The components joined by "/".
  package var id: String { ids[ids.count - 1] }
}
