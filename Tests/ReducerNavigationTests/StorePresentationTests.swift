import Reducer
import Testing

/// The view side of presentation, on plain stores: a presented child's store while presented, its dismissal by
/// assigning nil, one case of an enum destination, and alert buttons.
@MainActor
@Suite struct StorePresentationTests {
  struct Counter: Reducer {
    struct State: Equatable, Sendable { var count = 0 }
    enum Action: Equatable, Sendable { case increment }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  struct Parent: Reducer {
    struct State: Equatable, Sendable {
      @Presents var sheet: Counter.State?
      @Presents var destination: Destination.State?
      @Presents var alert: AlertState<Action.Alert>?
      var log: [String] = []
    }
    enum Action: Equatable, Sendable {
      case sheet(PresentationAction<Counter.Action>)
      case destination(PresentationAction<Destination.Action>)
      case alert(PresentationAction<Alert>)
      case present
      enum Alert: Equatable, Sendable { case confirm }
    }
    struct Destination: Reducer {
      enum State: Equatable, Sendable {
        case counter(Counter.State)
        case other(Counter.State)
      }
      enum Action: Equatable, Sendable {
        case counter(Counter.Action)
        case other(Counter.Action)
      }
      var body: some Reducer<State, Action> {
        Scope(state: State.counter, action: Action.counter) { Counter() }
        Scope(state: State.other, action: Action.other) { Counter() }
      }
    }
    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .present:
          state.sheet = Counter.State()
          state.destination = .counter(Counter.State())
          state.alert = AlertState {
            TextState("Sure?")
          } actions: {
            ButtonState(role: .destructive, action: .confirm) { TextState("Yes") }
            ButtonState(role: .cancel) { TextState("No") }
          }
        case .sheet(.dismiss): state.log.append("sheet dismissed")
        case .destination(.dismiss): state.log.append("destination dismissed")
        case .alert(.dismiss): state.log.append("alert dismissed")
        case .alert(.presented(.confirm)): state.log.append("confirmed")
        case .sheet, .destination, .alert: break
        }
        return .none
      }
      .ifLet(\.$sheet, action: Action.sheet) { Counter() }
      .ifLet(\.$destination, action: Action.destination) { Destination() }
      .ifLet(\.$alert, action: Action.alert)
    }
  }

  @Test func aPresentedChildHasAStoreOnlyWhilePresented() {
    let store = Store(initialState: Parent.State()) { Parent() }
    #expect(store.scope(state: \.sheet, action: Parent.Action.sheet) == nil)
    store.send(.present)
    let child = store.scope(state: \.sheet, action: Parent.Action.sheet)
    child?.send(.increment)
    #expect(child?.count == 1)
    #expect(store.sheet?.count == 1)
  }

  @Test func assigningNilToAPresentedChildSendsTheDismissal() {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.present)
    store[state: \.sheet, action: Parent.Action.sheet] = nil
    #expect(store.sheet == nil)
    #expect(store.log == ["sheet dismissed"])
    store[state: \.sheet, action: Parent.Action.sheet] = nil
    #expect(store.log == ["sheet dismissed"])
  }

  @Test func anEnumCaseScopeHasAStoreOnlyWhileTheDestinationHoldsThatCase() {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.present)
    let counter = store.scope(
      state: \.destination, Parent.Destination.State.counter,
      action: Parent.Action.destination, Parent.Destination.Action.counter)
    let other = store.scope(
      state: \.destination, Parent.Destination.State.other,
      action: Parent.Action.destination, Parent.Destination.Action.other)
    #expect(other == nil)
    counter?.send(.increment)
    #expect(store.destination == .counter(Counter.State(count: 1)))
    #expect(counter?.count == 1)
  }

  /// Issue 25: an enum-case scope was cached by its call site, so two views scoping to one case held two stores
  /// (and, with a one-case child action enum, no scope was cached at all).
  @Test func enumCaseScopesFromTwoCallSitesShareOneStore() throws {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.present)
    let first = try #require(
      store.scope(
        state: \.destination, Parent.Destination.State.counter,
        action: Parent.Action.destination, Parent.Destination.Action.counter))
    let second = try #require(
      store[
        state: \.destination, Parent.Destination.State.counter,
        action: Parent.Action.destination, Parent.Destination.Action.counter])
    let other = store.scope(
      state: \.destination, Parent.Destination.State.other,
      action: Parent.Action.destination, Parent.Destination.Action.other)
    #expect(first === second)
    #expect(other == nil)
  }

  @Test func assigningNilToAnEnumCaseDismissesOnlyWhenTheDestinationHoldsThatCase() {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.present)
    store[
      state: \.destination, Parent.Destination.State.other,
      action: Parent.Action.destination, Parent.Destination.Action.other] = nil
    #expect(store.destination != nil)
    store[
      state: \.destination, Parent.Destination.State.counter,
      action: Parent.Action.destination, Parent.Destination.Action.counter] = nil
    #expect(store.destination == nil)
    #expect(store.log == ["destination dismissed"])
  }

  @Test func tappingAnAlertButtonWithAnActionSendsItAndClearsTheAlert() throws {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.present)
    let alert = try #require(store.scope(state: \.alert, action: Parent.Action.alert))
    let confirm = try #require(alert.state.buttons.first)
    alert.tap(confirm)
    #expect(store.alert == nil)
    // SwiftUI then sets the alert's binding to nil: nothing is left to dismiss.
    store[state: \.alert, action: Parent.Action.alert] = nil
    #expect(store.log == ["confirmed"])
  }

  @Test func tappingAnAlertButtonWithoutAnActionDismissesThroughTheBinding() throws {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.present)
    let alert = try #require(store.scope(state: \.alert, action: Parent.Action.alert))
    let cancel = try #require(alert.state.buttons.last)
    #expect(alert.tap(cancel) == nil)
    #expect(store.alert != nil)
    store[state: \.alert, action: Parent.Action.alert] = nil
    #expect(store.alert == nil)
    #expect(store.log == ["alert dismissed"])
  }

  @Test func aLateWriteFromTheStoreOfADismissedSheetNeverReachesTheSheetPresentedAgain() throws {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.present)
    let old = try #require(store.scope(state: \.sheet, action: Parent.Action.sheet))
    store.send(.sheet(.dismiss))
    store.send(.present)
    let new = try #require(store.scope(state: \.sheet, action: Parent.Action.sheet))
    #expect(old !== new)
    let log = CountingIssueReporter()
    withIssueReporters([log]) {
      old.send(.increment)  // a stale view's write, after the sheet was presented again
    }
    #expect(store.sheet?.count == 0)
    #expect(log.messages.count == 1)
    #expect(
      log.messages.first?.contains("sent to the store of a child that is no longer presented")
        == true)
    new.send(.increment)
    #expect(store.sheet?.count == 1)
  }

  @Test func theStoreOfAnEnumCaseThatWasReplacedCannotWriteIntoTheCasePresentedAfterIt() throws {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.present)
    let old = try #require(
      store.scope(
        state: \.destination, Parent.Destination.State.counter,
        action: Parent.Action.destination, Parent.Destination.Action.counter))
    store.send(.destination(.dismiss))
    store.send(.present)
    let log = CountingIssueReporter()
    withIssueReporters([log]) {
      old.send(.increment)
    }
    #expect(store.destination == .counter(Counter.State(count: 0)))
    #expect(log.messages.count == 1)
  }
}

