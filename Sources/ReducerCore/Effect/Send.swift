package import ReducerRuntime
/// Sends actions from an effect back into its store.
///
/// Call it with `await send(action)`; it returns once the action has been reduced. Once the effect's task is
/// cancelled, sends are ignored.
public struct Send<Action: Sendable>: Sendable {
  let deliver: @MainActor @Sendable (Action) -> Void
  package let runtime: EffectRuntime?

  package init(
    runtime: EffectRuntime? = nil, deliver: @escaping @MainActor @Sendable (Action) -> Void
  ) {
    self.runtime = runtime
    self.deliver = deliver
  }

  /// Sends `action` and returns once it has been reduced.
  nonisolated(nonsending) public func callAsFunction(_ action: Action) async {
    guard !Task.isCancelled else { return }
    runtime?.willHop()
    await hop(action)
    // Counted until the effect is back on its own executor: while the main actor reduces the action
    // and hands control back, the effect's executor is idle, and without this count the runtime
    // would look quiescent before this effect sleeps or sends again.
    runtime?.didHop()
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
    return Send<Child>(runtime: runtime) { deliver(transform($0)) }
  }
}
