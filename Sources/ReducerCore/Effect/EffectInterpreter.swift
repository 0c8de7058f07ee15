import Dependencies
import ReducerRuntime

/// Turns a store's effects into work: the one effect interpreter.
///
/// In a send, ``start(_:origin:cancelIDs:lineage:queue:)`` walks the effect a reducer returned: `.send` joins the
/// send's queue (reduced before the send returns), `.cancel` cancels at once, and each part that does async work is
/// registered and kept pending until the send ended (``startPending()``); a `.concatenate` whose parts must wait in
/// turn becomes one such part, which runs them with ``EffectSequence/perform(_:send:cancelIDs:isolation:)``.
/// Where the tasks run is the ``EffectLauncher`` chosen when the store was made.
@MainActor
@usableFromInline
final class EffectInterpreter<Action: Sendable> {
  /// Where the store's effects are, by id, cancellation id and lineage.
  let registry: EffectRegistry
  /// What effects keep between runs (the state of `throttle`), for this store only.
  let storage: EffectStorage
  let launcher: EffectLauncher
  /// What every `Send` of the store's effects carries: the runtime and the storage.
  let sendContext: SendContext
  // NB: unchecked exclusivity on `pending` and `immediateDepth`: touched only on the main actor, by `spawn` and
  // `startPending`, and no access outlives its statement (`startPending` takes the array out before it runs the
  // starts). Checked, each access costs a runtime call, five on every effect.
  /// The async work of the send in progress, started once it ended (see ``startPending()``).
  @exclusivity(unchecked) private var pending: [(_ immediately: Bool) -> Void] = []
  /// How deep effects that start at once are nested right now (an effect's send starting the next one).
  @exclusivity(unchecked) private var immediateDepth = 0
  /// The store the effects' actions go back to (not kept alive by its effects).
  // NB: unchecked exclusivity: set once, right after the store is made, and read by its effects' sends, all on the
  // main actor; no access outlives its statement. Checked, every send from an effect costs a runtime call.
  @exclusivity(unchecked) weak var store: (any EffectStore<Action>)?

  init(registry: EffectRegistry, storage: EffectStorage, launcher: EffectLauncher) {
    self.registry = registry
    self.storage = storage
    self.launcher = launcher
    self.sendContext = SendContext(runtime: launcher.runtime, storage: storage)
  }

  /// Whether the send in progress started async work.
  @usableFromInline var hasPending: Bool { !pending.isEmpty }