#if os(Linux)
  import SwiftUI

  /// The sheet of a `@Presents` destination, in the real host: the reducer closes it by setting the destination to
  /// nil, and the view's `onDismiss` then tells the store.
  private struct Editing: Reducer {
    struct State: Equatable, Sendable {
      @Presents var destination: StorePresentationTests.Parent.Destination.State?
      var dismissals = 0
    }
    enum Action: Equatable, Sendable {
      case destination(PresentationAction<StorePresentationTests.Parent.Destination.Action>)
      case open, close, sheetDismissed
    }
    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .open: state.destination = .counter(StorePresentationTests.Counter.State())
        case .close: state.destination = nil
        case .sheetDismissed: state.dismissals += 1
        case .destination: break
        }
        return .none
      }
      .ifLet(\.$destination, action: Action.destination) {
        StorePresentationTests.Parent.Destination()
      }
    }
  }

  private struct EditingView: View {
    @Bindable var store: StoreOf<Editing>

    var body: some View {
      Button("Open") { store.send(.open) }
        .sheet(
          item: $store.scope(
            state: \.destination, StorePresentationTests.Parent.Destination.State.counter,
            action: Editing.Action.destination,
            StorePresentationTests.Parent.Destination.Action.counter),
          onDismiss: { store.send(.sheetDismissed) },
          content: { counter in
            VStack {
              Text("Count: \(counter.count)")
              Button("Increment") { counter.send(.increment) }
            }
          })
    }
  }

  extension StorePresentationTests {
    @Test func aSheetsOnDismissRunsWhenItsReducerSetsTheDestinationToNil() throws {
      let store = Store(initialState: Editing.State()) { Editing() }
      let host = ViewHost(EditingView(store: store))
      host.render()
      try host.tap("Open")
      try host.tap("Increment")
      #expect(host.tree.textForm.contains("text \"Count: 1\""))
      #expect(store.dismissals == 0)
      store.send(.close)
      host.render()
      #expect(!host.tree.textForm.contains("sheet"))
      #expect(store.dismissals == 1)
      host.render()
      #expect(store.dismissals == 1)
      // Swiped away: the binding sends `.dismiss`, and `onDismiss` runs once.
      try host.tap("Open")
      try host.dismiss()
      #expect(store.destination == nil)
      #expect(store.dismissals == 2)
    }
  }
#endif
