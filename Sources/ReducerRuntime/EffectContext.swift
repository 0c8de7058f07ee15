/// What the task running a store's effect knows about it: the effect it works for and the store's
/// ``EffectStorage``. Bound around the effects of the deterministic runtime and the tasks of concatenations; an
/// app store's `.run` effect binds none (its `Send` carries the storage, and nothing reads its id).
///
/// One task-local for both, so that starting an effect enters one binding, not two: each binding costs a
/// task-local push and an async frame that hops to the effect's executor on the way in and out.
package struct EffectContext: Sendable {
  /// The effect (top-level id in its store's ``EffectRegistry``) the task works for.
  package var effect: Int?
  /// The storage of the store whose effect the task runs.
  package var storage: EffectStorage?

  package init(effect: Int?, storage: EffectStorage?) {
    self.effect = effect
    self.storage = storage
  }

  /// The context of the effect the current task runs, if any.
  @TaskLocal package static var current: EffectContext?
}
