import Dependencies
import Reducer
import ReducerTesting
import Testing

/// The ways to assert on received actions, and `finish`.
@MainActor
@Suite struct TestStoreReceiveTests {
  struct LoadFailed: Error, CustomStringConvertible {
    var description: String { "offline" }
  }

  func makeLoaderStore(
    load: @escaping @Sendable () async throws -> [String] = { ["a", "b"] }
  ) -> TestStore<Loader.State, Loader.Action> {
    TestStore(initialState: Loader.State()) {
      Loader()
    } withDependencies: {
      $0.itemsClient.load = load
    }
  }

  @Test func receiveByCaseMatchesNonEquatableActions() async {
    let store = makeLoaderStore()
    await store.send(.loadTapped)
    await store.receive(Loader.Action.loaded) { $0.items = ["a", "b"] }
  }

  @Test func receiveByCaseFailsForAnotherCase() async {
    let store = makeLoaderStore()
    await store.send(.loadTapped)
    await withKnownIssue {
      await store.receive(Loader.Action.row)
    } matching: {
      $0.description.contains("Received unexpected action: …")
        && $0.description.contains("loaded")
        && $0.description.contains("Expected an action matching the given case constructor.")
    }
    #expect(store.state.items == ["a", "b"], "the unexpected action is consumed")
  }

  @Test func receiveByTwoPayloadCaseMatchesRowActions() async {
    let store = makeLoaderStore()
    await store.send(.rowsPinged)
    await store.receive(Loader.Action.row) { $0.toggled = [2] }
  }

  /// A feature whose effect answers with a case of three payload values.
  struct Mover: Reducer {
    struct State: Equatable, Sendable { var moves = 0 }
    enum Action: Sendable {
      case start
      case moved(x: Int, y: Int, label: String)
      case stopped(Int)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start: return .send(.moved(x: 1, y: 2, label: "a"))
      case .moved: state.moves += 1
      case .stopped: break
      }
      return .none
    }
  }

  @Test func receiveByThreePayloadCaseMatches() async {
    let store = TestStore(initialState: Mover.State()) { Mover() }
    await store.send(.start)
    await store.receive(Mover.Action.moved) { $0.moves = 1 }
  }

  @Test func receiveByThreePayloadCaseFailsForAnotherCase() async {
    let store = TestStore(initialState: Mover.State()) { Mover() }
    await store.send(.start)
    await withKnownIssue {
      await store.receive(Mover.Action.stopped)
    } matching: {
      $0.description.contains("Received unexpected action: …")
        && $0.description.contains("moved")
        && $0.description.contains("Expected an action matching the given case constructor.")
    }
  }

  @Test func receiveWherePredicateMatches() async {
    let store = makeLoaderStore { throw LoadFailed() }
    await store.send(.loadTapped)
    await store.receive(
      where: { action in
        if case .loaded(.failure) = action { return true }
        return false
      },
      assert: { $0.errorMessage = "offline" }
    )
  }

  @Test func receiveWherePredicateFailsWhenNoActionMatches() async {
    let store = makeLoaderStore()
    await store.send(.loadTapped)
    await withKnownIssue {
      await store.receive(where: { action in
        if case .loaded(.failure) = action { return true }
        return false
      })
    } matching: {
      $0.description.contains("Expected an action matching the predicate.")
    }
  }

  @Test func receiveWaitsForAnEffectWaitingOutsideTheRuntime() async {
    let gate = Gate()
    let store = TestStore(initialState: GateFeature.State()) { GateFeature(gate: gate) }
    await store.send(.askTapped)
    // Opened from outside, whenever that task gets to run: receive waits for work it cannot see.
    Task.detached { gate.open() }
    await store.receive(.answered("42"), timeout: .seconds(60)) { $0.answer = "42" }
  }

  @Test func finishWaitsForAnEffectWaitingOutsideTheRuntime() async {
    let gate = Gate()
    let store = TestStore(initialState: GateFeature.State()) { GateFeature(gate: gate) }
    await store.send(.askTapped)
    Task.detached { gate.open() }
    await store.finish(timeout: .seconds(60))
    #expect(store.description.contains("effects in flight: 0"))
    await store.receive(.answered("42")) { $0.answer = "42" }
  }

  @Test func finishWaitsForEffectsWokenByTheClock() async {
    let clock = TestClock()
    let store = makeCounterStore(clock: clock)
    await store.send(.factButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.finish()
    #expect(store.description.contains("effects in flight: 0"))
    await store.receive(.factResponse("0 is a good number.")) { $0.fact = "0 is a good number." }
  }

  @Test func finishReturnsAtOnceWhenNothingRuns() async {
    let store = makeCounterStore()
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.finish(timeout: .zero)
  }

  @Test func sendTaskCanBeCancelled() async {
    let store = makeCounterStore()
    let task = await store.send(.timerStartTapped) { $0.isTimerRunning = true }
    #expect(!task.isCancelled)
    await task.cancel()
    #expect(task.isCancelled)
    #expect(store.description.contains("effects in flight: 0"))
  }

  @Test func descriptionListsTheQueue() async {
    let clock = TestClock()
    let store = makeCounterStore(clock: clock)
    await store.send(.timerStartTapped) { $0.isTimerRunning = true }
    await clock.advance(by: .seconds(1))
    let description = store.description
    #expect(description.contains("received, not yet asserted: 1"))
    #expect(description.contains("timerTicked"))
    #expect(description.contains("effects in flight: 1"))
    #expect(description.contains("timerStartTapped"))
    await store.receive(.timerTicked) { $0.count = 1 }
    await store.send(.timerStopTapped) { $0.isTimerRunning = false }
  }
}
