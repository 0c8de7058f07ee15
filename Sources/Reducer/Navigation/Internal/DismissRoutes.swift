/// For the effects of presented children: which presentation each ``DismissEffect`` token dismisses, and how.
///
/// The presentation `ifLet` (and the stack `forEach`) wraps every `.run` effect of its child so that, while the
/// effect runs, this table maps the child's token to a closure sending the parent's dismissal through the effect's
/// own `Send`. Nested presentations add their own entries, so a grandchild's `dismiss` finds its own parent.
enum DismissRoutes {
  @TaskLocal static var current: [CancelID: @Sendable () async -> Void] = [:]
}

extension Effect {
  /// This effect with every `.run` body running with `token` routed to `dismiss`, which gets the body's `Send`.
  func routingDismiss(
    _ token: CancelID, to dismiss: @escaping @Sendable (Send<Action>) async -> Void
  ) -> Self {
    Self(operation: routingOperation(token, dismiss))
  }

  private func routingOperation(
    _ token: CancelID, _ dismiss: @escaping @Sendable (Send<Action>) async -> Void
  ) -> Operation {
    switch operation {
    case .none, .send, .cancel:
      return operation
    case let .run(run):
      let body = run.body
      return .run(
        Run(
          priority: run.priority,
          body: { send in
            var routes = DismissRoutes.current
            routes[token] = { await dismiss(send) }
            await DismissRoutes.$current.withValue(routes) { await body(send) }
          },
          fileID: run.fileID, line: run.line))
    case let .merge(effects):
      return .merge(effects.map { $0.routingDismiss(token, to: dismiss) })
    case let .concatenate(effects):
      return .concatenate(effects.map { $0.routingDismiss(token, to: dismiss) })
    case let .cancellable(id, cancelInFlight, effect):
      return .cancellable(
        id: id, cancelInFlight: cancelInFlight, effect.routingDismiss(token, to: dismiss))
    }
  }
}
