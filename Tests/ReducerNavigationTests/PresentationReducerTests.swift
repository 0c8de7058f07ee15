import Dependencies
import Reducer
import ReducerTesting
import Testing

/// Which presented child the presentation `ifLet` takes to be the same one, for each kind of destination state:
/// a plain struct has one identity (only dismissal ends it), an `Identifiable` one is told apart by its `id`.
@MainActor
@Suite struct PresentationReducerTests {
  /// A child counting the seconds of its timer.
  struct Ticker<State: Ticking>: Reducer {
    enum Action: Equatable, Sendable { case start, tick }
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { [clock] send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }

  struct Plain: Ticking { var ticks = 0 }
  struct Row: Ticking, Identifiable {
    let id: Int
    var ticks = 0
  }

  struct Parent: Reducer {
    struct State: Equatable, Sendable {
      @Presents var plain: Plain?
      @Presents var row: Row?
    }
    enum Action: Equatable, Sendable {
      case plain(PresentationAction<Ticker<Plain>.Action>)
      case row(PresentationAction<Ticker<Row>.Action>)
      case replacePlain(ticks: Int)
      case replaceRow(id: Int)
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case let .replacePlain(ticks): state.plain = Plain(ticks: ticks)
        case let .replaceRow(id): state.row = Row(id: id)
        case .plain, .row: break
        }
        return .none
      }
      .ifLet(\.$plain, action: Action.plain) { Ticker<Plain>() }
      .ifLet(\.$row, action: Action.row) { Ticker<Row>() }
    }
  }

  func makeStore(_ state: Parent.State, clock: TestClock) -> TestStore<Parent.State, Parent.Action>
  {
    TestStore(initialState: state) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func aPlainChildGivenNewStateWhilePresentedIsTheSameChildAndKeepsItsEffects() async {
    let clock = TestClock()
    let store = makeStore(Parent.State(plain: Plain()), clock: clock)
    await store.send(.plain(.presented(.start)))
    await store.send(.replacePlain(ticks: 10)) { $0.plain = Plain(ticks: 10) }
    await clock.advance(by: .seconds(1))
    await store.receive(.plain(.presented(.tick))) { $0.plain?.ticks = 11 }
    await store.send(.plain(.dismiss)) { $0.plain = nil }
    await clock.advance(by: .seconds(3))
  }

  @Test func dismissingAPlainChildCancelsItsEffects() async {
    let clock = TestClock()
    let store = makeStore(Parent.State(plain: Plain()), clock: clock)
    await store.send(.plain(.presented(.start)))
    await store.send(.plain(.dismiss)) { $0.plain = nil }
    // A tick after this would be an unasserted action, and a running timer an effect in flight at the end.
    await clock.advance(by: .seconds(3))
  }

  @Test func anIdentifiableChildWithAnotherIDIsANewChildAndThePreviousOnesEffectsAreCancelled()
    async
  {
    let clock = TestClock()
    let store = makeStore(Parent.State(row: Row(id: 1)), clock: clock)
    await store.send(.row(.presented(.start)))
    await store.send(.replaceRow(id: 2)) { $0.row = Row(id: 2) }
    await clock.advance(by: .seconds(3))
  }

  @Test func anIdentifiableChildWithTheSameIDKeepsItsEffects() async {
    let clock = TestClock()
    let store = makeStore(Parent.State(row: Row(id: 1, ticks: 5)), clock: clock)
    await store.send(.row(.presented(.start)))
    await store.send(.replaceRow(id: 1)) { $0.row = Row(id: 1) }
    await clock.advance(by: .seconds(1))
    await store.receive(.row(.presented(.tick))) { $0.row?.ticks = 1 }
    await store.send(.row(.dismiss)) { $0.row = nil }
  }
}

/// A presented child's state that counts ticks.
protocol Ticking: Equatable, Sendable {
  var ticks: Int { get set }
}