  /// Interprets `effect`, returned for `origin`, in a send: the synchronous parts now, the async ones pending. The
  /// async work joins `lineage` (opened if needed).
  func start(
    _ effect: Effect<Action>, origin: Action, cancelIDs: [CancelID] = [],
    lineage: inout LineageHandle?, queue: inout [Action]
  ) {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      queue.append(action)
    case let .run(run):
      spawn(run, origin: origin, cancelIDs: cancelIDs, lineage: &lineage)
    case let .merge(effects):
      for effect in effects {
        start(
          effect, origin: origin, cancelIDs: cancelIDs, lineage: &lineage, queue: &queue)
      }
    case let .concatenate(effects):
      startSequence(effects, origin: origin, cancelIDs: cancelIDs, lineage: &lineage, queue: &queue)
    case let .cancellable(id, cancelInFlight, effect):
      if cancelInFlight { registry.cancel(id: id) }
      start(
        effect, origin: origin, cancelIDs: cancelIDs + [id], lineage: &lineage, queue: &queue)
    case let .cancel(id):
      registry.cancel(id: id)
    }
  }

  /// Interprets a `.concatenate` in a send: the leading synchronous parts are reduced in this send, exactly as the
  /// task would have sent them before its first await; the rest runs in one task, each part once the previous one
  /// finished.
  ///
  /// Out of line: inlined in ``start(_:origin:cancelIDs:lineage:queue:)``, which is not specialised for the
  /// action type, it made every effect look up `EffectSequence`'s generic metadata, whatever its kind.
  @inline(never)
  private func startSequence(
    _ effects: [Effect<Action>], origin: Action, cancelIDs: [CancelID],
    lineage: inout LineageHandle?, queue: inout [Action]
  ) {
    var rest = effects[...]
    while let first = rest.first, first.isSynchronous {
      start(
        first, origin: origin, cancelIDs: cancelIDs, lineage: &lineage, queue: &queue)
      rest = rest.dropFirst()
    }
    guard let first = rest.first else { return }
    let remaining = Effect<Action>(operation: .concatenate(Array(rest)))
    let sequence = EffectSequence(registry: registry, launcher: launcher, origin: origin)
    let location = first.location
    let run = Effect<Action>.Run(
      priority: nil,
      body: { send, isolation in
        await sequence.perform(remaining, send: send, cancelIDs: cancelIDs, isolation: isolation)
      }, fileID: location.fileID, line: location.line)
    spawn(run, origin: origin, cancelIDs: cancelIDs, lineage: &lineage)
  }

  /// Registers `run` as an effect of `lineage` (opened if needed), and keeps it pending until the send ended: the
  /// effects that the actions it sends start join the same lineage, so the `StoreTask` of the send waits for them.
  ///
  /// Inlined where the `Run` is taken out of its box: called with it, the `Run` (160 bytes, generic over the action,
  /// in this class that is not specialised for it) was copied whole through its value witnesses, after a look-up of
  /// its generic metadata; inlined, only the parts the effect needs are read.
  @inline(__always)
  private func spawn(
    _ run: Effect<Action>.Run, origin: Action, cancelIDs: [CancelID],
    lineage: inout LineageHandle?
  ) {
    let registry = self.registry
    let (id, effectLineage, epoch) = registry.register(
      action: origin, fileID: run.fileID, line: run.line, cancelIDs: cancelIDs,
      joining: lineage)
    lineage = effectLineage
    let storage = self.storage
    let sendContext = self.sendContext
    // The interpreter, strongly (it does not keep the store alive): its `store` is one weak load per send, with no
    // weak reference made and destroyed per effect nor an exclusivity check of a captured `weak var`.
    let send = Send<Action>(context: sendContext) { [self] action in
      // An effect that started at once runs before its task is attached, so `Task.isCancelled` cannot tell it
      // yet that an action it sent cancelled it: the registry can.
      guard let store, !self.registry.isCancelRequested(id, since: epoch) else { return }
      _ = store.send(action, lineage: effectLineage)
    }
    let launcher = self.launcher
    // The parts of `run`, not `run`: a closure capturing a struct generic over the action, in this class that is
    // not specialised for it, looks up the struct's metadata and copies it through its value witnesses.
    let operation = run.operation
    let handler = run.handler
    let location = run.location
    let body = run.wrapped
    let dependencies = run.dependencies
    let priority = run.priorityRawValue
    // A closure, not a struct of the effect's parts: an array of a struct generic over the action, in this class
    // that is not specialised for it, looks up the metadata of both at every access.
    pending.append { immediately in
      // Cancelled before it started (a later action of the same send): start it queued, as a task that is
      // cancelled before it runs.
      let task = launcher.run(
        operation, handler: handler, location: location, body: body, send: send,
        dependencies: dependencies, id: id, registry: registry,
        lineage: effectLineage, priority: priority, storage: storage,
        immediately: immediately && !registry.isCancelRequested(id, since: epoch))
      registry.attach(task, to: id, of: effectLineage)
    }
  }

  /// Starts the async work of the send that just ended, in order.
  ///
  /// An app store's effect starts at once on the main actor (`Task.immediate`): its code runs now, up to its first
  /// suspension on work isolated elsewhere, and what it sends meanwhile is reduced as a send of its own. The send
  /// has ended, so every action of it was reduced and observers were told before any effect runs. An effect
  /// started by an effect that started at once is nested on the stack; past ``maxImmediateDepth`` they are queued
  /// on the main actor instead, so a chain of effects that each send at once does not grow the stack without bound.
  @usableFromInline func startPending() {
    // Swapped out rather than copied, and handed back once run: no array is allocated per send.
    var effects: [(_ immediately: Bool) -> Void] = []
    swap(&effects, &pending)
    let immediately = immediateDepth < Self.maxImmediateDepth
    immediateDepth += 1
    for start in effects { start(immediately) }
    immediateDepth -= 1
    if pending.isEmpty {
      effects.removeAll(keepingCapacity: true)
      pending = effects
    }
  }

  /// How deep effects that start at once may nest before the next is queued on the main actor.
  static var maxImmediateDepth: Int { 16 }
}

