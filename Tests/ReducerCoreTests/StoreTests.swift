import Dependencies
import Observation
import Reducer
import Testing

private typealias AppFeature = DesignSample.AppFeature
private typealias Counter = DesignSample.Counter
private typealias Row = DesignSample.Row

@MainActor
@Suite
struct StoreTests {
  // MARK: - The DESIGN.md sample

  @Test func designStoreSampleCompilesAndRuns() async {
    // The DESIGN.md sample: `@MainActor` sits on the suite (a local cannot carry it), and `_ =`
    // discards the two bare reads (an unused result is a warning).
    let store = Store(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    store.send(.counter(.incrementTapped))  // returns a discardable StoreTask
    await store.send(.searchButtonTapped).finish()
    _ = store.counter.count  // dynamic member lookup on state
    _ = store.state  // the whole current state
    let counter = store.scope(state: \.counter, action: AppFeature.Action.counter)
    let rows = store.scope(state: \.rows, action: AppFeature.Action.row)
    // rows: a random-access collection of StoreOf<Row>, one per element

    #expect(store.counter.count == 1)
    #expect(counter.count == 1)
    #expect(rows.isEmpty)
  }

  // MARK: - Reading state

  @Test func dynamicMemberLookupReadsTheCurrentState() {
    let store = Store(initialState: AppFeature.State()) { AppFeature() }
    #expect(store.counter.count == 0)
    store.send(.counter(.incrementTapped))
    #expect(store.counter.count == 1)
    #expect(store.rows.isEmpty)
    #expect(store.search == nil)
  }

  @Test func stateIsTheWholeCurrentState() {
    let store = Store(initialState: AppFeature.State(rows: [Row.State(id: 1)])) { AppFeature() }
    store.send(.counter(.incrementTapped))
    store.send(.row(id: 1, action: .titleChanged("One")))
    #expect(
      store.state
        == AppFeature.State(
          counter: Counter.State(count: 1), rows: [Row.State(id: 1, title: "One")]))
  }

  @Test func initialStateIsBuiltWithTheStoresDependencies() {
    let store = Store(initialState: Greeting.State(text: greetingNow())) {
      Greeting()
    } withDependencies: {
      $0.greeting = "hello"
    }
    #expect(store.text == "hello")
  }

  // MARK: - Scoping

  @Test func scopedChildStoreReadsAndSendsThroughTheRoot() {
    let store = Store(initialState: AppFeature.State()) { AppFeature() }
    let counter = store.scope(state: \.counter, action: AppFeature.Action.counter)
    counter.send(.incrementTapped)
    counter.send(.incrementTapped)
    #expect(counter.count == 2)
    #expect(store.counter.count == 2)
    store.send(.counter(.decrementTapped))
    #expect(counter.count == 1)
    #expect(counter.state == Counter.State(count: 1))
  }

  @Test func scopingTheSameWayTwiceReturnsTheSameStore() {
    // A view scopes from one call site every time it renders: it gets the same store each time.
    let store = Store(initialState: AppFeature.State()) { AppFeature() }
    let scoped = (0..<2).map { _ in
      store.scope(state: \.counter, action: AppFeature.Action.counter)
    }
    let first = scoped[0]
    let second = scoped[1]
    #expect(first === second)
  }

  enum TwoCases {
    struct State: Equatable, Sendable { var log: [String] = [] }
    enum Action: Equatable, Sendable {
      case a(String)
      case b(String)
    }

    static func reduce(into state: inout State, action: Action) {
      switch action {
      case let .a(text): state.log.append("a:\(text)")
      case let .b(text): state.log.append("b:\(text)")
      }
    }
  }

  /// One state path and one child action type are one store (a closure cannot be compared, issue 37), which sends
  /// through the case of the scope that last found it.
  @Test func scopesThroughDifferentActionCasesSendThroughTheirOwnCase() {
    let store = Store(initialState: TwoCases.State()) {
      Reduce<TwoCases.State, TwoCases.Action> { state, action in
        TwoCases.reduce(into: &state, action: action)
        return .none
      }
    }
    store.scope(state: \.log, action: TwoCases.Action.b).send("x")
    store.scope(state: \.log, action: TwoCases.Action.a).send("y")
    #expect(store.log == ["b:x", "a:y"])
  }

