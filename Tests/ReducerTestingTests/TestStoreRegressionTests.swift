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

  @Test
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

/// Issue 18, item 6: runaway input must end with a report, never a hang.
@MainActor
@Suite
struct RunawayInputRegressionTests {
  /// A reducer that answers an action with `.send` of itself, forever.
  struct Echo: Reducer {
    struct State: Equatable, Sendable { var count = 0 }
    enum Action: Equatable, Sendable { case echo }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .send(.echo)
    }
  }

  @Test func aReducerThatSendsItselfForeverIsStoppedAndReportedNamingTheAction() {
    let reporter = CountingIssueReporter()
    withIssueReporters([reporter]) {
      let store = Store(initialState: Echo.State()) { Echo() }
      store.send(.echo)
      #expect(store.count == 100_001)
    }
    let messages = reporter.messages
    #expect(messages.count == 1)
    #expect(messages.first?.contains("One send reduced 100000 actions") == true)
    #expect(messages.first?.contains(".echo") == true)
  }

  @Test func theReportOfOneHundredThousandUnassertedActionsIsTruncatedWithACount() async {
    let log = IssueLog()
    await withKnownIssue {
      let store = TestStore(initialState: Echo.State()) { Echo() }
      store.exhaustivity = .on
      await store.send(.echo) { $0.count = 1 }
    } matching: {
      log.match($0)
    }
    let unhandled = log.descriptions.first { $0.contains("unexpected actions") }
    #expect(unhandled?.contains("… and 99950 more") == true)
    #expect((unhandled?.utf8.count ?? .max) < 10_000)
  }
}

@Suite struct TestFrameworkBridgeTests {
  /// If the bridge's name stops resolving, failures would silently go to stderr instead of the running test.
  @Test func theDependenciesModuleFindsTheReducerTestingReporter() {
    #expect(
      resolvedTestFrameworkReporter().map(ObjectIdentifier.init)
        == ObjectIdentifier(TestFrameworkReporter.self))
  }
}
