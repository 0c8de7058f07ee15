public import Dependencies

extension DependencyValues {
  /// Dismisses the presented feature (or pops the stack element) that the current reducer runs in.
  ///
  /// The presentation `ifLet` and the stack `forEach` set it for the child they run, so the child's effects capture
  /// it: `await dismiss()` then sends the parent's `.dismiss` (or `.popFrom(id:)`) and returns once it was reduced.
  /// Outside a presented child, or once the child is gone, calling it is a reported issue (a test failure in tests).
  public var dismiss: DismissEffect {
    get { self[DismissEffectKey.self] }
    set { self[DismissEffectKey.self] = newValue }
  }
}

private enum DismissEffectKey: DependencyKey {
  static let liveValue = DismissEffect(token: nil)
  static let testValue = DismissEffect(token: nil)
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
/// > Important: Call it from an effect the child returned. Called from a reducer body, from a feature that is not
/// > presented, or after the child was dismissed, it reports an issue (a test failure in tests) and does nothing.
public struct DismissEffect: Sendable {
  /// The presented child (or stack element) this dismisses: its cancellation namespace; nil outside any.
  let token: CancelID?
  /// A test's replacement, run instead of dismissing.
  let override: (@Sendable () async -> Void)?

  init(token: CancelID?) {
    self.token = token
    self.override = nil
  }

  /// A dismiss effect that runs `dismiss` instead, for testing a feature on its own:
  ///
  /// ```swift
  /// let store = TestStore(initialState: RecordMeeting.State(syncUp: .mock)) {
  ///   RecordMeeting()
  /// } withDependencies: {
  ///   $0.dismiss = DismissEffect { dismissed.setValue(true) }
  /// }
  /// ```
  ///
  /// A presentation `ifLet` or stack `forEach` around the feature sets its own dismiss effect for the child it runs,
  /// replacing this one.
  public init(_ dismiss: @escaping @Sendable () async -> Void) {
    self.token = nil
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
    guard let token else {
      reportIssue(
        """
        'dismiss' was called outside a presented feature, so there is nothing to dismiss.

        '@Dependency(\\.dismiss)' works in a feature run by 'ifLet(\\.$destination, action:)' or \
        'forEach(\\.path, action:)', from an effect that feature returned.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    guard let route = DismissRoutes.current[token] else {
      reportIssue(
        """
        'dismiss' was called with nothing presented to dismiss (the feature was already dismissed, or \
        'dismiss' ran outside one of the effects the feature returned).

        Call 'await dismiss()' inside an effect ('.run') returned by the presented feature.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    await route()
  }
}