  @Test func scopingACollectionGivesOneCachedStorePerElement() {
    let store = Store(
      initialState: AppFeature.State(rows: [Row.State(id: 1), Row.State(id: 2), Row.State(id: 3)])
    ) {
      AppFeature()
    }
    let rows = store.scope(state: \.rows, action: AppFeature.Action.row)
    #expect(rows.count == 3)
    #expect(rows.ids == [1, 2, 3])
    #expect(rows.map(\.id) == [1, 2, 3])
    #expect(rows[id: 2] === rows[1])
    #expect(rows[id: 4] == nil)

    rows[1].send(.titleChanged("Two"))
    #expect(store.rows[id: 2]?.title == "Two")
    #expect(rows[1].title == "Two")

    let again = store.scope(state: \.rows, action: AppFeature.Action.row)
    #expect(zip(rows, again).allSatisfy { $0 === $1 })
  }

  @Test func scopedCollectionFollowsInsertionsAndRemovals() {
    let store = Store(
      initialState: RowListFeature.State(rows: [Row.State(id: 1), Row.State(id: 2)])
    ) {
      RowListFeature()
    }
    let before = store.scope(state: \.rows, action: RowListFeature.Action.row)
    store.send(.add(id: 3))
    store.send(.remove(id: 1))
    let after = store.scope(state: \.rows, action: RowListFeature.Action.row)
    #expect(after.ids == [2, 3])
    #expect(after[id: 2] === before[id: 2])
    // A removed element's store keeps showing its last value instead of crashing.
    #expect(before[id: 1]?.id == 1)
  }

  @Test func childStoresShareTheRootsState() {
    let store = Store(initialState: AppFeature.State(rows: [Row.State(id: 1)])) { AppFeature() }
    let counter = store.scope(state: \.counter, action: AppFeature.Action.counter)
    let counterAgain = store.scope(state: \.counter, action: AppFeature.Action.counter)
    let row = store.scope(state: \.rows, action: AppFeature.Action.row)[0]
    counter.send(.incrementTapped)
    row.send(.tapped)
    #expect(counterAgain.count == 1)
    #expect(store.state.counter.count == 1)
    #expect(store.state.rows[id: 1]?.taps == 1)
    store.send(.row(id: 1, action: .tapped))
    #expect(row.taps == 2)
  }

  // MARK: - Sending

  @Test func actionsSentWhileReducingAreQueuedNeverReentrant() {
    let box = StoreBox()
    let store = Store(initialState: LogReducer.State()) {
      LogReducer { action in
        if action == "a" {
          MainActor.assumeIsolated {
            box.store?.send(.append("b"))
            box.store?.send(.append("c"))
          }
        }
        return .none
      }
    }
    box.store = store
    let nested = Store(initialState: LogReducer.State()) {
      Reduce<LogReducer.State, LogReducer.Action> { state, action in
        guard case let .append(text) = action else { return .none }
        state.entries.append("start \(text)")
        if text == "a" { MainActor.assumeIsolated { _ = box.nested?.send(.append("b")) } }
        state.entries.append("end \(text)")
        return .none
      }
    }
    box.nested = nested

    store.send(.append("a"))
    nested.send(.append("a"))

    #expect(store.entries == ["a", "b", "c"])
    #expect(nested.entries == ["start a", "end a", "start b", "end b"])
  }

  @Test func effectsOfActionsSentWhileReducingBelongToTheOuterSend() async {
    let box = StoreBox()
    let probe = EffectProbe()
    let store = Store(initialState: LogReducer.State()) {
      LogReducer { action in
        switch action {
        case "a":
          MainActor.assumeIsolated { _ = box.store?.send(.append("b")) }
          return .none
        case "b":
          return .run { send in
            if await probe.hold("b") { await send(.append("b done")) }
          }
        default:
          return .none
        }
      }
    }
    box.store = store
    let task = store.send(.append("a"))
    #expect(!task.isCancelled, "the outer send started b's effect")
    probe.release("b")
    await task.finish()
    #expect(store.entries == ["a", "b", "b done"])
  }

