import Dependencies
import Reducer
import ReducerTesting
import Testing

/// Regressions found in review.
@MainActor
@Suite struct TestStoreRegressionTests {
  struct Ticker: Reducer {
    struct State: Equatable, Sendable { var ticks = 0 }
    enum Action: Equatable, Sendable {
      case start
      case stop
      case tick
      case startConcatenated
    }
    enum CancelID { case timer }
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer)
      case .stop:
        return .cancel(id: CancelID.timer)
      case .tick:
        state.ticks += 1
        return .none
      case .startConcatenated:
        return .concatenate(
          .send(.tick),
          .run { _ in try await clock.sleep(for: .seconds(9)) }.cancellable(id: CancelID.timer)
        )
      }
    }
  }

  @Test(.timeLimit(.minutes(1)))
  func finishingATaskThatNeverEndsFailsAfterItsTimeoutInsteadOfHanging() async {
    let clock = TestClock()
    let store = TestStore(initialState: Ticker.State()) {
      Ticker()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.start)
    await withKnownIssue {
      await task.finish(timeout: .seconds(3_600))
    } matching: { issue in
      issue.description.contains(
        "Expected the effects of this send to finish, but nothing can arrive")
        && issue.description.contains("suspended on a TestClock sleep")
    }
    await store.send(.stop)
  }

  @Test func aCancellableInsideAConcatenationIsReportedOnceAtTheEnd() async {
    let reporter = CountingIssueReporter()
    await withIssueReporters([reporter]) {
      let store = TestStore(initialState: Ticker.State()) {
        Ticker()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      await store.send(.startConcatenated)
      await store.receive(.tick) { $0.ticks = 1 }
    }
    #expect(reporter.messages.filter { $0.contains("still running") }.count == 1)
  }
}

@MainActor
@Suite struct TestStoreDescriptionTests {
  @Test func interpolatingAStoreShowsItsQueue() async {
    let clock = TestClock()
    let store = TestStore(initialState: TestStoreRegressionTests.Ticker.State()) {
      TestStoreRegressionTests.Ticker()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.start)
    let text = "\(store)"
    #expect(text.contains("effects in flight: 1"))
    #expect(text.contains(".start"))
    await store.send(.stop)
  }
}
