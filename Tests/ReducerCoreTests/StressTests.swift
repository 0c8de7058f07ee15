import Dependencies
import Reducer
import ReducerRuntime
import Testing

/// Bounded stress tests of the store runtime and the test clock.
///
/// Each test drives one guarantee thousands of times and checks an exact count at the end. Waits
/// are on counters or on the effects' own tasks, never on wall-clock time; the suite's time limit
/// is the generous bound that turns a lost wake-up into a failure instead of a hang.
@Suite(.serialized)
struct StressTests {
  // MARK: Concurrent effects

  @MainActor
  @Test func tenThousandConcurrentEffectsAreEachReducedOnceInOrder() async {
    let effectCount = 10_000
    let depth = ReentrancyProbe()
    let store = Store(initialState: FanOut.State()) { FanOut(probe: depth) }

    await store.send(.start(effects: effectCount)).finish()

    let state = store.state
    #expect(state.responses == effectCount * FanOut.stepsPerEffect)
    #expect(state.acks == effectCount * FanOut.stepsPerEffect)
    #expect(state.nextStep.allSatisfy { $0 == FanOut.stepsPerEffect })
    #expect(state.outOfOrder == 0)
    #expect(state.ackViolations == 0)
    #expect(depth.violations == 0)
  }

  @MainActor
  @Test func tenThousandSendsFromOneEffectArriveInOrder() async {
    let store = Store(initialState: Sequencer.State()) { Sequencer() }

    await store.send(.start(count: 10_000)).finish()

    #expect(store.state.received == 10_000)
    #expect(store.state.outOfOrder == 0)
  }

  // MARK: Store lifetime

  @MainActor
  @Test func droppedStoresCancelEveryEffectAndAreFreed() async {
    let storeCount = 1_000
    let parking = Parking()
    var stores: [WeakReference<StoreOf<Parker>>] = []
    var tasks: [StoreTask] = []
    stores.reserveCapacity(storeCount)
    for _ in 0..<storeCount {
      let store = Store(initialState: Parker.State()) { Parker(parking: parking) }
      tasks.append(store.send(.park))
      stores.append(WeakReference(store))
    }

    #expect(stores.allSatisfy { $0.value == nil })
    await parking.cancellations.wait(untilAtLeast: storeCount)
    for task in tasks { await task.finish() }
    #expect(parking.cancellations.count == storeCount)
    #expect(parking.parkedCount == 0)
  }

  /// Regression: a service kept in the dependencies whose own `@Dependency` had cached a read
  /// held those dependencies alive (cache → storage → service → cache), so every store built
  /// with such a service leaked its whole dependency graph. Found by Scripts/leaks.sh.
  @MainActor
  @Test func cachedDependencyReadDoesNotKeepTheStoreDependenciesAlive() async {
    weak var storage: DependencyValues.Storage?
    weak var store: StoreOf<Greeting>?
    do {
      var dependencies = DependencyValues()
      dependencies.greeter = Greeter()
      storage = dependencies.storage
      let core = StoreCore(
        initialState: Greeting.State(), dependencies: dependencies,
        reduce: { Greeting().reduce(into: &$0, action: $1) })
      let strongStore = Store(core: core)
      store = strongStore
      await strongStore.send(.greet).finish()
      #expect(strongStore.greeting == "Hello, Blob")
    }
    #expect(store == nil)
    #expect(storage == nil)
  }

  // MARK: Cancellation

  @MainActor
  @Test func cancelStormLeavesOnlyTheLastEffectRunning() async {
    let sendCount = 10_000
    let parking = Parking()
    let core = StoreCore(
      initialState: Parker.State(), dependencies: DependencyValues(),
      reduce: { Parker(parking: parking).reduce(into: &$0, action: $1) })
    let store = Store(core: core)
    var tasks: [StoreTask] = []
    tasks.reserveCapacity(sendCount)
    for index in 0..<sendCount {
      tasks.append(store.send(.parkLatest(index)))
      // Let the main actor breathe now and then: other suites run in parallel.
      if index % 500 == 499 { await Task.yield() }
    }
    for task in tasks.dropLast() { await task.finish() }

    #expect(parking.cancellations.count == sendCount - 1)
    let inFlight = core.registry.inFlight
    #expect(inFlight.count == 1)
    #expect(inFlight.first.map { "\($0.action)" } == "\(Parker.Action.parkLatest(sendCount - 1))")
    #expect(inFlight.first?.cancelled == false)

    parking.releaseAll()
    await tasks[sendCount - 1].finish()
    #expect(store.state.finished == [sendCount - 1])
    #expect(parking.cancellations.count == sendCount - 1)
    #expect(core.registry.isEmpty)
  }