  @Test func sendsFromEffectsKeepTheirOrder() async {
    let store = Store(initialState: LogReducer.State()) {
      LogReducer { action in
        switch action {
        case "go":
          .run { send in
            for index in 0..<50 { await send(.append("\(index)")) }
          }
        case "7": .send(.append("7 echo"))
        default: .none
        }
      }
    }
    await store.send(.append("go")).finish()
    var expected = ["go"]
    for index in 0..<50 {
      expected.append("\(index)")
      if index == 7 { expected.append("7 echo") }
    }
    #expect(store.entries == expected)
  }

  // MARK: - Lifetime

  @Test func deallocatingTheStoreCancelsItsEffects() async {
    let probe = EffectProbe()
    var store: StoreOf<LogReducer>? = Store(initialState: LogReducer.State()) {
      LogReducer { action in
        guard action == "start" else { return .none }
        return .run { send in
          defer { probe.record("effect ended") }
          if await probe.hold("work") { await send(.append("done")) }
        }
      }
    }
    weak let weakStore = store
    let task = store?.send(.append("start"))
    await probe.wait(for: "work started")

    store = nil
    #expect(weakStore == nil)
    probe.release("work")
    await task?.finish()

    #expect(probe.events.contains("work cancelled"))
    #expect(!probe.events.contains("work completed"))
    #expect(probe.events.contains("effect ended"))
  }

  @Test func deallocatingTheStoreCancelsAnEffectSleepingOnTheClock() async {
    let clock = TestClock()
    let probe = EffectProbe()
    var store: StoreOf<LogReducer>? = Store(initialState: LogReducer.State()) {
      LogReducer { action in
        guard action == "start" else { return .none }
        return .run { _ in
          do {
            try await clock.sleep(for: .seconds(3600))
            probe.record("woke")
          } catch {
            probe.record("cancelled: \(error is CancellationError)")
          }
        }
      }
    }
    let task = store?.send(.append("start"))
    await yieldUntil { clock.sleeperCount == 1 }
    store = nil
    await clock.advance(by: .seconds(3600))
    await task?.finish()
    #expect(probe.events == ["cancelled: true"])
  }

  @Test func scopedStoresKeepTheRootRunning() async {
    var store: StoreOf<AppFeature>? = Store(initialState: AppFeature.State()) { AppFeature() }
    let counter = store?.scope(state: \.counter, action: AppFeature.Action.counter)
    store = nil
    await counter?.send(.delayedIncrementTapped).finish()
    #expect(counter?.count == 1)
  }

  // MARK: - StoreTask

  @Test func storeTaskFinishWaitsForEveryEffectOfTheSend() async {
    let probe = EffectProbe()
    let store = Store(initialState: LogReducer.State()) {
      LogReducer { action in
        guard action == "go" else { return .none }
        return .merge(
          .run { send in if await probe.hold("one") { await send(.append("one")) } },
          .run { send in if await probe.hold("two") { await send(.append("two")) } }
        )
      }
    }
    let task = store.send(.append("go"))
    probe.release("two")
    probe.release("one")
    await task.finish()
    #expect(Set(store.entries) == ["go", "one", "two"])
    #expect(!task.isCancelled)
  }

  @Test func storeTaskCancelCancelsTheEffectsOfTheSend() async {
    let probe = EffectProbe()
    let store = Store(initialState: LogReducer.State()) {
      LogReducer { action in
        guard action == "go" else { return .none }
        return .run { send in if await probe.hold("work") { await send(.append("done")) } }
      }
    }
    let task = store.send(.append("go"))
    #expect(!task.isCancelled)
    await probe.wait(for: "work started")
    task.cancel()
    #expect(task.isCancelled)
    probe.release("work")
    await task.finish()
    #expect(probe.events.contains("work cancelled"))
    #expect(store.entries == ["go"])
  }

