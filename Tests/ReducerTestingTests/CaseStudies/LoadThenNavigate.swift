import Dependencies
import Reducer
import ReducerTesting
import Testing

// TCA's `03-Navigation-LoadThenNavigate` (in TCA 1.x's case studies until `NavigationLink(isActive:)` was
// retired): tapping loads the optional counter for a second behind an activity indicator, and navigation happens
// once the state is there (`isNavigationActive` is derived from it). TCA ships no test for this case study: the
// tests below are written here, in TCA's style.

extension CaseStudies {
  struct LoadThenNavigate: Reducer {
    struct State: Equatable, Sendable {
      var optionalCounter: Counter.State?
      var isActivityIndicatorVisible = false

      var isNavigationActive: Bool { optionalCounter != nil }
    }

    enum Action: Equatable, Sendable {
      case onDisappear
      case optionalCounter(Counter.Action)
      case setNavigation(isActive: Bool)
      case setNavigationIsActiveDelayCompleted
    }

    @Dependency(\.continuousClock) var clock
    private enum CancelID { case load }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .onDisappear:
          return .cancel(id: CancelID.load)

        case .setNavigation(isActive: true):
          state.isActivityIndicatorVisible = true
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.setNavigationIsActiveDelayCompleted)
          }
          .cancellable(id: CancelID.load)

        case .setNavigation(isActive: false):
          state.optionalCounter = nil
          return .none

        case .setNavigationIsActiveDelayCompleted:
          state.isActivityIndicatorVisible = false
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
  @Suite struct LoadThenNavigateTests {
    @Test func loadThenNavigate() async {
      let clock = TestClock()
      let store = TestStore(initialState: LoadThenNavigate.State()) {
        LoadThenNavigate()
      } withDependencies: {
        $0.continuousClock = clock
      }

      await store.send(.setNavigation(isActive: true)) {
        $0.isActivityIndicatorVisible = true
      }
      #expect(!store.state.isNavigationActive)
      await clock.advance(by: .seconds(1))
      await store.receive(.setNavigationIsActiveDelayCompleted) {
        $0.isActivityIndicatorVisible = false
        $0.optionalCounter = Counter.State()
      }
      #expect(store.state.isNavigationActive)
      await store.send(.optionalCounter(.decrementButtonTapped)) {
        $0.optionalCounter?.count = -1
      }
      await store.send(.setNavigation(isActive: false)) {
        $0.optionalCounter = nil
      }
    }

    @Test func disappearingCancelsTheLoad() async {
      let clock = TestClock()
      let store = TestStore(initialState: LoadThenNavigate.State()) {
        LoadThenNavigate()
      } withDependencies: {
        $0.continuousClock = clock
      }

      await store.send(.setNavigation(isActive: true)) {
        $0.isActivityIndicatorVisible = true
      }
      await store.send(.onDisappear)
      await clock.run()
    }
  }
}
