#if os(Linux)
  import Reducer
  import SwiftUI
  import Testing

  /// The store-driven navigation shapes of TCA's navigation case studies, in views of this test's own: one
  /// destination enum presented as a drill-down, a popover, a cover and an alert; a sheet and a link bound to a
  /// field through `.sending`; links selected by tag; rows as scoped stores whose state is `Identifiable`.
  @MainActor @Suite struct StorePresentationViewTests {
    struct Tally: Reducer {
      struct State: Equatable, Sendable, Identifiable {
        var id = 0
        var count = 0
      }
      enum Action: Equatable, Sendable { case up, down }
      var body: some Reducer<State, Action> {
        Reduce { state, action in
          state.count += action == .up ? 1 : -1
          return .none
        }
      }
    }

    struct TallyView: View {
      let store: StoreOf<Tally>
      var body: some View {
        HStack {
          Button {
            store.send(.down)
          } label: {
            Image(systemName: "minus")
          }
          Text("Count \(store.count)").monospacedDigit()
          Button {
            store.send(.up)
          } label: {
            Image(systemName: "plus")
          }
        }
        .buttonStyle(.borderless)
      }
    }

    struct Hub: Reducer {
      struct Destination: Reducer {
        enum State: Equatable, Sendable {
          case drill(Tally.State)
          case pop(Tally.State)
          case cover(Tally.State)
          case alert(AlertState<Action.Alert>)
        }
        enum Action: Equatable, Sendable {
          case drill(Tally.Action)
          case pop(Tally.Action)
          case cover(Tally.Action)
          case alert(Alert)
          enum Alert: Equatable, Sendable { case confirm }
        }
        var body: some Reducer<State, Action> {
          Scope(state: State.drill, action: Action.drill) { Tally() }
          Scope(state: State.pop, action: Action.pop) { Tally() }
          Scope(state: State.cover, action: Action.cover) { Tally() }
        }
      }
      struct State: Equatable, Sendable {
        @Presents var destination: Destination.State?
        var rows: IdentifiedArrayOf<Tally.State> = [Tally.State(id: 1, count: 5)]
        var isSheetShown = false
        var isLinkActive = false
        var selected: Int?
        var confirmed = false
      }
      enum Action: Equatable, Sendable {
        case destination(PresentationAction<Destination.Action>)
        case row(id: Int, action: Tally.Action)
        case showDrill, showPop, showCover, showAlert
        case setSheet(isPresented: Bool)
        case setLink(isActive: Bool)
        case setSelection(Int?)
      }
      var body: some Reducer<State, Action> {
        Reduce { state, action in
          switch action {
          case .showDrill: state.destination = .drill(Tally.State())
          case .showPop: state.destination = .pop(Tally.State(count: 10))
          case .showCover: state.destination = .cover(Tally.State(count: 20))
          case .showAlert:
            state.destination = .alert(
              AlertState {
                TextState("Sure?")
              } actions: {
                ButtonState(action: .confirm) { TextState("Yes") }
              })
          case .destination(.presented(.alert(.confirm))): state.confirmed = true
          case let .setSheet(isPresented): state.isSheetShown = isPresented
          case let .setLink(isActive): state.isLinkActive = isActive
          case let .setSelection(id): state.selected = id
          case .destination, .row: break
          }
          return .none
        }
        .ifLet(\.$destination, action: Action.destination) { Destination() }
        .forEach(\.rows, action: Action.row) { Tally() }
      }
    }

    struct HubView: View {
      @Bindable var store: StoreOf<Hub>
      typealias Destination = Hub.Destination
      var body: some View {
        Form {
          ForEach(store.scope(state: \.rows, action: Hub.Action.row)) { row in
            Button("Bump row \(row.id)") { row.send(.up) }
          }
          Button("Drill") { store.send(.showDrill, animation: .default) }
          Button("Pop") { store.send(.showPop) }
          Button("Cover") { store.send(.showCover) }
          Button("Ask") { store.send(.showAlert) }
          Button("Sheet") { store.send(.setSheet(isPresented: true)) }
          NavigationLink("Load", isActive: $store.isLinkActive.sending(Hub.Action.setLink)) {
            Text("Loaded")
          }
          NavigationLink(
            "Row 7", tag: 7, selection: $store.selected.sending(Hub.Action.setSelection)
          ) {
            Text("Seven")
          }
        }
        .navigationDestination(
          item: $store.scope(
            state: \.destination, Destination.State.drill, action: Hub.Action.destination,
            Destination.Action.drill)
        ) { TallyView(store: $0) }
        .popover(
          item: $store.scope(
            state: \.destination, Destination.State.pop, action: Hub.Action.destination,
            Destination.Action.pop)
        ) { TallyView(store: $0) }
        .fullScreenCover(
          item: $store.scope(
            state: \.destination, Destination.State.cover, action: Hub.Action.destination,
            Destination.Action.cover)
        ) { TallyView(store: $0) }
        .alert(
          $store.scope(
            state: \.destination, Destination.State.alert, action: Hub.Action.destination,
            Destination.Action.alert)
        )
        .sheet(isPresented: $store.isSheetShown.sending(Hub.Action.setSheet)) { Text("Sheet body") }
      }
    }

    @Test func everyPresentationOfOneDestinationEnumOpensAndSendsToItsStore() throws {
      let store = Store(initialState: Hub.State()) { Hub() }
      let host = ViewHost(NavigationStack { HubView(store: store) })
      host.render()
      try host.tap("Bump row 1")
      #expect(store.rows[id: 1]?.count == 6)

      try host.tap("Pop")
      #expect(host.tree.textForm.contains("popover [dismiss]"))
      try host.tap("plus")
      #expect(host.tree.textForm.contains("text \"Count 11\""))
      try host.dismiss()
      #expect(store.destination == nil)

      try host.tap("Cover")
      #expect(host.tree.textForm.contains("fullScreenCover [dismiss]"))
      try host.dismiss()

      try host.tap("Drill")
      try host.tap("minus")
      #expect(host.tree.textForm.contains("text \"Count -1\""))
      try host.back()
      #expect(store.destination == nil)

      try host.tap("Ask")
      try host.tap("Yes")
      #expect(store.confirmed)
      #expect(store.destination == nil)
    }

    @Test func aSheetAndLinksBoundThroughSendingPresentWhileTheStoreSaysSo() throws {
      let store = Store(initialState: Hub.State()) { Hub() }
      let host = ViewHost(NavigationStack { HubView(store: store) })
      host.render()
      try host.tap("Sheet")
      #expect(host.tree.textForm.contains("text \"Sheet body\""))
      try host.dismiss()
      #expect(!store.isSheetShown)
      try host.tap("Load")
      #expect(store.isLinkActive)
      #expect(host.tree.textForm.contains("text \"Loaded\""))
      try host.back()
      #expect(!store.isLinkActive)
      try host.tap("Row 7")
      #expect(store.selected == 7)
      try host.back()
      #expect(store.selected == nil)
    }
  }
#endif
