import Dependencies
import Foundation
import Observation
import Reducer
import ReducerTesting
import Testing

// Every Swift sample of Docs/Composition.md, as written there: types inside the suite (so that two articles may
// both declare a `Counter`), statements inside its tests. `DocSamplesTests.docSamplesAreMirroredHere` fails
// when the article's samples and this file drift apart.

@Suite
struct CompositionDocSamples {
  struct Counter: Reducer {
    struct State: Equatable, Sendable {
      var count = 0
    }
    enum Action: Equatable, Sendable {
      case decrementTapped
      case incrementTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .decrementTapped:
        state.count -= 1
        return .none
      case .incrementTapped:
        state.count += 1
        return .none
      }
    }
  }

  struct Row: Reducer {
    struct State: Equatable, Identifiable, Sendable {
      let id: Int
      var title: String
      var isDone = false
    }
    enum Action: Equatable, Sendable {
      case toggled
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .toggled:
        state.isDone.toggle()
        return .none
      }
    }
  }

  struct Editor: Reducer {
    struct State: Equatable, Identifiable, Sendable {
      let id: Int
      var text: String
      var savedText: String
    }
    enum Action: Equatable, Sendable {
      case textChanged(String)
      case autosaved
    }
    private enum CancelID { case autosave }

    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .textChanged(text):
        state.text = text
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.autosaved)
        }
        .cancellable(id: CancelID.autosave, cancelInFlight: true)
      case .autosaved:
        state.savedText = state.text
        return .none
      }
    }
  }

  struct TodoApp: Reducer {
    struct State: Equatable, Sendable {
      var counter = Counter.State()
      var editor: Editor.State?
      var rows: IdentifiedArrayOf<Row.State> = []
    }
    enum Action: Equatable, Sendable {
      case counter(Counter.Action)
      case editor(Editor.Action)
      case row(id: Row.State.ID, action: Row.Action)
      case editTapped(id: Row.State.ID)
      case editorClosed
      case clearDoneTapped
    }

    var body: some Reducer<State, Action> {
      Scope(state: \.counter, action: Action.counter) { Counter() }
      Reduce { state, action in
        switch action {
        case .counter, .row:
          return .none
        case .editor(.autosaved):
          if let editor = state.editor {
            state.rows[id: editor.id]?.title = editor.savedText
          }
          return .none
        case .editor:
          return .none
        case let .editTapped(id):
          guard let row = state.rows[id: id] else { return .none }
          state.editor = Editor.State(id: id, text: row.title, savedText: row.title)
          return .none
        case .editorClosed:
          state.editor = nil
          return .none
        case .clearDoneTapped:
          state.rows.removeAll(where: \.isDone)
          return .none
        }
      }
      .ifLet(\.editor, action: Action.editor) { Editor() }
      .forEach(\.rows, action: Action.row) { Row() }
    }
  }

  struct Tally: Reducer {
    struct State: Equatable, Sendable {
      var total = 0
      var history: [Int] = []
    }
    enum Action: Equatable, Sendable {
      case added(Int)
    }

    let bonuses: [Int]
    let keepsHistory: Bool

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case let .added(amount):
          state.total += amount
          return .none
        }
      }
      for bonus in bonuses {
        Reduce { state, _ in
          state.total += bonus
          return .none
        }
      }
      if keepsHistory {
        Reduce { state, _ in
          state.history.append(state.total)
          return .none
        }
      }
    }
  }

  struct Playground: Reducer {
    struct State: Equatable, Sendable {
      var counter = Counter.State()
      var taps = 0
      var editor: Editor.State?
    }
    enum Action: Equatable, Sendable {
      case counter(Counter.Action)
      case editor(Editor.Action)
    }

    var body: some Reducer<State, Action> {
      CombineReducers {
        Scope(state: \.counter, action: Action.counter) { Counter() }
        Reduce { state, _ in
          state.taps += 1
          return .none
        }
      }
      .ifLet(\.editor, action: Action.editor) { Editor() }
    }
  }

  struct FastCounterHost: Reducer {
    static let toCounter = AnyCasePath<Playground.Action, Counter.Action>(
      embed: Playground.Action.counter,
      extract: { action in
        guard case let .counter(action) = action else { return nil }
        return action
      }
    )

    var body: some Reducer<Playground.State, Playground.Action> {
      Scope(state: \.counter, action: Self.toCounter) { Counter() }
    }
  }

  @MainActor @Test func storeScopingSampleRuns() {
    let store = Store(initialState: TodoApp.State(rows: [Row.State(id: 1, title: "Milk")])) {
      TodoApp()
    }
    let counter = store.scope(state: \.counter, action: TodoApp.Action.counter)
    counter.send(.incrementTapped)

    let rows = store.scope(state: \.rows, action: TodoApp.Action.row)
    for row in rows {
      row.send(.toggled)
    }
    print(store.counter.count, store.rows[id: 1]?.isDone ?? false)  // 1 true

    #expect(store.counter.count == 1)
    #expect(store.rows[id: 1]?.isDone == true)
  }

  @MainActor @Test func todoAppRoutesEditorAndRowsAndCancelsAutosave() async {
    let clock = TestClock()
    let store = Store(
      initialState: TodoApp.State(
        rows: [Row.State(id: 1, title: "Milk"), Row.State(id: 2, title: "Eggs")])
    ) {
      TodoApp()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.editTapped(id: 1))
    let autosave = store.send(.editor(.textChanged("Oat milk")))
    await yieldUntil { clock.sleeperCount == 1 }
    await clock.advance(by: .seconds(1))
    await autosave.finish()
    #expect(store.rows[id: 1]?.title == "Oat milk")

    let cancelled = store.send(.editor(.textChanged("Soy milk")))
    await yieldUntil { clock.sleeperCount == 1 }
    store.send(.editTapped(id: 2))
    await cancelled.finish()
    #expect(cancelled.isCancelled)
    #expect(store.rows[id: 1]?.title == "Oat milk")
    #expect(store.editor?.id == 2)

    store.send(.row(id: 2, action: .toggled))
    store.send(.clearDoneTapped)
    #expect(store.rows.map(\.id) == [1])
  }

  @MainActor @Test func tallyRunsItsRepeatedAndConditionalReducers() {
    let store = Store(initialState: Tally.State()) {
      Tally(bonuses: [1, 2], keepsHistory: true)
    }
    store.send(.added(10))
    #expect(store.total == 13)
    #expect(store.history == [13])

    let plain = Store(initialState: Tally.State()) { Tally(bonuses: [], keepsHistory: false) }
    plain.send(.added(10))
    #expect(plain.state == Tally.State(total: 10, history: []))
  }

  @MainActor @Test func playgroundAndFastCounterHostRouteTheCounter() {
    let store = Store(initialState: Playground.State()) { Playground() }
    store.send(.counter(.incrementTapped))
    #expect(store.counter.count == 1)
    #expect(store.taps == 1)

    let fast = Store(initialState: Playground.State()) { FastCounterHost() }
    fast.send(.counter(.decrementTapped))
    #expect(fast.counter.count == -1)
    #expect(fast.taps == 0)
  }
}
