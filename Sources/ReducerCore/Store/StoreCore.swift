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
package final class StoreCore<State, Action: Sendable>: ObservedRoot, EffectStore {
  @usableFromInline package private(set) var state: State
  @usableFromInline let reduce: (inout State, Action) -> Effect<Action>
  // NB: unchecked exclusivity: read (copied) once per send and replaced only between sends (a test store's
  // `dependencies`), on the main actor; no access outlives the statement that makes it.
  @exclusivity(unchecked) @usableFromInline package var dependencies: DependencyValues
  /// Turns the effects reducers return into work, on the launcher chosen here.
  @usableFromInline let effects: EffectInterpreter<Action>
  package var registry: EffectRegistry { effects.registry }
  /// What effects keep between runs (the state of `throttle`), for this store only.
  package var effectStorage: EffectStorage { effects.storage }
  /// The deterministic runtime test and demo stores run effects on; `nil` for app stores.
  package var runtime: EffectRuntime? { effects.launcher.runtime }
  /// Most actions one send may reduce before it is stopped as a runaway loop.
  // NB: unchecked exclusivity: set by tests between sends and read by `drain`, on the main actor; no access outlives
  // its statement. Checked, every send that starts an effect paid a runtime call (about 75 instructions) to read it.
  @exclusivity(unchecked) package var maxActionsPerSend = 100_000
  // NB: unchecked exclusivity on the queue and the flag: only `send` and `drain` touch them, on the main actor. The
  // one access held across a call is the queue `drain` lends to `effects.start`, which appends `.send` actions and
  // cannot reach `send` (async work starts after the send ended; a cancellation cannot send synchronously).
  // Checked, each access costs a runtime call on every send.
  @exclusivity(unchecked) @usableFromInline var queue: [Action] = []
  @exclusivity(unchecked) @usableFromInline var isSending = false

  /// An app store's runtime: effects start on the main actor (see ``EffectLauncher``).
  ///
  /// A store whose dependencies hold a ``TestClock`` (a preview, a demo, a user's own test of a plain `Store`) runs
  /// its effects on the deterministic runtime instead, registered with each such clock: `clock.advance(by:)` right
  /// after `store.send(_:)` then first lets the send's effects come to rest, so it finds the sleep they are about to
  /// begin instead of racing them to it.
  @usableFromInline
  package convenience init(
    initialState: State,
    dependencies: DependencyValues,
    reduce: @escaping (inout State, Action) -> Effect<Action>
  ) {
    let clocks = dependencies.overriddenTestClocks
    let runtime = clocks.isEmpty ? nil : EffectRuntime()
    self.init(
      initialState: initialState, dependencies: dependencies, runtime: runtime, reduce: reduce)
    if let runtime {
      for clock in clocks { clock.register(runtime) }
    }
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
    self.effects = EffectInterpreter(
      registry: EffectRegistry(), storage: EffectStorage(),
      launcher: runtime.map { .runtime($0) } ?? .mainActor)
    self.reduce = reduce
    super.init()
    effects.store = self
    self.dependencies.rootDismissal = RootDismissal(
      runtime: runtime, childValues: childDependencies
    ) { [weak self] in
      self?.dismissRoot()
    }
  }

  package override var rootDependencies: DependencyValues { dependencies }

  /// The child form of the dependencies, for the effects of child features (see ``RootDismissal``).
  let childDependencies = ChildDependencyCache()

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
    effects.registry.cancelAll()
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
  ///
  /// The one send body. The common case (nothing queued, the reducer returns `.none`, no observer) reduces and
  /// returns; observers' checks run only while some observer armed an interest (`isObserved`, one load).
  @inlinable
  package func send(_ action: Action, lineage: LineageHandle?) -> StoreTask {
    if isSending {
      queue.append(action)
      return StoreTask(lineage: nil)
    }
    isSending = true
    if lineage != nil, hasDependenciesBound {
      // A send from an effect that runs with the store's own dependencies (the usual case): they are bound
      // already, so binding them again would only push and pop the same values.
      return reducePublishAndStart(action, lineage: lineage)
    }
    return withDependencies { reducePublishAndStart(action, lineage: lineage) }
  }

  /// Reduces `action` (``reduceAndDrain(_:lineage:)``), tells observers, then starts the async work of the send.
  /// Runs inside the store's dependencies: an effect created with them (the usual case) then starts its task
  /// without binding them again (see ``EffectLauncher``).
  @inlinable
  @inline(__always)
  func reducePublishAndStart(_ action: Action, lineage: LineageHandle?) -> StoreTask {
    // Nil when the reducer returned `.none` and queued nothing: `drain` did not run, and only `drain` starts
    // effects.
    let drained = reduceAndDrain(action, lineage: lineage)
    if isObserved { publishObservedChanges() }
    guard let task = drained else { return StoreTask(lineage: nil) }
    if effects.hasPending { effects.startPending() }
    return task
  }

  /// Reduces `action`, then starts its effects and reduces what they queue (``drain(after:effect:lineage:)``); nil
  /// when the reducer returned `.none` and queued nothing. Runs inside the store's dependencies.
  @inlinable
  @inline(__always)
  func reduceAndDrain(_ action: Action, lineage: LineageHandle?) -> StoreTask? {
    let effect = reduce(&state, action)
    // `count`, not `isEmpty`: in the unspecialised send (an effect's, through `EffectStore`) `isEmpty` is
    // `Collection`'s, which looks up the metadata of `[Action]` and its conformance (about 450 instructions).
    if effect.isNone && queue.count == 0 {
      isSending = false
      return nil
    }
    return drain(after: action, effect: effect, lineage: lineage)
  }

  /// Whether the current task already runs with exactly the store's dependencies (the same immutable storage, so
  /// the same values): an effect's task does, unless the effect was created under changed dependencies or bound
  /// others itself. One task-local read, instead of a push and a pop.
  @usableFromInline
  var hasDependenciesBound: Bool {
    DependencyValues.currentStorageID == dependencies.storage.id
  }

  /// Starts `effect` of `action`, then reduces every queued action in order; ends the send. Runs inside the
  /// store's dependencies.
  @usableFromInline
  func drain(after action: Action, effect: Effect<Action>, lineage: LineageHandle?) -> StoreTask {
    defer {
      isSending = false
      // Only when something was queued: unspecialised, `removeAll` looks up the metadata of `[Action]`.
      if queue.count != 0 { queue.removeAll(keepingCapacity: true) }
    }
    var lineage = lineage
    effects.start(effect, origin: action, lineage: &lineage, queue: &queue)
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
      effects.start(effect, origin: action, lineage: &lineage, queue: &queue)
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
    if isObserved { publishObservedChanges() }
  }

  // MARK: Observation

  /// Calls `body` with the address of the state: what stores' paths start from.
  @usableFromInline
  override func withRootState<R>(_ body: (UnsafeRawPointer) -> R) -> R {
    withStateAddress { body($0) }
  }

  /// Compares every armed interest of the tree with the state, then notifies Observation of what changed (called
  /// once interests are armed: they stay armed until compared). Everything is compared first: a notification may
  /// read or send, which must not see half-published state.
  @usableFromInline
  @inline(never)
  func publishObservedChanges() {
    let changed = withRootState { collectChanges(in: $0) }
    if changed { publishCollected() }
  }

  /// Calls `body` with the store's dependencies bound (the task-local entered once per send).
  ///
  /// A function of this module, so that a main-actor closure literal is not handed straight to the standard
  /// library, which would make it check its executor on every call. The bind is `Dependencies`' own
  /// (``DependencyValues/withCurrent(_:_:)``): the runtime's push and pop, without `TaskLocal.withValue`'s calls
  /// around them.
  @inlinable
  @inline(__always)
  func withDependencies<R>(_ body: () -> R) -> R {
    DependencyValues.withCurrent(dependencies, body)
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
