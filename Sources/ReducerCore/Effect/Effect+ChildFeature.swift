import Dependencies

extension Effect {
  /// This effect as the parent's, for a child feature composed into it (`Scope`, `ifLet`, `forEach`): its actions
  /// transformed by `transform` (as ``map(_:)``), and its work run with the dependencies of a child feature, in which
  /// `dismiss()` does not dismiss the root store (see ``RootDismissal``).
  package func embeddedAsChild<NewAction: Sendable>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> Effect<NewAction> {
    switch operation {
    case .none:
      return .none
    case let .send(action):
      return Effect<NewAction>(operation: .send(transform(action)))
    case let .run(run):
      return Effect<NewAction>(
        operation: .run(
          Effect<NewAction>.Run(
            priority: run.priority,
            body: { send, isolation in await run.body(send.map(transform), isolation) },
            dependencies: run.dependencies?.inChildFeature(),
            fileID: run.fileID,
            line: run.line
          )))
    case let .merge(effects):
      return Effect<NewAction>(operation: .merge(effects.map { $0.embeddedAsChild(transform) }))
    case let .concatenate(effects):
      return Effect<NewAction>(
        operation: .concatenate(effects.map { $0.embeddedAsChild(transform) }))
    case let .cancellable(id, cancelInFlight, effect):
      return Effect<NewAction>(
        operation: .cancellable(
          id: id, cancelInFlight: cancelInFlight, effect.embeddedAsChild(transform)))
    case let .cancel(id):
      return Effect<NewAction>(operation: .cancel(id: id))
    }
  }
}
