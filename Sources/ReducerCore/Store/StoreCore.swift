public import Dependencies
public import ReducerRuntime
import ValueDumping

/// The runtime shared by a root store and every store scoped from it: state, action queue, effects.
///
/// `send` appends to a queue and, unless a send is already running, drains it: each action is reduced with the
/// store's dependencies (the task-local is entered once per send), its effects are started (`.send` effects join
/// the queue, so they are reduced before the outer `send` returns), then observers of changed state are notified
/// once. The lineage of the effect that delivered an action (see ``StoreTask``) is passed along explicitly, so
/// the effects that action starts join it.
@MainActor
@usableFromInline
package final class StoreCore<State, Action: Sendable>: ObservedRoot {
  @usableFromInline package private(set) var state: State
  @usableFromInline let reduce: (inout State, Action) -> Effect<Action>
  @usableFromInline package var dependencies: DependencyValues
  package let registry = EffectRegistry()
  /// What effects keep between runs (the state of `throttle`), for this store only.
  package let effectStorage = EffectStorage()
  /// The deterministic runtime test and demo stores run effects on; `nil` for app stores.
  package let runtime: EffectRuntime?
  /// Most actions one send may reduce before it is stopped as a runaway loop.
  package var maxActionsPerSend = 100_000
  @usableFromInline var queue: [Action] = []
  /// App stores only: the effects this send started, run once it ended (see ``startPendingEffects()``).
  @usableFromInline var pendingEffects: [(_ immediately: Bool) -> Void] = []
  /// How deep effects that start at once are nested right now (an effect's send starting the next one).
  private var immediateDepth = 0
  @usableFromInline var isSending = false

  /// An app store's runtime: effects start on the main actor (see ``startPendingEffects()``).
  @usableFromInline
  package convenience init(
    initialState: State,
    dependencies: DependencyValues,
    reduce: @escaping (inout State, Action) -> Effect<Action>
  ) {
    self.init(initialState: initialState, dependencies: dependencies, runtime: nil, reduce: reduce)
  }

  /// A runtime whose effects run on `runtime` (test and demo stores).
  package init(
    initialState: State,
    dependencies: DependencyValues,
    runtime: EffectRuntime?,
    reduce: @escaping (inout State, Action) -> Effect<Action>
  ) {
    self.state = initialState
    self.dependencies = dependencies
    self.runtime = runtime
    self.reduce = reduce
    super.init()
    self.dependencies.rootDismissal = RootDismissal(runtime: runtime) { [weak self] in
      self?.dismissRoot()
    }
  }

  /// Called once, when the root feature dismisses itself (the test store and the demo runner listen).
  package var onDismiss: (@MainActor () -> Void)?

  /// Marks the tree dismissed, cancels every effect and stops reporting them as in flight (``RootDismissal``).
  package func dismissRoot() {
    registry.untrackAll()
    registry.cancelAll()
    guard !isDismissed else { return }
    isDismissed = true
    onDismiss?()
  }

  deinit {
    registry.cancelAll()
  }

  /// Reduces `action` (and everything it queues) and starts the effects.
  ///
  /// The common case (no observer, nothing queued, the reducer returns `.none`) is inlinable so that it is
  /// specialized for the store's concrete state and action types.
  @discardableResult
  @inlinable
  package func send(_ action: Action) -> StoreTask {
    send(action, lineage: nil)
  }

  /// Reduces `action`; the effects it starts join `lineage` (the sending effect's) when given.
  @inlinable
  package func send(_ action: Action, lineage: LineageHandle?) -> StoreTask {
    if isSending {
      queue.append(action)
      return StoreTask(lineage: nil)
    }
    if isObserved { return sendObserved(action, lineage: lineage) }
    isSending = true
    // The fast path returns nil: the reducer returned `.none` and queued nothing, so `drain` did not run, and only
    // `drain` adds pending effects (every send that drained started its own before it returned).
    let drained = withDependencies { () -> StoreTask? in
      let effect = reduce(&state, action)
      if effect.isNone && queue.isEmpty {
        isSending = false
        return nil
      }
      return drain(after: action, effect: effect, lineage: lineage)
    }
    guard let task = drained else { return StoreTask(lineage: nil) }
    if !pendingEffects.isEmpty { startPendingEffects() }
    return task
  }

  /// Sends `action` while observers watch: reduce, then notify what changed of what they read.
  ///
  /// Inlinable like `send`, with the same fast path: a send that changes nothing observed costs a send and one
  /// comparison per armed interest.
  @inlinable
  @inline(never)
  func sendObserved(_ action: Action, lineage: LineageHandle?) -> StoreTask {
    isSending = true
    // As in `send`, nil when the reducer returned `.none` and queued nothing: `drain` did not run, so there are no
    // pending effects.
    let drained = withDependencies { () -> StoreTask? in
      let effect = reduce(&state, action)
      if effect.isNone && queue.isEmpty {
        isSending = false
        return nil
      }
      return drain(after: action, effect: effect, lineage: lineage)
    }
    publishObservedChanges()
    guard let task = drained else { return StoreTask(lineage: nil) }
    if !pendingEffects.isEmpty { startPendingEffects() }
    return task
  }

  /// Starts the effects of the send that just ended, in order (app stores).
  ///
  /// Each starts at once on the main actor (`Task.immediate`): its code runs now, up to its first suspension on
  /// work isolated elsewhere, and what it sends meanwhile is reduced as a send of its own. The send has ended, so
  /// every action of it was reduced and observers were told before any effect runs, as when effects start in
  /// tasks of their own. An effect started by an effect that started at once is nested on the stack; past
  /// ``maxImmediateDepth`` they are queued on the main actor instead, so a chain of effects that each send at
  /// once does not grow the stack without bound.
  @usableFromInline
  func startPendingEffects() {
    let effects = pendingEffects
    pendingEffects.removeAll(keepingCapacity: true)
    let immediately = immediateDepth < Self.maxImmediateDepth
    immediateDepth += 1
    defer { immediateDepth -= 1 }
    for start in effects { start(immediately) }
  }

  /// How deep effects that start at once may nest before the next is queued on the main actor.
  static var maxImmediateDepth: Int { 16 }

  /// Starts `effect` of `action`, then reduces every queued action in order; ends the send. Runs inside the
  /// store's dependencies.
  @usableFromInline
  func drain(after action: Action, effect: Effect<Action>, lineage: LineageHandle?) -> StoreTask {
    defer {
      isSending = false
      queue.removeAll(keepingCapacity: true)
    }
    var lineage = lineage
    if !effect.isNone { start(effect, origin: action, cancelIDs: [], lineage: &lineage) }
    var index = 0
    while index < queue.count {
      if index >= maxActionsPerSend {
        reportRunaway(queue[index], reduced: index)
        break
      }
      let action = queue[index]
      index += 1
      let effect = reduce(&state, action)
      if effect.isNone { continue }
      start(effect, origin: action, cancelIDs: [], lineage: &lineage)
    }
    return StoreTask(lineage: lineage)
  }

  private func reportRunaway(_ action: Action, reduced: Int) {
    reportIssue(
      """
      One send reduced \(reduced) actions that reducers sent synchronously (with '.send'), and more kept \
      coming; the rest were dropped. The next one was:

        \(dumpValue(action).prefix(2_000))

      A reducer that answers an action with '.send' of an action leading back to it loops forever. Break the \
      cycle, or move the repeated work into an '.run' effect.
      """)
  }

  /// Replaces the state wholesale (TestStore and the demo runner use it); observers are notified.
  package func setState(_ newState: State) {
    state = newState
    publishChanges()
  }

  /// Starts the synchronous part of `effect` now and its asynchronous work in tasks: the top-level entry of the
  /// effect interpreter (``EffectContext/perform(_:send:cancelIDs:)`` runs the parts that must wait in turn).
  private func start(
    _ effect: Effect<Action>, origin: Action, cancelIDs: [CancelID],
    lineage: inout LineageHandle?
  ) {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      queue.append(action)
    case let .run(run):
      spawn(
        origin: origin, fileID: run.fileID, line: run.line, priority: run.priority,
        cancelIDs: cancelIDs, lineage: &lineage, dependencies: run.dependencies, body: run.body)
    case let .merge(effects):
      for effect in effects {
        start(effect, origin: origin, cancelIDs: cancelIDs, lineage: &lineage)
      }
    case let .concatenate(effects):
      // The leading synchronous parts are reduced in this send, exactly as the task would have sent them before
      // its first await; the rest runs in one task, each part once the previous one finished.
      var rest = effects[...]
      while let first = rest.first, first.isSynchronous {
        start(first, origin: origin, cancelIDs: cancelIDs, lineage: &lineage)
        rest = rest.dropFirst()
      }
      guard let first = rest.first else { return }
      let remaining = Effect<Action>(operation: .concatenate(Array(rest)))
      let context = EffectContext(registry: registry, runtime: runtime, origin: origin)
      let location = first.location
      spawn(
        origin: origin, fileID: location.fileID, line: location.line, priority: nil,
        cancelIDs: cancelIDs, lineage: &lineage, dependencies: nil
      ) { send, isolation in
        await context.perform(remaining, send: send, cancelIDs: cancelIDs, isolation: isolation)
      }
    case let .cancellable(id, cancelInFlight, effect):
      if cancelInFlight { registry.cancel(id: id) }
      start(effect, origin: origin, cancelIDs: cancelIDs + [id], lineage: &lineage)
    case let .cancel(id):
      registry.cancel(id: id)
    }
  }

  /// Starts `body` in a task registered with the store, as part of `lineage` (opened if needed): the effects
  /// that the actions it sends start join the same lineage, so the `StoreTask` of the original send waits for them.
  private func spawn(
    origin: Action, fileID: StaticString, line: UInt, priority: TaskPriority?,
    cancelIDs: [CancelID], lineage: inout LineageHandle?, dependencies: DependencyValues?,
    body: @escaping EffectBody<Action>
  ) {
    let effectLineage = lineage ?? registry.openLineage()
    lineage = effectLineage
    let id = registry.register(
      action: origin, fileID: fileID, line: line, cancelIDs: cancelIDs, lineage: effectLineage)
    let effectStorage = self.effectStorage
    let registry = self.registry
    guard runtime == nil else {
      let send = Send<Action>(runtime: runtime) { [weak self] action in
        _ = self?.send(action, lineage: effectLineage)
      }
      let task = startEffectTask(
        id: id, registry: registry, runtime: runtime, lineage: effectLineage, priority: priority
      ) { _ in
        await EffectStorage.$current.withValue(effectStorage) {
          guard let dependencies else { return await body(send, nil) }
          await DependencyValues.$current.withValue(dependencies) { await body(send, nil) }
        }
      }
      registry.attach(task, to: id)
      return
    }
    let send = Send<Action>(runtime: nil) { [weak self] action in
      // An effect that started at once runs before its task is attached, so `Task.isCancelled` cannot tell it
      // yet that an action it sent cancelled it: the registry can.
      guard let self, !registry.isCancelRequested(id) else { return }
      _ = self.send(action, lineage: effectLineage)
    }
    // Statically on the main actor, so the task-locals are bound without leaving it, and `body` is told to run
    // there.
    let operation: @MainActor @Sendable () async -> Void = {
      await EffectStorage.$current.withValue(effectStorage) {
        guard let dependencies else { return await body(send, MainActor.shared) }
        await DependencyValues.$current.withValue(dependencies) {
          await body(send, MainActor.shared)
        }
      }
    }
    pendingEffects.append { immediately in
      // Cancelled before it started (a later action of the same send): start it queued, as a task that is
      // cancelled before it runs, exactly as an effect of a test store is.
      let task = startAppEffectTask(
        id: id, registry: registry, lineage: effectLineage, priority: priority,
        immediately: immediately && !registry.isCancelRequested(id), operation: operation)
      registry.attach(task, to: id)
    }
  }

  // MARK: Observation

  /// Calls `body` with the state in place (observers' change checks read it without copying it).
  @usableFromInline
  package func withCurrentState<R>(_ body: (UnsafePointer<State>) -> R) -> R {
    withUnsafeMutablePointer(to: &state) { body(UnsafePointer($0)) }
  }

  /// Compares every armed interest of the tree with the state, then notifies Observation of what changed.
  ///
  /// Everything is compared first: a notification may read or send, which must not see half-published state.
  @inlinable
  func publishChanges() {
    if isObserved { publishObservedChanges() }
  }

  /// ``publishChanges()`` once a send found interests armed (they stay armed until compared).
  @inlinable
  func publishObservedChanges() {
    let changed = withStateAddress { collectChanges(in: UnsafeRawPointer($0)) }
    if changed { publishCollected() }
  }

  /// Calls `body` with the store's dependencies bound (the task-local entered once per send).
  ///
  /// A function of this module, so that a main-actor closure literal is not handed straight to the standard
  /// library, which would make it check its executor on every call.
  @inlinable
  @inline(__always)
  func withDependencies<R>(_ body: () -> R) -> R {
    DependencyValues.$current.withValue(dependencies, operation: body)
  }

  /// Calls `body` with the address of the state (an exclusive access for the call).
  ///
  /// A function of this module, so that a main-actor closure literal is not handed straight to the standard
  /// library, which would make it check its executor on every call.
  @inlinable
  @inline(__always)
  func withStateAddress<R>(_ body: (UnsafeMutablePointer<State>) -> R) -> R {
    withUnsafeMutablePointer(to: &state, body)
  }
}

