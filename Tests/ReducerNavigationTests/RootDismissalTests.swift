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

/// An app of two tabs: the second one calls `dismiss()`, which nothing presents.
private struct Tabs: Reducer {
  struct State: Equatable, Sendable {
    var first = Closing.State()
    var second = Closing.State()
    var ticks = 0
  }
  enum Action: Equatable, Sendable {
    case first(Closing.Action)
    case second(Closing.Action)
    case rootCloseTapped
    case tick
  }

  @Dependency(\.dismiss) var dismiss

  var body: some Reducer<State, Action> {
    Scope(state: \.first, action: Action.first) { Closing() }
    Scope(state: \.second, action: Action.second) { Closing() }
    Reduce { state, action in
      switch action {
      case .rootCloseTapped:
        return .run { _ in await dismiss() }
      case .tick:
        state.ticks += 1
        return .none
      case .first, .second:
        return .none
      }
    }
  }
}

@MainActor
@Suite struct RootDismissalTests {
  @Test func aScopedTabThatCallsDismissIsAReportedIssueAndTheAppKeepsRunning() async {
    let log = CountingIssueReporter()
    let store = Store(initialState: Tabs.State()) { Tabs() }
    let watch = store.send(.first(.watchStarted))
    await withIssueReporters([log]) {
      await store.send(.second(.closeTapped)).finish()
    }
    #expect(!store.isDismissed)
    #expect(log.messages.count == 1)
    #expect(
      log.messages.first?.contains("'dismiss' was called in a child feature that nothing presents")
        == true)
    // The issue points at the child's `dismiss()` call, not at the library.
    #expect(
      log.issues.first.map { "\($0.fileID)" } == "ReducerNavigationTests/RootDismissalTests.swift")
    // The app keeps running: the first tab's effect was not cancelled, and sends are reduced.
    store.send(.tick)
    #expect(store.ticks == 1)
    #expect(store.second.closes == 1)
    watch.cancel()
    await watch.finish()
  }

  @Test func theRootOfAnAppMadeOfScopedTabsStillDismissesItself() async {
    let log = CountingIssueReporter()
    let store = Store(initialState: Tabs.State()) { Tabs() }
    await withIssueReporters([log]) {
      await store.send(.rootCloseTapped).finish()
    }
    #expect(store.isDismissed)
    #expect(log.issues.isEmpty)
  }

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
