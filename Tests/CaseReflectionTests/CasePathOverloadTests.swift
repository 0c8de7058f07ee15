import Dependencies
import Reducer
import Testing

/// `ifLet`, `forEach`, `Scope` and `ifCaseLet` given an `AnyCasePath` (composed or hand-written) instead of a case
/// constructor route exactly like the constructor forms.
@MainActor
@Suite struct CasePathOverloadTests {
  struct Counter: Reducer {
    struct State: Equatable, Identifiable, Sendable {
      var id = 0
      var count = 0
    }
    enum Action: Equatable, Sendable { case increment }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  enum Wrapper: Equatable, Sendable { case counter(Counter.Action) }

  struct Parent: Reducer {
    enum Mode: Equatable, Sendable {
      case off
      case on(Counter.State)
    }
    struct State: Equatable, Sendable {
      var optional: Counter.State? = Counter.State()
      var rows: IdentifiedArrayOf<Counter.State> = [Counter.State(id: 1)]
      var mode = Mode.on(Counter.State())
    }
    enum Action: Equatable, Sendable {
      case optional(Wrapper)
      case row(id: Int, action: Counter.Action)
      case mode(Counter.Action)
    }
    /// The identity case path, written by hand: `{ $0 }` is not a case constructor (and is reported as one).
    static let identity = AnyCasePath<Counter.Action, Counter.Action>(
      embed: { $0 }, extract: { $0 })

    var body: some Reducer<State, Action> {
      Scope(state: \.mode, action: AnyCasePath(Action.mode)) {
        Reduce<Mode, Counter.Action> { _, _ in .none }
          .ifCaseLet(AnyCasePath(Mode.on), action: Self.identity) { Counter() }
      }
      Reduce { _, _ in .none }
        .ifLet(
          \.optional, action: AnyCasePath(Action.optional).appending(Wrapper.counter),
          then: { Counter() }
        )
        .forEach(
          \.rows,
          action: AnyCasePath(
            embed: { Action.row(id: $0.0, action: $0.1) },
            extract: { if case let .row(id, action) = $0 { (id, action) } else { nil } }),
          element: { Counter() })
    }
  }

  @Test func everyOverloadRoutesItsChild() {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.optional(.counter(.increment)))
    store.send(.row(id: 1, action: .increment))
    store.send(.mode(.increment))
    #expect(store.state.optional?.count == 1)
    #expect(store.state.rows[id: 1]?.count == 1)
    #expect(store.state.mode == .on(Counter.State(count: 1)))
  }

  @Test func enumScopeByCasePathsReportsAnotherCase() {
    let issues = CountingIssueReporter()
    let store = Store(initialState: Parent.Mode.off) {
      Scope(state: AnyCasePath(Parent.Mode.on), action: Parent.identity) {
        Counter()
      }
    }
    withIssueReporters([issues]) { store.send(.increment) }
    #expect(store.state == .off)
    #expect(issues.messages.count == 1)
    #expect(issues.messages.first?.contains("the state held another case") == true)
  }
}
