import Reducer
import ReducerTesting
import Testing

// TCA's `04-Navigation-Multiple-Destinations`: one `@Presents` enum drives a drill-down, a popover and a sheet, each
// a counter. `Destination` is what TCA's `@Reducer` would generate: a reducer over a state enum and an action enum
// with one `Scope` per case. TCA ships no test for this case study: the tests below are written here, in TCA's
// style.

extension CaseStudies {
  struct MultipleDestinations: Reducer {
    struct Destination: Reducer {
      enum State: Equatable, Sendable, CaseModifiable {
        case drillDown(Counter.State)
        case popover(Counter.State)
        case sheet(Counter.State)
      }

      enum Action: Equatable, Sendable {
        case drillDown(Counter.Action)
        case popover(Counter.Action)
        case sheet(Counter.Action)
      }

      var body: some Reducer<State, Action> {
        Scope(state: State.drillDown, action: Action.drillDown) {
          Counter()
        }
        Scope(state: State.sheet, action: Action.sheet) {
          Counter()
        }
        Scope(state: State.popover, action: Action.popover) {
          Counter()
        }
      }
    }

    struct State: Equatable, Sendable {
      @Presents var destination: Destination.State?
    }

    enum Action: Equatable, Sendable {
      case destination(PresentationAction<Destination.Action>)
      case showDrillDown
      case showPopover
      case showSheet
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .showDrillDown:
          state.destination = .drillDown(Counter.State())
          return .none
        case .showPopover:
          state.destination = .popover(Counter.State())
          return .none
        case .showSheet:
          state.destination = .sheet(Counter.State())
          return .none
        case .destination:
          return .none
        }
      }
      .ifLet(\.$destination, action: Action.destination) {
        Destination()
      }
    }
  }

  @MainActor
  @Suite struct MultipleDestinationsTests {
    @Test func drillDownSheetAndPopover() async {
      let store = TestStore(initialState: MultipleDestinations.State()) {
        MultipleDestinations()
      }

      await store.send(.showDrillDown) {
        $0.destination = .drillDown(Counter.State())
      }
      await store.send(.destination(.presented(.drillDown(.incrementButtonTapped)))) {
        $0.destination?.modify(MultipleDestinations.Destination.State.drillDown) { $0.count = 1 }
      }
      await store.send(.destination(.dismiss)) {
        $0.destination = nil
      }

      await store.send(.showSheet) {
        $0.destination = .sheet(Counter.State())
      }
      await store.send(.destination(.presented(.sheet(.decrementButtonTapped)))) {
        $0.destination?.modify(MultipleDestinations.Destination.State.sheet) { $0.count = -1 }
      }
      // Presenting another case replaces the sheet.
      await store.send(.showPopover) {
        $0.destination = .popover(Counter.State())
      }
      await store.send(.destination(.presented(.popover(.incrementButtonTapped)))) {
        $0.destination = .popover(Counter.State(count: 1))
      }
      await store.send(.destination(.dismiss)) {
        $0.destination = nil
      }
    }

    @Test func actionForAnotherCaseIsAReportedIssue() async {
      let store = TestStore(
        initialState: MultipleDestinations.State(destination: .sheet(Counter.State()))
      ) {
        MultipleDestinations()
      }

      await withKnownIssue {
        await store.send(.destination(.presented(.popover(.incrementButtonTapped))))
      }
    }
  }
}
