public import ReducerCore
import Synchronization
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

  /// While a dismissal is being sent: which presentation or stack element it dismisses. The store reduces the
  /// action inside the send, so the reducer that receives it reads this to tell a dismissal of a child that is gone
  /// (a late `dismiss()`, from a task that outlived its child) from a current one.
  @TaskLocal static var sender: DismissSender?

  /// Runs `send` (sending a dismissal of `target` under `keyPath`) with `sender` set to say so.
  @usableFromInline
  static func send(
    _ target: DismissSender.Target, of keyPath: AnyKeyPath, _ send: @Sendable () async -> Void
  ) async {
    await $sender.withValue(DismissSender(keyPath: keyPath, target: target)) { await send() }
  }

  /// The dismissal being reduced, when it is one for `keyPath`; taken, so that it answers only once (effects the
  /// reduction starts inherit task-locals, and must not pass for a dismissal later).
  @usableFromInline
  static func takeSender(for keyPath: AnyKeyPath) -> DismissSender.Target? {
    guard let sender, sender.keyPath == keyPath else { return nil }
    return sender.take()
  }
}

/// Which child a dismissal being sent dismisses (see ``DismissRoutes/sender``).
@usableFromInline
final class DismissSender: Sendable {
  /// A presented child (by its presentation number) or a stack element (by its id).
  @usableFromInline
  enum Target: Sendable, Equatable {
    case presentation(UInt64)
    case stackElement(StackElementID)
  }

  // NB: key paths are immutable; `AnyKeyPath` is only compared here.
  nonisolated(unsafe) let keyPath: AnyKeyPath
  let target: Target
  private let isTaken = Atomic(false)

  init(keyPath: AnyKeyPath, target: Target) {
    self.keyPath = keyPath
    self.target = target
  }

  /// The target, the first time only.
  func take() -> Target? {
    isTaken.exchange(true, ordering: .relaxed) ? nil : target
  }
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
            await DismissRoutes.$current.bound(to: routes, isolation: isolation) {
              await body(send, isolation)
            }
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
