package import Dependencies
import ReducerRuntime

/// How a root store learns that its own feature dismissed itself: the `await dismiss()` of an effect that runs in no
/// presentation.
///
/// Every root store puts one in its dependencies, so every effect its reducers create carries it. `DismissEffect`
/// calls it when no presentation or stack element encloses the calling effect. The store then marks itself dismissed
/// (`Store.isDismissed`, `TestStore.isDismissed`), cancels every effect and stops reporting them as in flight.
package struct RootDismissal: Sendable {
  let runtime: EffectRuntime?
  let dismiss: @MainActor @Sendable () -> Void

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

extension DependencyValues {
  /// The dismissal of the root store whose reducers created the current effect (nil outside a store).
  package var rootDismissal: RootDismissal? {
    get { self[UnsetDependencyKey<RootDismissal>.self] }
    set { self[UnsetDependencyKey<RootDismissal>.self] = newValue }
  }
}
