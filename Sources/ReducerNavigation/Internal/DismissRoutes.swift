public import ReducerCore
/// For the effects of presented children: how to dismiss the presentation (or pop the stack element) each effect
/// runs in.
///
/// The presentation `ifLet` (and the stack `forEach`) wraps every `.run` effect of its child so that, while the
/// effect runs, this stack ends with a closure sending the parent's dismissal through the effect's own `Send`.
/// Nested presentations push their own entry inside their parent's, so the last entry is always the innermost
/// presentation: the one `await dismiss()` in that effect dismisses. Child tasks inherit it, as task-locals do.
@usableFromInline
enum DismissRoutes {
  @TaskLocal static var current: [@Sendable () async -> Void] = []
}

extension Effect {
  /// This effect with every `.run` body running with `dismiss` (given the body's `Send`) as its innermost route.
  @usableFromInline
  func routingDismiss(to dismiss: @escaping EffectBody<Action>) -> Self {
    Self(operation: routingOperation(dismiss))
  }

  private func routingOperation(_ dismiss: @escaping EffectBody<Action>)
    -> Operation
  {
    switch operation {
    case .none, .send, .cancel:
      return operation
    case let .run(run):
      let body = run.body
      return .run(
        Run(
          priority: run.priority,
          body: { send, isolation in
            var routes = DismissRoutes.current
            routes.append { await dismiss(send, nil) }
            await DismissRoutes.$current.withValue(
              routes,
              operation: {
                _ = isolation  // Captured, the closure runs on `isolation`.
                await body(send, isolation)
              }, isolation: isolation)
          },
          dependencies: run.dependencies, fileID: run.fileID, line: run.line))
    case let .merge(effects):
      return .merge(effects.map { $0.routingDismiss(to: dismiss) })
    case let .concatenate(effects):
      return .concatenate(effects.map { $0.routingDismiss(to: dismiss) })
    case let .cancellable(id, cancelInFlight, effect):
      return .cancellable(
        id: id, cancelInFlight: cancelInFlight, effect.routingDismiss(to: dismiss))
    }
  }
}
