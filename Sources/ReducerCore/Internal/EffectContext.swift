import Dependencies
import ReducerRuntime

/// Runs the parts of an effect tree that must wait in turn (a `concatenate`), inside an effect's task: the
/// asynchronous entry of the effect interpreter whose synchronous entry is `StoreCore.start`.
///
/// The two entries agree on every case: `.send` is reduced before the next part starts (queued in a send, an
/// `await send` here), `.merge` runs its parts side by side, `.cancellable` makes its part cancellable on its own
/// (a child task registered under the id), `.cancel` cancels at once.
struct EffectContext<Action: Sendable>: Sendable {
  let registry: EffectRegistry
  let runtime: EffectRuntime?
  let origin: Action

  func perform(
    _ effect: Effect<Action>, send: Send<Action>, cancelIDs: [CancelID] = [],
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
      let task = startEffectTask(
        id: entry, registry: registry, runtime: runtime, lineage: nil, priority: nil
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
