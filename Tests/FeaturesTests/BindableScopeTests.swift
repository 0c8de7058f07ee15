#if os(Linux)
  import Features
  import Reducer
  import ReducerTesting
  import SwiftUI
  import Testing

  /// `$store.scope(state:_:action:_:)` with a state case and an action case of one destination (issue 36).
  @MainActor @Suite struct BindableScopeTests {
    /// A child both destination cases present.
    struct Child: Reducer {
      struct State: Equatable, Sendable { var count = 0 }
      enum Action: Equatable, Sendable { case tapped }
      var body: some Reducer<State, Action> {
        Reduce { state, _ in
          state.count += 1
          return .none
        }
      }
    }

    /// A parent presenting the child as a sheet or as a popover: the two cases hold the same payloads.
    struct Parent: Reducer {
      struct State: Equatable, Sendable { @Presents var destination: Destination.State? }
      enum Action: Equatable, Sendable { case destination(PresentationAction<Destination.Action>) }
      struct Destination: Reducer {
        enum State: Equatable, Sendable, CaseModifiable {
          case sheet(Child.State)
          case popover(Child.State)
        }
        enum Action: Equatable, Sendable {
          case sheet(Child.Action)
          case popover(Child.Action)
        }
        var body: some Reducer<State, Action> {
          Scope(state: State.sheet, action: Action.sheet) { Child() }
          Scope(state: State.popover, action: Action.popover) { Child() }
        }
      }
      var body: some Reducer<State, Action> {
        Reduce { _, _ in .none }
          .ifLet(\.$destination, action: Action.destination) { Destination() }
      }
    }

    @Test func aSheetStateCaseWithAPopoverActionCaseIsReportedAndPresentsNothing() {
      let store = Store(initialState: Parent.State(destination: .sheet(Child.State()))) { Parent() }
      withKnownIssue {
        let binding = Bindable(store).scope(
          state: \.destination, Parent.Destination.State.sheet,
          action: Parent.Action.destination, Parent.Destination.Action.popover)
        #expect(binding.wrappedValue == nil)
      } matching: {
        $0.description.contains(
          "pairs the state case State.sheet with the action case Action.popover: they are different cases"
        )
          && $0.description.contains("BindableScopeTests.swift:")
      }
    }

    @Test func theMatchedPairPresentsTheChildWithNoIssue() {
      let store = Store(initialState: Parent.State(destination: .sheet(Child.State()))) { Parent() }
      let binding = Bindable(store).scope(
        state: \.destination, Parent.Destination.State.sheet,
        action: Parent.Action.destination, Parent.Destination.Action.sheet)
      let child = binding.wrappedValue
      #expect(child != nil)
      child?.send(.tapped)
      #expect(store.destination == .sheet(Child.State(count: 1)))
    }

    @Test func aMatchedPairOfAnotherCaseIsNotPresentedAndNotReported() {
      let store = Store(initialState: Parent.State(destination: .sheet(Child.State()))) { Parent() }
      let binding = Bindable(store).scope(
        state: \.destination, Parent.Destination.State.popover,
        action: Parent.Action.destination, Parent.Destination.Action.popover)
      #expect(binding.wrappedValue == nil)
    }
  }
#endif
