public import Dependencies
import ReducerCore

extension DependencyValues {
  /// Dismisses the presented feature (or pops the stack element) that the current reducer runs in.
  ///
  /// In an effect of a child run by the presentation `ifLet` or the stack `forEach`, `await dismiss()` sends the
  /// parent's `.dismiss` (or `.popFrom(id:)`) and returns once it was reduced. In an effect of a store's root
  /// feature (its own, not a child's composed with `Scope`, `ifLet` or `forEach`), it dismisses the store
  /// (`isDismissed`). Anywhere else, calling it is a reported issue (a test failure
  /// in tests).
  public var dismiss: DismissEffect {
    get { self[DismissEffectKey.self] }
    set { self[DismissEffectKey.self] = newValue }
  }
}

private enum DismissEffectKey: DependencyKey {
  static let liveValue = DismissEffect()
  static let testValue = DismissEffect()
}

/// Dismisses the feature that reads it, from one of its effects: `await dismiss()`.
///
/// ```swift
/// struct ItemForm: Reducer {
///   @Dependency(\.dismiss) var dismiss
///   // case .saveTapped:
///   //   return .run { _ in await dismiss() }
/// }
/// ```
///
/// In a presented child it sends the parent's `PresentationAction.dismiss`; in a stack element it sends
/// `StackAction.popFrom(id:)` for that element. Either way the child's state goes away and every effect it started is
/// cancelled, including the one that called `dismiss`. In a test, expect it with
/// `await store.receive(.destination(.dismiss)) { $0.destination = nil }`.
///
/// Called by the root feature of a store (an effect of the root's own reducer, run by no presentation or stack
/// element), it dismisses the store itself: `store.isDismissed` becomes `true` and every effect of the store is
/// cancelled, as TCA's does. A `TestStore` then stops tracking those effects and reports any later `send`. Called by
/// a child composed into the root with `Scope`, `ifLet` or `forEach` (a tab, a row), which nothing presents, it is
/// a reported issue: nothing is dismissed and the store keeps running.
///
/// > Important: Call it from an effect a feature returned (or a task that effect started). Called from a reducer
/// > body, or from a task that no store started, it reports an issue (a test failure in tests) and does nothing.
/// > Called after its child is gone (by a task that outlived it), it reports "'dismiss' was called for a
/// > presentation (or a stack element) that is no longer presented" and dismisses nothing, not even the child
/// > presented after it.
public struct DismissEffect: Sendable {
  /// A test's replacement, run instead of dismissing.
  let override: (@Sendable () async -> Void)?

  /// The dismiss effect of every feature: it dismisses the presentation the calling effect runs in.
  init() {
    self.override = nil
  }

  /// A dismiss effect that runs `dismiss` instead, for testing a feature on its own:
  ///
  /// ```swift
  /// let store = TestStore(initialState: Practice.State(piece: piece)) {
  ///   Practice()
  /// } withDependencies: {
  ///   $0.dismiss = DismissEffect { dismissed.setValue(true) }
  /// }
  /// ```
  ///
  /// The override applies wherever the dependency is read with it in force, also inside a presentation.
  public init(_ dismiss: @escaping @Sendable () async -> Void) {
    self.override = dismiss
  }

  /// Dismisses the presented child; returns once the parent reduced the dismissal.
  public func callAsFunction(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    if let override {
      await override()
      return
    }
    guard let route = DismissRoutes.current.last else {
      if let root = DependencyValues.current.rootDismissal {
        guard root.isChild else {
          await root()
          return
        }
        reportIssue(
          """
          'dismiss' was called in a child feature that nothing presents: it runs under a 'Scope', 'ifLet' or \
          'forEach' of its parent (a tab, a row), not under 'ifLet(\\.$destination, action:)' or \
          'forEach(\\.path, action:)'. Nothing was dismissed, and the store keeps running.

          Only a presented feature, a stack element or a store's root feature can dismiss itself. To close this \
          child, send an action that its parent handles (a delegate action).
          """,
          fileID: fileID, filePath: filePath, line: line, column: column)
        return
      }
      reportIssue(
        """
        'dismiss' was called with nothing presented to dismiss: outside an effect of a feature run by \
        'ifLet(\\.$destination, action:)' or 'forEach(\\.path, action:)'.

        Call 'await dismiss()' inside an effect ('.run') that the presented feature returned.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    await route()
  }
}