/// Starts the task of effect `id` and forgets the effect in `registry` when it ends.
///
/// With a `runtime` (test and demo stores) the task runs on it, and `operation` is given no actor: every
/// nonisolated job of the effect is seen and counted there. Without one `operation` runs on the main actor, see ``startAppEffectTask(id:registry:lineage:priority:immediately:operation:)``.
func startEffectTask(
  id: Int, registry: EffectRegistry, runtime: EffectRuntime?, lineage: LineageHandle?,
  priority: TaskPriority?,
  operation: @escaping @Sendable (_ isolation: isolated (any Actor)?) async -> Void
) -> Task<Void, Never> {
  guard let runtime else {
    return startAppEffectTask(
      id: id, registry: registry, lineage: lineage, priority: priority, immediately: false
    ) { await operation(MainActor.shared) }
  }
  return Task(executorPreference: runtime, priority: priority) {
    await EffectRuntime.$currentEffect.withValue(EffectRuntime.currentEffect ?? id) {
      await SuspensionTracking.$observer.withValue(runtime) { await operation(nil) }
    }
    registry.finish(id, wasCancelled: Task.isCancelled, lineage: lineage)
  }
}

/// Starts the task of an app store's effect `id` on the main actor, where the store is, and forgets the effect
/// in `registry` when it ends.
///
/// When `immediately`, the task starts at once (`Task.immediate`), else it is queued on the main actor. An
/// effect's body is `nonisolated(nonsending)`, so its own code runs on the main actor up to the point where it
/// awaits work isolated elsewhere (a client's request, a clock's sleep), and an `await send(_:)` is reduced
/// without a thread hop. Docs/Performance.md measures the trade.
func startAppEffectTask(
  id: Int, registry: EffectRegistry, lineage: LineageHandle?, priority: TaskPriority?,
  immediately: Bool, operation: @escaping @MainActor @Sendable () async -> Void
) -> Task<Void, Never> {
  let work: @MainActor @Sendable () async -> Void = {
    await EffectRuntime.$currentEffect.withValue(
      EffectRuntime.currentEffect ?? id, operation: operation)
    registry.finish(id, wasCancelled: Task.isCancelled, lineage: lineage)
  }
  if immediately, #available(macOS 26, iOS 26, tvOS 26, watchOS 26, *) {
    return Task.immediate(priority: priority, operation: work)
  }
  return Task(priority: priority, operation: work)
}

extension Effect {
  /// Whether the effect does all its work synchronously (no `.run`).
  var isSynchronous: Bool {
    switch operation {
    case .none, .send, .cancel: true
    case .run: false
    case let .merge(effects), let .concatenate(effects): effects.allSatisfy(\.isSynchronous)
    case let .cancellable(_, _, effect): effect.isSynchronous
    }
  }

  /// Where the first async work in the effect was created.
  var location: (fileID: StaticString, line: UInt) {
    switch operation {
    case let .run(run): return (run.fileID, run.line)
    case let .merge(effects), let .concatenate(effects):
      for effect in effects where !effect.isSynchronous { return effect.location }
      return ("unknown", 0)
    case let .cancellable(_, _, effect): return effect.location
    case .none, .send, .cancel: return ("unknown", 0)
    }
  }
}