  @MainActor
  @Test func childChurnLeavesNoEffectRunning() async {
    // 4,000 rounds: 8,000 effects cancelled across every kind of churn, about 1.6 s of CPU in a debug build (10,000
    // took 4 s of CPU, 7–8 s on a loaded machine: the suite's slowest test; the proof is the same).
    let rounds = 4_000
    let window = 8
    let clock = TestClock()
    let cancellations = Tally()
    let core = StoreCore(
      initialState: Churn.State(), dependencies: DependencyValues(),
      reduce: { Churn(clock: clock, cancellations: cancellations).reduce(into: &$0, action: $1) }
    )
    let store = Store(core: core)
    var ended: [StoreTask] = []
    var rowTasks: [Int: StoreTask] = [:]
    var childTask: StoreTask?
    for round in 0..<rounds {
      store.send(.presentChild(id: round))
      if let childTask { ended.append(childTask) }
      childTask = store.send(.child(.start))
      store.send(.addRow(id: round))
      rowTasks[round] = store.send(.row(id: round, action: .start))
      if round >= window, let removed = rowTasks.removeValue(forKey: round - window) {
        store.send(.removeRow(id: round - window))
        ended.append(removed)
      }
      if round % 3 == 0, let dismissed = childTask {
        store.send(.dismissChild)
        ended.append(dismissed)
        childTask = nil
      }
      if round % 100 == 99 { await Task.yield() }
    }
    for task in ended { await task.finish() }

    // The survivors: one effect per remaining row, plus the child if one is presented.
    let survivors = rowTasks.count + (childTask == nil ? 0 : 1)
    #expect(core.registry.inFlight.count == survivors)
    #expect(core.registry.inFlight.allSatisfy { !$0.cancelled })
    #expect(cancellations.count == 2 * rounds - survivors)
    #expect(store.state.rows.count == window)

    for id in rowTasks.keys.sorted() { store.send(.removeRow(id: id)) }
    store.send(.dismissChild)
    for task in rowTasks.values { await task.finish() }
    await childTask?.finish()
    #expect(core.registry.inFlight.isEmpty)
    #expect(core.registry.isEmpty)
    #expect(cancellations.count == 2 * rounds)
    #expect(store.state.reports == 0)
  }
}

// MARK: - Features under stress

/// Starts many effects at once; each sends a fixed sequence of responses, each acknowledged by
/// a `.send` effect that must be reduced before anything else.
private struct FanOut: Reducer {
  static let stepsPerEffect = 3

  struct State: Equatable, Sendable {
    var nextStep: [Int] = []
    var responses = 0
    var acks = 0
    var outOfOrder = 0
    var ackViolations = 0
    var pendingAck: Int?
  }

  enum Action: Equatable, Sendable {
    case start(effects: Int)
    case response(effect: Int, step: Int)
    case ack(effect: Int)
  }

  let probe: ReentrancyProbe

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    probe.enter()
    defer { probe.exit() }
    switch action {
    case let .start(count):
      state.nextStep = Array(repeating: 0, count: count)
      return .merge(
        (0..<count).map { effect in
          .run { send in
            for step in 0..<Self.stepsPerEffect {
              await send(.response(effect: effect, step: step))
            }
          }
        })
    case let .response(effect, step):
      state.responses += 1
      if state.pendingAck != nil { state.ackViolations += 1 }
      if state.nextStep.indices.contains(effect), state.nextStep[effect] == step {
        state.nextStep[effect] = step + 1
      } else {
        state.outOfOrder += 1
      }
      state.pendingAck = effect
      return .send(.ack(effect: effect))
    case let .ack(effect):
      state.acks += 1
      if state.pendingAck != effect { state.ackViolations += 1 }
      state.pendingAck = nil
      return .none
    }
  }
}

