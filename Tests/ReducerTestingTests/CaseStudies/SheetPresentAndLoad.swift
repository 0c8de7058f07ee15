import Dependencies
import Reducer
import ReducerTesting
import Testing

// TCA's `04-Navigation-Sheet-PresentAndLoad`: the sheet is presented at once (a plain Bool, as in TCA) and its
// optional counter loads a second later under `ifLet`. TCA ships no test for this case study: the tests below are
// written here, in TCA's style.

extension CaseStudies {
  struct PresentAndLoad: Reducer {
    struct State: Equatable, Sendable {
      var optionalCounter: Counter.State?
      var isSheetPresented = false
    }

    enum Action: Equatable, Sendable {
      case optionalCounter(Counter.Action)
      case setSheet(isPresented: Bool)
      case setSheetIsPresentedDelayCompleted
    }

    @Dependency(\.continuousClock) var clock
    private enum CancelID { case load }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .setSheet(isPresented: true):
          state.isSheetPresented = true
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.setSheetIsPresentedDelayCompleted)
          }
          .cancellable(id: CancelID.load)

        case .setSheet(isPresented: false):
          state.isSheetPresented = false
          state.optionalCounter = nil
          return .cancel(id: CancelID.load)

        case .setSheetIsPresentedDelayCompleted:
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
  @Suite struct PresentAndLoadTests {
    @Test func presentThenLoad() async {
      let clock = TestClock()
      let store = TestStore(initialState: PresentAndLoad.State()) {
        PresentAndLoad()
      } withDependencies: {
        $0.continuousClock = clock
      }

      await store.send(.setSheet(isPresented: true)) {
        $0.isSheetPresented = true
      }
      await clock.advance(by: .seconds(1))
      await store.receive(.setSheetIsPresentedDelayCompleted) {
        $0.optionalCounter = Counter.State()
      }
      await store.send(.optionalCounter(.incrementButtonTapped)) {
        $0.optionalCounter?.count = 1
      }
      await store.send(.setSheet(isPresented: false)) {
        $0.isSheetPresented = false
        $0.optionalCounter = nil
      }
    }

    @Test func dismissingBeforeTheLoadCancelsIt() async {
      let clock = TestClock()
      let store = TestStore(initialState: PresentAndLoad.State()) {
        PresentAndLoad()
      } withDependencies: {
        $0.continuousClock = clock
      }

      await store.send(.setSheet(isPresented: true)) {
        $0.isSheetPresented = true
      }
      await store.send(.setSheet(isPresented: false)) {
        $0.isSheetPresented = false
      }
      await clock.run()
    }
  }
}
