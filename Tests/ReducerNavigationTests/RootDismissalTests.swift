import Dependencies
import Reducer
import Testing

/// A root feature that dismisses itself in an app, preview or demo store.
private struct Closing: Reducer {
  struct State: Equatable, Sendable { var closes = 0 }
  enum Action: Equatable, Sendable { case closeTapped, watchStarted }

  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .closeTapped:
      state.closes += 1
      return .run { _ in await dismiss() }
    case .watchStarted:
      return .run { _ in try await Task.never() }
    }
  }
}

@MainActor
@Suite struct RootDismissalTests {
  @Test func aRootStoreWhoseFeatureDismissesItselfIsMarkedDismissedWithoutAnIssue() async {
    let log = CountingIssueReporter()
    let store = Store(initialState: Closing.State()) { Closing() }
    let watch = store.send(.watchStarted)
    await withIssueReporters([log]) {
      await store.send(.closeTapped).finish()
      await watch.finish()  // cancelled by the dismissal
    }
    #expect(store.isDismissed)
    #expect(log.issues.isEmpty)
    // The store keeps working: dismissal is for whoever shows it to act on.
    store.send(.closeTapped)
    #expect(store.closes == 2)
  }

  @Test func aScopedStoreSeesItsRootsDismissal() async {
    let store = Store(initialState: Closing.State()) { Closing() }
    let child = store.scope(state: \.self, action: { $0 })
    await store.send(.closeTapped).finish()
    #expect(child.isDismissed)
  }
}