/// A store effects send their actions back to.
@MainActor
protocol EffectStore<Action>: AnyObject {
  associatedtype Action: Sendable
  /// Reduces `action`; the effects it starts join `lineage`.
  func send(_ action: Action, lineage: LineageHandle?) -> StoreTask
}

/// Where a store's effect tasks run, chosen when the store is made.
enum EffectLauncher: Sendable {
  /// An app store: on the main actor, where the store is.
  case mainActor
  /// A test or demo store: on the deterministic runtime, which sees and counts every job of the effect.
  case runtime(EffectRuntime)

  /// The runtime the effects run on, if any.
  var runtime: EffectRuntime? {
    if case let .runtime(runtime) = self { return runtime }
    return nil
  }

  /// Starts the task of a `.run` effect `id`, `work` with `dependencies` bound (when given), and forgets the effect
  /// in `registry` when it ends: ``task(id:registry:lineage:priority:storage:immediately:operation:)``, with the
  /// main actor's path written out so that the user's operation is the task's only async frame but one (each frame
  /// costs an allocation and checks of the executor on the way in and out).
  func run<Action: Sendable>(
    _ operation: Effect<Action>.Run.RunOperation?, handler: Effect<Action>.Run.Handler?,
    location: EffectLocation, body: EffectBody<Action>?, send: Send<Action>,
    dependencies: DependencyValues?,
    id: Int, registry: EffectRegistry, lineage: LineageHandle, priority rawPriority: UInt8?,
    storage: EffectStorage, immediately: Bool
  ) -> Task<Void, Never> {
    guard case .mainActor = self else {
      let body = Self.body(operation, handler: handler, location: location, body: body)
      return task(
        id: id, registry: registry, lineage: lineage, priority: rawPriority, storage: storage,
        immediately: immediately
      ) { isolation in
        guard let dependencies else { return await body(send, isolation) }
        await DependencyValues.$current.withValue(
          dependencies,
          operation: {
            _ = isolation  // Captured, the closure runs on `isolation`.
            await body(send, isolation)
          }, isolation: isolation)
      }
    }
    let priority = rawPriority.map(TaskPriority.init(rawValue:))
    // No `EffectContext` is bound: what an app store's effect needs of it, the store's storage (`throttle`), its
    // `send` carries, and its id is read only on the deterministic runtime (a concatenation's task binds its own).
    // The dependencies are bound here, synchronously, around the task's creation, which copies them into the task
    // (bound inside the task instead, it would be an async frame of its own, with an executor check on the way in
    // and one after each await), and only when they are not already: the store starts its effects inside its own
    // dependencies, and an effect created with them (the usual case) needs nothing bound.
    // (The bound storage's id, read in place: `current` would copy the bound value out.)
    guard let dependencies, DependencyValues.currentStorageID != dependencies.storage.id else {
      return Self.startOnMainActor(
        operation, handler: handler, location: location, body: body, send: send, id: id,
        registry: registry, lineage: lineage, priority: priority, immediately: immediately)
    }
    return DependencyValues.$current.withValue(dependencies) {
      Self.startOnMainActor(
        operation, handler: handler, location: location, body: body, send: send, id: id,
        registry: registry, lineage: lineage, priority: priority, immediately: immediately)
    }
  }

