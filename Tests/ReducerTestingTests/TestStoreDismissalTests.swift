import Dependencies
import Reducer
import ReducerTesting
import Testing

/// A root feature that dismisses itself, as a recording screen does when its time is up.
private struct SelfClosingTimer: Reducer {
  struct State: Equatable, Sendable {
    var remaining = 2
  }
  enum Action: Equatable, Sendable {
    case started
    case tick
    case stopTapped
    case watchStarted
  }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .started:
      return .run { send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
    case .tick:
      state.remaining -= 1
      guard state.remaining == 0 else { return .none }
      return .run { _ in await dismiss() }
    case .stopTapped:
      return .run { _ in await dismiss() }
    case .watchStarted:
      // Never ends by itself: only the dismissal stops it.
      return .run { _ in try await Task.never() }
    }
  }
}

@MainActor
@Suite struct TestStoreDismissalTests {
  @Test func aRootFeatureThatDismissesItselfMarksTheTestStoreDismissed() async {
    let store = TestStore(initialState: SelfClosingTimer.State()) { SelfClosingTimer() }
    #expect(!store.isDismissed)
    await store.send(.stopTapped)
    #expect(store.isDismissed)
  }

  @Test func effectsStillRunningWhenTheRootDismissedItselfAreNotReported() async {
    let clock = TestClock()
    let store = TestStore(initialState: SelfClosingTimer.State()) {
      SelfClosingTimer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.watchStarted)
    await store.send(.started)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.remaining = 1 }
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.remaining = 0 }
    #expect(store.isDismissed)
    // The timer and the never-ending watch are cancelled and untracked: the end of the test reports nothing.
  }

  @Test func aSendAfterTheRootDismissedItselfIsReported() async {
    let store = TestStore(initialState: SelfClosingTimer.State()) { SelfClosingTimer() }
    await store.send(.stopTapped)
    await withKnownIssue {
      await store.send(.tick) { $0.remaining = 1 }
    } matching: {
      $0.description.contains("Can't send action to dismissed test store.")
        && $0.description.contains(".tick")
    }
    #expect(store.state == SelfClosingTimer.State())
  }

  @Test func aPresentedChildStillDismissesItsPresentationNotTheStore() async {
    let store = TestStore(
      initialState: ItemList.State(destination: .add(ItemForm.State()))
    ) { ItemList() }
    await store.send(.destination(.presented(.add(.saveTapped))))
    await store.receive(.destination(.dismiss)) { $0.destination = nil }
    #expect(!store.isDismissed)
  }

  @Test func dismissOutsideAnyStoreIsReported() async {
    @Dependency(\.dismiss) var dismiss
    await withKnownIssue {
      await dismiss()
    } matching: {
      $0.description.contains("'dismiss' was called with nothing presented to dismiss")
    }
  }
}
