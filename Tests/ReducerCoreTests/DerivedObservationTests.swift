import Observation
import Reducer
import Testing

/// A view that reads a derived value (`store.viewState`, a computed property of the state) observes that value,
/// compared by equality: it redraws when what it draws changes, not when any field behind it does. This is how the
/// sample views observe only what they draw.
@MainActor
@Suite struct DerivedObservationTests {
  @Test func aDerivedValueIsObservedByEqualityNotByTheFieldsBehindIt() {
    let probe = EffectProbe()
    let store = Store(initialState: Board.State()) { Board() }
    observe(probe, "viewState") { store.viewState }
    // `draft` changes, but the view state (which shows only whether anything is typed) does not.
    store.send(.typed("a"))
    #expect(probe.events == ["viewState"], "empty → typing is a change of what is drawn")
    observe(probe, "viewState") { store.viewState }
    store.send(.typed("ab"))
    store.send(.typed("abc"))
    #expect(probe.events == ["viewState"], "more letters: the same view state, no redraw")
    store.send(.typed(""))
    #expect(probe.events == ["viewState", "viewState"])
  }

  @Test func readingTheWholeStateRedrawsOnEveryFieldChange() {
    let probe = EffectProbe()
    let store = Store(initialState: Board.State()) { Board() }
    observe(probe, "state") { store.state }
    store.send(.typed("a"))
    observe(probe, "state") { store.state }
    store.send(.typed("ab"))
    #expect(probe.events == ["state", "state"], "the contrast: every change redraws")
  }

  /// Tracks what `read` reads and records `name` in `probe` when any of it changes.
  private func observe<Value>(_ probe: EffectProbe, _ name: String, _ read: () -> Value) {
    withObservationTracking {
      _ = read()
    } onChange: {
      probe.record(name)
    }
  }
}

private struct Board: Reducer {
  struct State: Equatable {
    var draft = ""
    /// What the view draws: derived, `Equatable`.
    var viewState: ViewState { draft.isEmpty ? .idle : .typing }
  }
  enum ViewState: Equatable {
    case idle
    case typing
  }
  enum Action: Equatable { case typed(String) }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .typed(text): state.draft = text
      }
      return .none
    }
  }
}