  @Test func cancellingTheTaskAwaitingFinishCancelsTheEffects() async {
    let probe = EffectProbe()
    let store = Store(initialState: LogReducer.State()) {
      LogReducer { action in
        guard action == "go" else { return .none }
        return .run { _ in _ = await probe.hold("work") }
      }
    }
    let task = store.send(.append("go"))
    await probe.wait(for: "work started")
    let waiter = Task { await task.finish() }
    waiter.cancel()
    await waiter.value
    #expect(task.isCancelled)
    #expect(probe.events.contains("work cancelled"))
  }

  @Test func storeTaskOfASendWithoutAsyncWorkIsAlreadyCancelledAndFinished() async {
    let store = Store(initialState: LogReducer.State()) { LogReducer() }
    let task = store.send(.append("go"))
    #expect(task.isCancelled)
    await task.finish()
    #expect(store.entries == ["go"])
  }

  // MARK: - Dependencies

  @Test func effectsSeeTheStoresDependenciesAlsoInNestedTasks() async {
    let store = Store(initialState: Greeting.State()) {
      Greeting()
    } withDependencies: {
      $0.greeting = "store"
    }
    await withDependencies {
      $0.greeting = "caller"
    } operation: {
      await store.send(.greet).finish()
    }
    #expect(store.heard == ["reducer store", "effect store", "nested task store"])
  }

  @Test func scopedStoresUseTheRootsDependencies() async {
    let store = Store(initialState: Greeting.State()) {
      Greeting()
    } withDependencies: {
      $0.greeting = "root"
    }
    let child = store.scope(state: \.self, action: { $0 })
    await child.send(.greet).finish()
    #expect(store.heard == ["reducer root", "effect root", "nested task root"])
  }

  @Test func storesBuiltWithoutOverridesUseTheContextsDefault() async {
    let store = Store(initialState: Greeting.State()) { Greeting() }
    await store.send(.greet).finish()
    #expect(store.heard.first == "reducer test")
  }
}

// MARK: - Fixtures

/// Holds stores for reducers that send into their own store while reducing.
@MainActor
private final class StoreBox: Sendable {
  var store: StoreOf<LogReducer>?
  var nested: Store<LogReducer.State, LogReducer.Action>?
}

private struct GreetingKey: DependencyKey {
  static let liveValue = "live"
  static let testValue = "test"
}

extension DependencyValues {
  fileprivate var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
}

private func greetingNow() -> String {
  @Dependency(\.greeting) var greeting
  return greeting
}

/// Reports where it read the `greeting` dependency: in the reducer, in an effect and in a nested task.
private struct Greeting: Reducer {
  struct State: Equatable, Sendable {
    var text = ""
    var heard: [String] = []
  }
  enum Action: Equatable, Sendable {
    case greet
    case heard(String)
  }

  @Dependency(\.greeting) var greeting

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .greet:
      state.heard.append("reducer \(greeting)")
      return .run { send in
        await send(.heard("effect \(greeting)"))
        let nested = await Task { greetingNow() }.value
        await send(.heard("nested task \(nested)"))
      }
    case let .heard(text):
      state.heard.append(text)
      return .none
    }
  }
}

/// A parent with a list of rows that can grow and shrink.
struct RowListFeature: Reducer {
  struct State: Equatable, Sendable {
    var rows: IdentifiedArrayOf<DesignSample.Row.State> = []
  }
  enum Action: Equatable, Sendable {
    case row(id: Int, action: DesignSample.Row.Action)
    case add(id: Int)
    case remove(id: Int)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .row:
        return .none
      case let .add(id):
        state.rows[id: id] = DesignSample.Row.State(id: id)
        return .none
      case let .remove(id):
        state.rows[id: id] = nil
        return .none
      }
    }
    .forEach(\.rows, action: Action.row) { DesignSample.Row() }
  }
}
