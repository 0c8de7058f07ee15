import Dependencies
import Reducer
import ReducerTesting
import Testing

// TCA's `04-Navigation-NavigateAndLoad`: navigating shows the child screen at once and loads its optional state
// a second later; `ifLet` runs the counter only while that state is there. TCA ships no test for this case study:
// the tests below are written here, in TCA's style, to pin the behaviour of the port.

extension CaseStudies {
  struct NavigateAndLoad: Reducer {
    struct State: Equatable, Sendable {
      var isNavigationActive = false
      var optionalCounter: Counter.State?
    }

    enum Action: Equatable, Sendable {
      case optionalCounter(Counter.Action)
      case setNavigation(isActive: Bool)
      case setNavigationIsActiveDelayCompleted
    }

    @Dependency(\.continuousClock) var clock
    private enum CancelID { case load }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .setNavigation(isActive: true):
          state.isNavigationActive = true
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.setNavigationIsActiveDelayCompleted)
          }
          .cancellable(id: CancelID.load)

        case .setNavigation(isActive: false):
          state.isNavigationActive = false
          state.optionalCounter = nil
          return .cancel(id: CancelID.load)

        case .setNavigationIsActiveDelayCompleted:
          state.optionalCounter = Counter.State()
          return .none

        case .optionalCounter:
          return .none
        }
      }
      .ifLet(\.optionalCounter, action: Action.optionalCounter) {
        Counter()
      }
    }
  }

  @MainActor
  @Suite struct NavigateAndLoadTests {
    @Test func navigateThenLoad() async {
      let clock = TestClock()
      let store = TestStore(initialState: NavigateAndLoad.State()) {
        NavigateAndLoad()
      } withDependencies: {
        $0.continuousClock = clock
      }

      await store.send(.setNavigation(isActive: true)) {
        $0.isNavigationActive = true
      }
      await clock.advance(by: .seconds(1))
      await store.receive(.setNavigationIsActiveDelayCompleted) {
        $0.optionalCounter = Counter.State()
      }
      await store.send(.optionalCounter(.incrementButtonTapped)) {
        $0.optionalCounter?.count = 1
      }
      await store.send(.setNavigation(isActive: false)) {
        $0.isNavigationActive = false
        $0.optionalCounter = nil
      }
    }

    @Test func navigatingBackBeforeTheLoadCancelsIt() async {
      let clock = TestClock()
      let store = TestStore(initialState: NavigateAndLoad.State()) {
        NavigateAndLoad()
      } withDependencies: {
        $0.continuousClock = clock
      }

      await store.send(.setNavigation(isActive: true)) {
        $0.isNavigationActive = true
      }
      await clock.advance(by: .milliseconds(500))
      await store.send(.setNavigation(isActive: false)) {
        $0.isNavigationActive = false
      }
      // The load was cancelled: nothing arrives later.
      await clock.run()
    }

    @Test func counterActionBeforeTheLoadIsAReportedIssue() async {
      let clock = TestClock()
      let store = TestStore(initialState: NavigateAndLoad.State()) {
        NavigateAndLoad()
      } withDependencies: {
        $0.continuousClock = clock
      }

      await store.send(.setNavigation(isActive: true)) {
        $0.isNavigationActive = true
      }
      await withKnownIssue {
        await store.send(.optionalCounter(.incrementButtonTapped))
      }
      await store.send(.setNavigation(isActive: false)) {
        $0.isNavigationActive = false
      }
    }
  }
}
