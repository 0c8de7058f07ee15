import Dependencies

/// Runs an effect tree inside a task (for `concatenate`, which must wait for each part in turn).
struct EffectContext<Action: Sendable>: Sendable {
  let registry: EffectRegistry
  let executor: (any TaskExecutor)?
  let dependencies: DependencyValues
  let origin: Action

  func perform(_ effect: Effect<Action>, send: Send<Action>, cancelIDs: [CancelID] = []) async {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      await send(action)
    case let .run(run):
      await run.body(send)
    case let .merge(effects):
      await withTaskGroup(of: Void.self) { group in
        for effect in effects {
          group.addTask { await perform(effect, send: send, cancelIDs: cancelIDs) }
        }
      }
    case let .concatenate(effects):
      for effect in effects {
        if Task.isCancelled { return }
        await perform(effect, send: send, cancelIDs: cancelIDs)
      }
    case let .cancellable(id, cancelInFlight, effect):
      if cancelInFlight { registry.cancel(id: id) }
      let location = effect.location
      // Untracked: the task running this concatenation is already tracked (and reported) as one effect.
      let entry = registry.register(
        action: origin, fileID: location.fileID, line: location.line, cancelIDs: cancelIDs + [id],
        tracked: false)
      let registry = self.registry
      let dependencies = self.dependencies
      let task = startTask(executor: executor, priority: nil) {
        await DependencyValues.$current.withValue(dependencies) {
          await perform(effect, send: send, cancelIDs: cancelIDs + [id])
        }
        registry.finish(entry)
      }
      registry.attach(task, to: entry)
      await withTaskCancellationHandler {
        await task.value
      } onCancel: {
        task.cancel()
      }
    case let .cancel(id):
      registry.cancel(id: id)
    }
  }
}
