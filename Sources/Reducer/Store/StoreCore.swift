public import Dependencies

/// The runtime shared by a root store and every store scoped from it: state, action queue, effects.
///
/// `send` appends to a queue and, unless a send is already running, drains it: each action is reduced with the
/// store's dependencies, its effects are started (`.send` effects join the queue, so they are reduced before the
/// outer `send` returns), then observers of changed state are notified once.
@MainActor
@usableFromInline
package final class StoreCore<State, Action: Sendable> {
  @usableFromInline package private(set) var state: State
  @usableFromInline let reduce: (inout State, Action) -> Effect<Action>
  @usableFromInline package var dependencies: DependencyValues
  package let registry = EffectRegistry()
  /// What effects keep between runs (the state of `throttle`), for this store only.
  package let effectStorage = EffectStorage()
  package let executor: (any TaskExecutor)?
  package let tracker: HopTracker?
  @usableFromInline var queue: [Action] = []
  @usableFromInline var isSending = false
  @usableFromInline var isObserved = false
  private var observers: [ObjectIdentifier: WeakObserver] = [:] {
    didSet { isObserved = !observers.isEmpty }
  }
  /// The lineage of the effect whose action is being delivered, so the effects it starts join it.
  private var deliveringLineage: EffectLineage?

  @usableFromInline
  package init(
    initialState: State,
    dependencies: DependencyValues,
    executor: (any TaskExecutor)? = nil,
    tracker: HopTracker? = nil,
    reduce: @escaping (inout State, Action) -> Effect<Action>
  ) {
    self.state = initialState
    self.dependencies = dependencies
    self.executor = executor
    self.tracker = tracker
    self.reduce = reduce
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
    if isSending {
      queue.append(action)
      return StoreTask(lineage: nil)
    }
    if isObserved { return sendObserved(action) }
    isSending = true
    let effect = DependencyValues.$current.withValue(dependencies) { reduce(&state, action) }
    if effect.isNone && queue.isEmpty {
      isSending = false
      return StoreTask(lineage: nil)
    }
    return drain(after: action, effect: effect)
  }

  /// Sends `action` while observers watch: capture what they read, reduce, notify what changed.
  @usableFromInline
  func sendObserved(_ action: Action) -> StoreTask {
    for observer in observers.values { observer.value?.stateWillChange() }
    isSending = true
    let effect = DependencyValues.$current.withValue(dependencies) { reduce(&state, action) }
    let task = drain(after: action, effect: effect)
    publishChanges()
    return task
  }

  /// Starts `effect` of `action`, then reduces every queued action in order; ends the send.
  @usableFromInline
  func drain(after action: Action, effect: Effect<Action>) -> StoreTask {
    defer { isSending = false }
    var lineage = deliveringLineage
    DependencyValues.$current.withValue(dependencies) {
      if !effect.isNone { start(effect, origin: action, cancelIDs: [], lineage: &lineage) }
      var index = 0
      while index < queue.count {
        let action = queue[index]
        index += 1
        let effect = reduce(&state, action)
        if effect.isNone { continue }
        start(effect, origin: action, cancelIDs: [], lineage: &lineage)
      }
    }
    queue.removeAll(keepingCapacity: true)
    return StoreTask(lineage: lineage)
  }

  /// Replaces the state wholesale (TestStore and the demo runner use it); observers are notified.
  package func setState(_ newState: State) {
    for observer in observers.values { observer.value?.stateWillChange() }
    state = newState
    publishChanges()
  }

  private func start(
    _ effect: Effect<Action>, origin: Action, cancelIDs: [CancelID],
    lineage: inout EffectLineage?
  ) {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      queue.append(action)
    case let .run(run):
      spawn(
        origin: origin, fileID: run.fileID, line: run.line, priority: run.priority,
        cancelIDs: cancelIDs, lineage: &lineage, body: run.body)
    case let .merge(effects):
      for effect in effects {
        start(effect, origin: origin, cancelIDs: cancelIDs, lineage: &lineage)
      }
    case let .concatenate(effects):
      var rest = effects[...]
      while let first = rest.first, first.isSynchronous {
        start(first, origin: origin, cancelIDs: cancelIDs, lineage: &lineage)
        rest = rest.dropFirst()
      }
      guard let first = rest.first else { return }
      let remaining = Effect<Action>(operation: .concatenate(Array(rest)))
      let context = effectContext(origin: origin)
      let location = first.location
      spawn(
        origin: origin, fileID: location.fileID, line: location.line, priority: nil,
        cancelIDs: cancelIDs, lineage: &lineage
      ) { send in await context.perform(remaining, send: send) }
    case let .cancellable(id, cancelInFlight, effect):
      if cancelInFlight { registry.cancel(id: id) }
      start(effect, origin: origin, cancelIDs: cancelIDs + [id], lineage: &lineage)
    case let .cancel(id):
      registry.cancel(id: id)
    }
  }

  private func effectContext(origin: Action) -> EffectContext<Action> {
    EffectContext(
      registry: registry, executor: executor, dependencies: dependencies, origin: origin)
  }

  /// Starts `body` in a task registered with the store, as part of `lineage` (created if needed): the effects
  /// that the actions it sends start join the same lineage, so the `StoreTask` of the original send waits for them.
  private func spawn(
    origin: Action, fileID: StaticString, line: UInt, priority: TaskPriority?,
    cancelIDs: [CancelID], lineage: inout EffectLineage?,
    body: @escaping @Sendable (Send<Action>) async -> Void
  ) {
    let effectLineage = lineage ?? EffectLineage()
    lineage = effectLineage
    let id = registry.register(action: origin, fileID: fileID, line: line, cancelIDs: cancelIDs)
    let registry = self.registry
    let dependencies = self.dependencies
    let send = Send<Action>(tracker: tracker) { [weak self] action in
      self?.deliver(action, lineage: effectLineage)
    }
    let effectStorage = self.effectStorage
    let task = startTask(executor: executor, priority: priority) {
      await EffectStorage.$current.withValue(effectStorage) {
        await DependencyValues.$current.withValue(dependencies) {
          await body(send)
        }
      }
      registry.finish(id)
      effectLineage.finish(id, wasCancelled: Task.isCancelled)
    }
    registry.attach(task, to: id)
    effectLineage.add(task, id: id)
  }

  /// Reduces an action an effect sent; the effects it starts join the sending effect's lineage.
  private func deliver(_ action: Action, lineage: EffectLineage) {
    let outer = deliveringLineage
    deliveringLineage = lineage
    defer { deliveringLineage = outer }
    send(action)
  }

  // MARK: Observation

  @usableFromInline
  package func addObserver(_ observer: some StateObserving) {
    observers[ObjectIdentifier(observer)] = WeakObserver(value: observer)
  }

  package func removeObserver(_ observer: some StateObserving) {
    observers[ObjectIdentifier(observer)] = nil
  }

  private func publishChanges() {
    // Compare everything first: a notification may read or send, which must not see half-published state.
    var changes: [(any StateObserving, [Interest])] = []
    for observer in observers.values {
      guard let value = observer.value else { continue }
      let changed = value.stateDidChange()
      if !changed.isEmpty { changes.append((value, changed)) }
    }
    for (observer, changed) in changes { observer.publish(changed) }
    // Drop only observers that watch nothing now (a notification may have re-armed one).
    for (key, observer) in observers where observer.value?.isWatching != true {
      observers[key] = nil
    }
  }
}

/// A store that watches parts of the state on behalf of Observation.
@MainActor
@usableFromInline
package protocol StateObserving: AnyObject {
  /// Called before actions are reduced: capture what observers read.
  func stateWillChange()
  /// Called after: the interests whose values changed (disarmed).
  func stateDidChange() -> [Interest]
  /// Notifies Observation of `changed`.
  func publish(_ changed: [Interest])
  /// Whether any interest is armed.
  var isWatching: Bool { get }
}

@MainActor
struct WeakObserver {
  weak var value: (any StateObserving)?
}

/// Starts a task outside any actor, preferring `executor` for its nonisolated work.
func startTask(
  executor: (any TaskExecutor)?, priority: TaskPriority?,
  operation: @escaping @Sendable () async -> Void
) -> Task<Void, Never> {
  Task(executorPreference: executor, priority: priority, operation: operation)
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