  /// Starts the task of an app store's `.run` effect `id` on the main actor (at once when `immediately`), in the
  /// current task-locals, and forgets the effect in `registry` once it ended. The user's operation of an
  /// `Effect.run` is called by the task itself, its errors handled there (``failEffect(_:handler:location:send:)``).
  private static func startOnMainActor<Action: Sendable>(
    _ operation: Effect<Action>.Run.RunOperation?, handler: Effect<Action>.Run.Handler?,
    location: EffectLocation, body: EffectBody<Action>?, send: Send<Action>, id: Int,
    registry: EffectRegistry, lineage: LineageHandle, priority: TaskPriority?, immediately: Bool
  ) -> Task<Void, Never> {
    guard let operation, immediately, #available(macOS 26, iOS 26, tvOS 26, watchOS 26, *) else {
      let body = Self.body(operation, handler: handler, location: location, body: body)
      return startOnMainActor(
        { await body(send, MainActor.shared) }, id: id, registry: registry, lineage: lineage,
        priority: priority, immediately: immediately)
    }
    return Task.immediate(priority: priority) { @MainActor in
      // `performEffectOperation`, written out: called, it would be an async frame of its own (an allocation and
      // two executor checks per round trip). Keep the two the same.
      do {
        try await operation(send)
      } catch is CancellationError {
      } catch {
        await failEffect(error, handler: handler, location: location, send: send)
      }
      registry.finish(id, wasCancelled: Task.isCancelled, lineage: lineage)
    }
  }

  /// The work of an effect as one ``EffectBody``: `body`, or `operation` with its error handling.
  private static func body<Action: Sendable>(
    _ operation: Effect<Action>.Run.RunOperation?, handler: Effect<Action>.Run.Handler?,
    location: EffectLocation, body: EffectBody<Action>?
  ) -> EffectBody<Action> {
    if let operation { return effectBody(operation, handler: handler, location: location) }
    return body ?? { _, _ in }
  }

  /// Starts `work` as the task of an app store's effect `id` on the main actor (at once when `immediately`), and
  /// forgets the effect in `registry` once it ended.
  private static func startOnMainActor(
    _ work: @escaping @MainActor @Sendable () async -> Void, id: Int, registry: EffectRegistry,
    lineage: LineageHandle, priority: TaskPriority?, immediately: Bool
  ) -> Task<Void, Never> {
    if immediately, #available(macOS 26, iOS 26, tvOS 26, watchOS 26, *) {
      return Task.immediate(priority: priority) { @MainActor in
        await work()
        registry.finish(id, wasCancelled: Task.isCancelled, lineage: lineage)
      }
    }
    return Task(priority: priority) { @MainActor in
      await work()
      registry.finish(id, wasCancelled: Task.isCancelled, lineage: lineage)
    }
  }

  /// Starts the task of effect `id`, and forgets the effect in `registry` when it ends. The task runs in the
  /// effect's ``EffectContext``: `id` (or the effect it is a part of) and the store's `storage`.
  ///
  /// On the main actor, when `immediately`, the task starts at once (`Task.immediate`), else it is queued there;
  /// `operation` is given the main actor: an effect's body is `nonisolated(nonsending)`, so its own code runs there
  /// up to the point where it awaits work isolated elsewhere, and an `await send(_:)` is reduced without a thread
  /// hop. On a runtime `operation` is given no actor: every nonisolated job of the effect runs on the runtime.
  func task(
    id: Int, registry: EffectRegistry, lineage: LineageHandle?, priority rawPriority: UInt8?,
    storage: EffectStorage?, immediately: Bool,
    operation: @escaping @Sendable (_ isolation: isolated (any Actor)?) async -> Void
  ) -> Task<Void, Never> {
    let priority = rawPriority.map(TaskPriority.init(rawValue:))
    switch self {
    case let .runtime(runtime):
      return Task(executorPreference: runtime, priority: priority) {
        // The registered root, not the task-local inherited from the task that sent the action: an effect started
        // by an action another effect sends is a root of its own, and parks under its own id.
        let context = EffectContext(effect: registry.root(of: id) ?? id, storage: storage)
        await EffectContext.$current.withValue(context) {
          await SuspensionTracking.$observer.withValue(runtime) { await operation(nil) }
        }
        registry.finish(id, wasCancelled: Task.isCancelled, lineage: lineage)
      }
    case .mainActor:
      // Closure literals handed straight to `Task`: a closure stored first with another function type reaches the
      // task through a chain of reabstraction thunks, each an async frame of its own.
      let context = EffectContext(effect: EffectRuntime.currentEffect ?? id, storage: storage)
      if immediately, #available(macOS 26, iOS 26, tvOS 26, watchOS 26, *) {
        return Task.immediate(priority: priority) { @MainActor in
          await Self.run(operation, in: context, id: id, registry: registry, lineage: lineage)
        }
      }
      return Task(priority: priority) { @MainActor in
        await Self.run(operation, in: context, id: id, registry: registry, lineage: lineage)
      }
    }
  }

  /// Runs an app store's effect `id` on the main actor in `context`, and forgets it in `registry` once it ended.
  @MainActor
  private static func run(
    _ operation: @Sendable (_ isolation: isolated (any Actor)?) async -> Void,
    in context: EffectContext,
    id: Int, registry: EffectRegistry, lineage: LineageHandle?
  ) async {
    await EffectContext.$current.withValue(context) {
      await operation(MainActor.shared)
    }
    registry.finish(id, wasCancelled: Task.isCancelled, lineage: lineage)
  }
}

