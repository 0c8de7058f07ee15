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

  /// Called as each ``render()`` begins, before any view is evaluated: a driver notes what that render will show
  /// (the explorer, how many actions its store had reduced). `nil` by default.
  package var willRender: (@MainActor () -> Void)?

  package var pass = RenderPass()
  private var previousPass = RenderPass()
  let invalidated = InvalidatedViews()
  fileprivate var bodies: [String: Any] = [:]
  fileprivate var state: [String: [String: AnyObject]] = [:]
  private var tasks: [String: Task<Void, Never>] = [:]
  private var hasRendered = false
  /// What each evaluated view's last walk produced and registered, by key: replayed while nothing in it changed.
  var subtrees: [String: RenderedSubtree] = [:]
  /// The evaluated view enclosing each evaluated view, by key: an invalidation marks the views above it.
  var parents: [String: String] = [:]
  /// The walks in progress, innermost last: what they register is recorded into them.
  var recording: [RenderedSubtree] = []
  /// The views whose bodies are invalidated, as this pass started.
  private var staleBodies: Set<String> = []
  /// The views whose walk is invalidated (what their primitives read changed), as this pass started.
  private var staleWalks: Set<String> = []
  /// The views that must be walked this pass: the invalidated ones and every view above them.
  private var dirty: Set<String> = []
  /// Each view type's unqualified name (a path component), computed once.
  private var typeNames: [ObjectIdentifier: String] = [:]
  /// The view types with no `@State`, `@Environment` or `@FocusState`: nothing to link, no reflection.
  private var unlinkedTypes: Set<ObjectIdentifier> = []

  /// The key a primitive outside every evaluated view invalidates (the root's primitives are walked every pass).
  static let screenKey = "#screen"

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
    willRender?()
    var rounds = 0
    repeat {
      renderOnce()
      rounds += 1
    } while invalidated.isEmpty == false && rounds < 64
  }

  private func renderOnce() {
    pass = RenderPass()
    // The last pass's sizes: the tables are filled again without growing step by step.
    pass.visited.reserveCapacity(previousPass.visited.count)
    pass.handlers.reserveCapacity(previousPass.handlers.count)
    let context = RenderContext(host: self, forceEvaluation: !hasRendered)
    hasRendered = true
    let (bodyKeys, walkKeys) = invalidated.snapshot()
    staleBodies = bodyKeys
    staleWalks = walkKeys
    dirty = []
    for key in bodyKeys.union(walkKeys) {
      var next: String? = key
      while let current = next, dirty.insert(current).inserted { next = parents[current] }
    }
    let nodes = renderRoot(context)
    tree = ViewNode(id: "", role: ViewRole(rawValue: "screen"), children: nodes)
    for key in bodies.keys where !pass.visited.contains(key) {
      bodies[key] = nil
      state[key] = nil
      subtrees[key] = nil
      parents[key] = nil
    }
    // A view that left the tree may still be invalidated by what its last body read (a write that also removed it):
    // it will not be evaluated again, so its invalidation must not keep the host asking for a render.
    invalidated.keep(only: pass.visited)
    let previous = previousPass
    previousPass = pass
    runLifecycle(previous: previous, current: pass)
  }

  /// Evaluates a non-primitive view at the context's path (plus its type), or reuses its last body when neither it
  /// nor a view above it was invalidated. A reused body whose subtree holds no invalidated view, in the same
  /// environment, is not walked at all: its last walk's nodes and registrations are replayed.
  func evaluate<V: View>(_ view: V, in context: RenderContext) -> [ViewNode] {
    context.path.append(typeName(of: V.self))
    defer { context.path.removeLast() }
    let key = context.id
    pass.visited.insert(key)
    recording.last?.entries.append(
      .child(key, sameScope: recording.last?.scope == context.navigation.map(ObjectIdentifier.init))
    )
    if !context.forceEvaluation, !staleBodies.contains(key), let previous = subtrees[key],
      previous.viewType == ObjectIdentifier(V.self),
      previous.environment.hasSameValues(as: context.environment)
    {
      if !dirty.contains(key) {
        replay(previous, into: context.navigation)
        return previous.nodes
      }
      if let cached = bodies[key] as? V.Body {
        return walk(cached, of: V.self, key: key, in: context)
      }
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
    return context.with(\.forceEvaluation, true) { walk(body, of: V.self, key: key, in: context) }
  }

  /// Walks `body` (the view at `key`'s), recording what it registers. What its primitives read goes through
  /// ``RenderContext/tracked(_:)``: a change to that walks it again.
  private func walk<V: View>(
    _ body: V.Body, of view: V.Type, key: String, in context: RenderContext
  )
    -> [ViewNode]
  {
    invalidated.removeWalk(key)
    parents[key] = recording.last?.key
    let record = RenderedSubtree(
      key: key, viewType: ObjectIdentifier(view), environment: context.environment,
      scope: context.navigation)
    recording.append(record)
    let nodes = context.renderHere(body)
    recording.removeLast()
    record.nodes = nodes
    subtrees[key] = record
    return nodes
  }

  /// Whether what the primitives of the view at `key` read changed since its last walk (this pass walks it again).
  func primitiveReadsChanged(at key: String) -> Bool { staleWalks.contains(key) }

  /// The unqualified name of `type`: the path component of a view of that type.
  private func typeName<V>(of type: V.Type) -> String {
    let id = ObjectIdentifier(type)
    if let name = typeNames[id] { return name }
    let name = _typeName(type, qualified: false)
    typeNames[id] = name
    return name
  }

  /// Connects the view's dynamic properties (`@State`, `@Environment`, `@FocusState`) to the host's storage.
  private func link<V: View>(_ view: V, key: String, context: RenderContext) {
    let type = ObjectIdentifier(V.self)
    guard !unlinkedTypes.contains(type) else { return }
    var linked = false
    for child in Mirror(reflecting: view).children {
      guard let property = child.value as? any HostLinkedProperty else { continue }
      linked = true
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
    if !linked { unlinkedTypes.insert(type) }
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
  package func handlers(for id: String) -> NodeHandlers? { previousPass.handlers[id] }
}

/// The views whose observed reads changed: written by Observation's change handlers (on whatever thread mutated),
/// read by the host on the main actor.
final class InvalidatedViews: Sendable {
  /// Views whose body read something that changed, and views whose walk (their primitives) did.
  private let keys = Lock((bodies: Set<String>(), walks: Set<String>()))
  package func insert(_ key: String) { keys.withLock { _ = $0.bodies.insert(key) } }
  package func remove(_ key: String) { keys.withLock { _ = $0.bodies.remove(key) } }
  func insertWalk(_ key: String) { keys.withLock { _ = $0.walks.insert(key) } }
  func removeWalk(_ key: String) { keys.withLock { _ = $0.walks.remove(key) } }
  package func contains(_ key: String) -> Bool { keys.withLock { $0.bodies.contains(key) } }
  package var isEmpty: Bool { keys.withLock { $0.bodies.isEmpty && $0.walks.isEmpty } }
  /// Both sets, as they are now.
  func snapshot() -> (bodies: Set<String>, walks: Set<String>) { keys.withLock { $0 } }
  /// Drops the keys not in `visited`: views no longer in the tree.
  func keep(only visited: Set<String>) {
    keys.withLock {
      $0.bodies.formIntersection(visited)
      $0.walks.formIntersection(visited)
    }
  }
}

/// What a dynamic property gets when the host links it: the environment, and storage kept by structural identity.
@MainActor struct HostLink {
  package let environment: EnvironmentValues
  /// The object stored for this property, made by `make` the first time.
  let storage: (_ make: () -> AnyObject) -> AnyObject
}

/// A property wrapper the host connects before evaluating a body (`State`, `Environment`, `FocusState`).
@MainActor protocol HostLinkedProperty {
  func link(_ link: HostLink)
}

extension ViewHost {
  /// An object kept for the view at `key` under `name` (made by `make` the first time), dropped when the view goes.
  package func persistent(at key: String, name: String, make: () -> AnyObject) -> AnyObject {
    pass.visited.insert(key)
    recording.last?.entries.append(.visited(key))
    bodies[key] = bodies[key] ?? ()
    if let existing = state[key]?[name] { return existing }
    let made = make()
    state[key, default: [:]][name] = made
    return made
  }
}
