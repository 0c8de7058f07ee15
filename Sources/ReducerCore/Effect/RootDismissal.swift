package import Dependencies
import ReducerRuntime

/// How a root store learns that its own feature dismissed itself: the `await dismiss()` of an effect that runs in no
/// presentation.
///
/// Every root store puts one in its dependencies, so every effect its reducers create carries it. `DismissEffect`
/// calls it when no presentation or stack element encloses the calling effect. The store then marks itself dismissed
/// (`Store.isDismissed`, `TestStore.isDismissed`), cancels every effect and stops reporting them as in flight.
///
/// Only the root feature's own effects may dismiss the store. The effects of a child composed into it by `Scope`,
/// `ifLet`, `forEach` or `ifCaseLet` (a tab, a row) carry the child form (``isChild``), made by
/// ``DependencyValues/inChildFeature()`` where the operator embeds the child's effect: a `dismiss()` there has nothing
/// to dismiss, and is a reported issue that leaves the store running.
package struct RootDismissal: Sendable {
  let runtime: EffectRuntime?
  let dismiss: @MainActor @Sendable () -> Void
  /// Whether the effect carrying it belongs to a child feature composed into the root (not the root's own).
  package let isChild: Bool
  /// The child form of the store's last bag of dependencies, kept by the store (weak here: the bags it holds carry
  /// this value, which must not keep them alive).
  weak let childValues: ChildDependencyCache?

  init(
    runtime: EffectRuntime?, childValues: ChildDependencyCache,
    dismiss: @escaping @MainActor @Sendable () -> Void
  ) {
    self.init(runtime: runtime, dismiss: dismiss, isChild: false, childValues: childValues)
  }

  private init(
    runtime: EffectRuntime?, dismiss: @escaping @MainActor @Sendable () -> Void, isChild: Bool,
    childValues: ChildDependencyCache?
  ) {
    self.runtime = runtime
    self.dismiss = dismiss
    self.isChild = isChild
    self.childValues = childValues
  }

  /// The form carried by the effects of a child feature composed into the root.
  var child: Self {
    Self(runtime: runtime, dismiss: dismiss, isChild: true, childValues: childValues)
  }

  /// Dismisses the root store; returns once it is marked dismissed.
  nonisolated(nonsending) package func callAsFunction() async {
    // Counted like a `Send` hop: the effect's executor is idle while the main actor marks the store.
    runtime?.willHop()
    await hop()
    runtime?.didHop()
  }

  @MainActor
  private func hop() { dismiss() }
}

/// The last bag of dependencies turned into its child form, and that form: effects are made with the store's own bag
/// nearly always, so one entry spares making a new bag for every effect of a child. Owned by the store's core.
final class ChildDependencyCache: Sendable {
  /// The source bag (by its storage's id, which is never reused) and its child form.
  private let last = Lock<(source: UInt64, child: DependencyValues)?>(nil)

  func childValues(of values: DependencyValues, root: RootDismissal) -> DependencyValues {
    let source = values.storage.id
    if let hit = last.withLock({ $0 }), hit.source == source { return hit.child }
    var child = values
    child.rootDismissal = root.child
    last.withLock { $0 = (source, child) }
    return child
  }
}

extension DependencyValues {
  /// The dismissal of the root store whose reducers created the current effect (nil outside a store).
  package var rootDismissal: RootDismissal? {
    get { self[UnsetDependencyKey<RootDismissal>.self] }
    set { self[UnsetDependencyKey<RootDismissal>.self] = newValue }
  }

  /// These dependencies as a child feature's effects carry them: a `dismiss()` there does not dismiss the root store
  /// (see ``RootDismissal``). Unchanged outside a store, or when already a child's.
  package func inChildFeature() -> DependencyValues {
    guard let root = rootDismissal, !root.isChild else { return self }
    guard let cache = root.childValues else {
      var child = self
      child.rootDismissal = root.child
      return child
    }
    return cache.childValues(of: self, root: root)
  }
}
