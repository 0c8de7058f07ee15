package import ReducerRuntime
/// Sends actions from an effect back into its store.
///
/// Call it with `await send(action)`; it returns once the action has been reduced. Once the effect's task is
/// cancelled, sends are ignored.
public struct Send<Action: Sendable>: Sendable {
  let deliver: @MainActor @Sendable (Action) -> Void
  /// What the store the actions go to shares with its effects; nil outside a store.
  ///
  /// One reference for all of it: a fourth word in `Send` made the release build jump into the heap when an
  /// effect called it (Swift 6.3.1).
  package let context: SendContext?

  /// The deterministic runtime the store's effects run on, if any.
  package var runtime: EffectRuntime? { context?.runtime }
  /// The storage of the store the actions go to (the state of `throttle`): an app store's effect finds it here,
  /// with no task-local bound around its task.
  package var storage: EffectStorage? { context?.storage }

  package init(
    context: SendContext? = nil, deliver: @escaping @MainActor @Sendable (Action) -> Void
  ) {
    self.context = context
    self.deliver = deliver
  }

  /// Sends `action` and returns once it has been reduced.
  nonisolated(nonsending) public func callAsFunction(_ action: Action) async {
    guard !Task.isCancelled else { return }
    if deliverOnMainActor(action, isolation: #isolation) { return }
    runtime?.willHop()
    await hop(action)
    // Counted until the effect is back on its own executor: while the main actor reduces the action
    // and hands control back, the effect's executor is idle, and without this count the runtime
    // would look quiescent before this effect sleeps or sends again.
    runtime?.didHop()
  }

  /// Delivers `action` right here when `isolation`, the caller's, is the main actor (an app store's effect, up to
  /// its first await of work isolated elsewhere): without the two executor checks an `await` of a main-actor
  /// function costs. Returns whether it did.
  ///
  /// Out of line: written in `callAsFunction` itself, it made the compiler emit invalid code (Swift 6.3.1).
  @inline(never)
  private func deliverOnMainActor(_ action: Action, isolation: (any Actor)?) -> Bool {
    guard let isolation, isolation === MainActor.shared else { return false }
    // NB: `deliver` is `@MainActor`; `callAsFunction` is `nonisolated(nonsending)`, so it runs on its caller's
    // actor, `isolation`, which is the main actor here: calling `deliver` without the annotation is what
    // `MainActor.assumeIsolated` does after its own check (which also allocates a closure context per call).
    let deliver = unsafeBitCast(self.deliver, to: (@Sendable (Action) -> Void).self)
    deliver(action)
    return true
  }

  @MainActor
  private func hop(_ action: Action) {
    guard !Task.isCancelled else { return }
    deliver(action)
  }

  /// A `Send` that transforms actions before delivering them here.
  public func map<Child: Sendable>(_ transform: @escaping @Sendable (Child) -> Action) -> Send<
    Child
  > {
    let deliver = self.deliver
    return Send<Child>(context: context) { deliver(transform($0)) }
  }
}

/// What a store shares with every `Send` of its effects: made once per store, so a `Send` carries one reference.
package final class SendContext: Sendable {
  /// The deterministic runtime the store's effects run on; nil for an app store.
  package let runtime: EffectRuntime?
  /// What the store's effects keep between runs (the state of `throttle`).
  package let storage: EffectStorage

  package init(runtime: EffectRuntime?, storage: EffectStorage) {
    self.runtime = runtime
    self.storage = storage
  }
}