/// One effect sending a long run of numbered actions.
private struct Sequencer: Reducer {
  struct State: Equatable, Sendable {
    var received = 0
    var outOfOrder = 0
  }

  enum Action: Equatable, Sendable {
    case start(count: Int)
    case number(Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .start(count):
      return .run { send in
        for number in 0..<count { await send(.number(number)) }
      }
    case let .number(number):
      if number != state.received { state.outOfOrder += 1 }
      state.received += 1
      return .none
    }
  }
}

/// Effects that park until cancelled (or released), counting cancellations in `onCancel`.
private struct Parker: Reducer {
  struct State: Equatable, Sendable {
    var finished: [Int] = []
  }

  enum Action: Equatable, Sendable {
    case park
    case parkLatest(Int)
    case finished(Int)
  }

  enum CancelID { case latest }

  let parking: Parking

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .park:
      return park(then: nil)
    case let .parkLatest(index):
      return park(then: index).cancellable(id: CancelID.latest, cancelInFlight: true)
    case let .finished(index):
      state.finished.append(index)
      return .none
    }
  }

  private func park(then index: Int?) -> Effect<Action> {
    .run { [parking] send in
      try await parking.park()
      if let index { await send(.finished(index)) }
    }
  }
}

/// A parent whose optional child and rows come and go while their effects run.
private struct Churn: Reducer {
  struct Child: Reducer {
    struct State: Equatable, Sendable, Identifiable {
      let id: Int
    }

    enum Action: Equatable, Sendable {
      case start
    }

    enum CancelID { case work }

    let clock: TestClock
    let cancellations: Tally

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        // The same inner id in every child: namespacing must keep siblings apart. The clock is
        // never advanced, so the sleep ends only in the `CancellationError` of a cancellation.
        return .run { [clock, cancellations] _ in
          do {
            try await clock.sleep(until: TestClock.Instant(offset: .seconds(1)))
          } catch is CancellationError {
            cancellations.increment()
          }
        }
        .cancellable(id: CancelID.work)
      }
    }
  }

  struct State: Equatable, Sendable {
    var child: Child.State?
    var rows: IdentifiedArrayOf<Child.State> = []
    var reports = 0
  }

  enum Action: Equatable, Sendable {
    case presentChild(id: Int)
    case dismissChild
    case addRow(id: Int)
    case removeRow(id: Int)
    case child(Child.Action)
    case row(id: Int, action: Child.Action)
  }

  let clock: TestClock
  let cancellations: Tally

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .presentChild(id):
        state.child = Child.State(id: id)
        return .none
      case .dismissChild:
        state.child = nil
        return .none
      case let .addRow(id):
        state.rows.append(Child.State(id: id))
        return .none
      case let .removeRow(id):
        state.rows.remove(id: id)
        return .none
      case .child, .row:
        return .none
      }
    }
    .ifLet(\.child, action: Action.child) {
      Child(clock: clock, cancellations: cancellations)
    }
    .forEach(\.rows, action: Action.row) {
      Child(clock: clock, cancellations: cancellations)
    }
  }
}

/// Greets through a service that reads a dependency of its own (and so caches that read).
private struct Greeting: Reducer {
  struct State: Equatable, Sendable {
    var greeting = ""
  }

  enum Action: Equatable, Sendable {
    case greet
    case greeted(String)
  }

  @Dependency(\.greeter) var greeter

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .greet:
      return .run { [greeter] send in await send(.greeted(greeter.greet())) }
    case let .greeted(text):
      state.greeting = text
      return .none
    }
  }
}

/// A service stored in the dependencies that itself reads a dependency.
private struct Greeter: Sendable {
  @Dependency(\.greetedName) var name

  func greet() -> String { "Hello, \(name)" }
}

private enum GreeterKey: DependencyKey {
  static let liveValue = Greeter()
  static let testValue = Greeter()
}

private enum GreetedNameKey: DependencyKey {
  static let liveValue = "Blob"
  static let testValue = "Blob"
}

extension DependencyValues {
  fileprivate var greeter: Greeter {
    get { self[GreeterKey.self] }
    set { self[GreeterKey.self] = newValue }
  }

  fileprivate var greetedName: String {
    get { self[GreetedNameKey.self] }
    set { self[GreetedNameKey.self] = newValue }
  }
}
