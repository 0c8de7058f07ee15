import Dependencies
import Foundation
import Observation

/// Runs a view tree: evaluates it into a semantic tree (``tree``), keeps `@State` by structural identity, runs the
/// lifecycle (`onAppear`, `task`, `onDisappear`, `onChange`), and re-evaluates only the views whose observed reads
/// changed.
///
/// The demo runner and `ReducerTesting`'s screens drive it: ``render()`` after anything that may have changed state,
/// the interaction methods (``tap(_:role:)``, …) to act as a user, ``textForm`` / ``htmlForm`` to show the result.
/// Everything runs on the main actor; effects started by the views' tasks run where the store runs them.
@MainActor package final class ViewHost {
  private let renderRoot: @MainActor (RenderContext) -> [ViewNode]
  /// The rendered screen: a node of role `screen` holding the root view's nodes.
  package private(set) var tree = ViewNode(id: "", role: ViewRole(rawValue: "screen"))
  /// How many view bodies were evaluated since the host was made (a re-render evaluates only invalidated views).
  package private(set) var bodyEvaluationCount = 0
  /// Starts a view's `.task` (and a pull to refresh): an unstructured task by default, as SwiftUI does. A test screen
  /// starts it on the effect runtime, whose quiescence then covers it.
  package var startTask: @MainActor (@escaping @Sendable () async -> Void) -> Task<Void, Never> = {
    operation in
    Task { await operation() }
  }

  var pass = RenderPass()
  private var previousPass = RenderPass()
  private let invalidated = InvalidatedViews()
  fileprivate var bodies: [String: Any] = [:]
  fileprivate var state: [String: [String: AnyObject]] = [:]
  private var tasks: [String: Task<Void, Never>] = [:]
  private var hasRendered = false

  /// A host for `root`; nothing is evaluated until ``render()``.
  package init<Root: View>(_ root: Root) {
    renderRoot = { context in context.render(root, at: "root") }
  }

  /// Whether something a body read has changed since the last render.
  package var needsRender: Bool { !hasRendered || invalidated.isEmpty == false }

  /// Brings ``tree`` up to date: evaluates the invalidated views (all of them the first time), then runs the
  /// lifecycle of the views that appeared, disappeared or changed. Repeats while the lifecycle changed what bodies
  /// read (at most 64 times, so a view that changes its own state on every appearance cannot hang the host).
  package func render() {
    var rounds = 0
    repeat {
      renderOnce()
      rounds += 1
    } while invalidated.isEmpty == false && rounds < 64
  }

  private func renderOnce() {
    pass = RenderPass()
    let context = RenderContext(host: self, forceEvaluation: !hasRendered)
    hasRendered = true
    let nodes = renderRoot(context)
    tree = ViewNode(id: "", role: ViewRole(rawValue: "screen"), children: nodes)
    for key in bodies.keys where !pass.visited.contains(key) {
      bodies[key] = nil
      state[key] = nil
    }
    // A view that left the tree may still be invalidated by what its last body read (a write that also removed it):
    // it will not be evaluated again, so its invalidation must not keep the host asking for a render.
    invalidated.keep(only: pass.visited)
    let previous = previousPass
    previousPass = pass
    runLifecycle(previous: previous, current: pass)
  }

  /// Evaluates a non-primitive view at the context's path (plus its type), or reuses its last body when neither it
  /// nor a view above it was invalidated.
  func evaluate<V: View>(_ view: V, in context: RenderContext) -> [ViewNode] {
    context.path.append(_typeName(V.self, qualified: false))
    defer { context.path.removeLast() }
    let key = context.id
    pass.visited.insert(key)
    if !context.forceEvaluation, !invalidated.contains(key), let cached = bodies[key] as? V.Body {
      return context.renderHere(cached)
    }
    link(view, key: key, context: context)
    bodyEvaluationCount += 1
    invalidated.remove(key)
    let invalidated = self.invalidated
    let body = withObservationTracking {
      view.body
    } onChange: {
      invalidated.insert(key)
    }
    bodies[key] = body
    return context.with(\.forceEvaluation, true) { context.renderHere(body) }
  }

  /// Connects the view's dynamic properties (`@State`, `@Environment`, `@FocusState`) to the host's storage.
  private func link<V: View>(_ view: V, key: String, context: RenderContext) {
    for child in Mirror(reflecting: view).children {
      guard let property = child.value as? any HostLinkedProperty else { continue }
      let name = child.label ?? "_"
      property.link(
        HostLink(
          environment: context.environment,
          storage: { make in
            if let existing = self.state[key]?[name] { return existing }
            let made = make()
            self.state[key, default: [:]][name] = made
            return made
          }))
    }
  }

  private func runLifecycle(previous: RenderPass, current: RenderPass) {
    for id in previous.lifecycleOrder.reversed() where current.lifecycle[id] == nil {
      tasks.removeValue(forKey: id)?.cancel()
      for action in previous.lifecycle[id]?.onDisappear ?? [] { action() }
    }
    for id in current.lifecycleOrder {
      guard let hooks = current.lifecycle[id] else { continue }
      if let old = previous.lifecycle[id] {
        if old.taskID != hooks.taskID, let task = hooks.task {
          tasks.removeValue(forKey: id)?.cancel()
          tasks[id] = startTask(task)
        }
        continue
      }
      for action in hooks.onAppear { action() }
      if let task = hooks.task { tasks[id] = startTask(task) }
    }
    for (id, watch) in current.changes.sorted(by: { $0.key < $1.key }) {
      if let old = previous.changes[id] {
        if watch.differs(old.value) { watch.action(old.value) }
      } else if watch.initial {
        watch.action(watch.value)
      }
    }
  }

  /// Ends the screen: every view disappears (its tasks are cancelled, its `onDisappear` runs).
  package func tearDown() {
    let previous = previousPass
    previousPass = RenderPass()
    runLifecycle(previous: previous, current: RenderPass())
  }

  /// The handlers of the node with `id`, as the last render offered them.
  func handlers(for id: String) -> NodeHandlers? { previousPass.handlers[id] }
}

/// The views whose observed reads changed: written by Observation's change handlers (on whatever thread mutated),
/// read by the host on the main actor.
final class InvalidatedViews: Sendable {
  private let keys = Lock(Set<String>())
  func insert(_ key: String) { keys.withLock { _ = $0.insert(key) } }
  func remove(_ key: String) { keys.withLock { _ = $0.remove(key) } }
  func contains(_ key: String) -> Bool { keys.withLock { $0.contains(key) } }
  var isEmpty: Bool { keys.withLock { $0.isEmpty } }
  /// Drops the keys not in `visited`: views no longer in the tree.
  func keep(only visited: Set<String>) { keys.withLock { $0.formIntersection(visited) } }
}

/// What a dynamic property gets when the host links it: the environment, and storage kept by structural identity.
@MainActor struct HostLink {
  let environment: EnvironmentValues
  /// The object stored for this property, made by `make` the first time.
  let storage: (_ make: () -> AnyObject) -> AnyObject
}

/// A property wrapper the host connects before evaluating a body (`State`, `Environment`, `FocusState`).
@MainActor protocol HostLinkedProperty {
  func link(_ link: HostLink)
}

extension ViewHost {
  /// An object kept for the view at `key` under `name` (made by `make` the first time), dropped when the view goes.
  func persistent(at key: String, name: String, make: () -> AnyObject) -> AnyObject {
    pass.visited.insert(key)
    bodies[key] = bodies[key] ?? ()
    if let existing = state[key]?[name] { return existing }
    let made = make()
    state[key, default: [:]][name] = made
    return made
  }
}