/// The parts of an effect that must wait in turn (a `.concatenate`), run inside an effect's task: the same
/// interpretation as ``EffectInterpreter/start(_:origin:cancelIDs:lineage:queue:)``, awaited. `.send` is
/// reduced before the next part starts, `.merge` runs its parts side by side, `.cancellable` makes its part
/// cancellable on its own (a task registered under the id), `.cancel` cancels at once.
struct EffectSequence<Action: Sendable>: Sendable {
  let registry: EffectRegistry
  let launcher: EffectLauncher
  let origin: Action

  func perform(
    _ effect: Effect<Action>, send: Send<Action>, cancelIDs: [CancelID],
    isolation: isolated (any Actor)?
  ) async {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      await send(action)
    case let .run(run):
      await run.perform(send, isolation: isolation)
    case let .merge(effects):
      await withTaskGroup(of: Void.self) { group in
        for effect in effects {
          group.addTask { await perform(effect, send: send, cancelIDs: cancelIDs, isolation: nil) }
        }
      }
    case let .concatenate(effects):
      for effect in effects {
        if Task.isCancelled { return }
        await perform(effect, send: send, cancelIDs: cancelIDs, isolation: isolation)
      }
    case let .cancellable(id, cancelInFlight, effect):
      if cancelInFlight { registry.cancel(id: id) }
      let location = effect.location
      // Untracked: the task running this concatenation is already tracked (and reported) as one effect; its
      // root is that effect, so what this part waits on is reported for it.
      let entry = registry.register(
        action: origin, fileID: location.fileID, line: location.line, cancelIDs: cancelIDs + [id],
        root: EffectRuntime.currentEffect, tracked: false)
      let task = launcher.task(
        id: entry, registry: registry, lineage: nil, priority: nil, storage: EffectStorage.current,
        immediately: false
      ) { isolation in
        await perform(effect, send: send, cancelIDs: cancelIDs + [id], isolation: isolation)
      }
      registry.attach(task, to: entry)
      await withTaskCancellationHandler(
        operation: {
          _ = isolation  // Captured, the closure runs on `isolation`.
          await task.value
        }, onCancel: { task.cancel() }, isolation: isolation)
    case let .cancel(id):
      registry.cancel(id: id)
    }
  }
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
