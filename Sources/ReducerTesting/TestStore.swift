public import Dependencies
import Foundation
public import Reducer
import Synchronization

/// A store for tests that checks every state change, received action and running effect.
///
/// ```swift
/// @MainActor @Test func searchDebounces() async {
///   let clock = TestClock()
///   let store = TestStore(initialState: Search.State()) {
///     Search()
///   } withDependencies: {
///     $0.continuousClock = clock
///     $0.searchClient.search = { _ in ["Swift"] }
///   }
///   await store.send(.queryChanged("S")) { $0.query = "S" }
///   await clock.advance(by: .milliseconds(300))
///   await store.receive(.searchResponse(.success(["Swift"]))) {
///     $0.results = ["Swift"]
///   }
/// }
/// ```
///
/// Exhaustive by default (see ``Exhaustivity``): a wrong or missing state change, an action received but not
/// asserted, and an effect still running when the store goes away are failures, reported to the running test (Swift
/// Testing or XCTest) at the caller's location, with a diff for state mismatches.
///
/// Effects run on a serial executor the store watches, so after `send`, `receive` and `TestClock.advance` the
/// effects have settled (done, or suspended on the test clock) before anything is checked.
@MainActor
public final class TestStore<State: Equatable, Action: Sendable> {
  /// The state as asserted so far: actions received but not yet asserted are not in it.
  public internal(set) var state: State

  /// How strictly the store checks the test.
  public var exhaustivity: Exhaustivity = .on {
    didSet { teardown.setExhaustive(exhaustivity == .on) }
  }

  /// The default time `receive` and `finish` wait for effects.
  ///
  /// One second unless the store was given another; slow environments (sanitizers, loaded CI machines) can scale
  /// the default with the environment variable `CONVERGENCE_TEST_TIMEOUT_SCALE` (e.g. `10`).
  public var timeout: Duration

  /// One second, times `CONVERGENCE_TEST_TIMEOUT_SCALE` when it is set to a positive number.
  static var defaultTimeout: Duration {
    let scale = ProcessInfo.processInfo.environment["CONVERGENCE_TEST_TIMEOUT_SCALE"].flatMap(
      Double.init)
    guard let scale, scale > 0, scale.isFinite else { return .seconds(1) }
    return .seconds(scale)
  }

  /// The store's dependencies; changes apply to the actions reduced afterwards.
  public var dependencies: DependencyValues {
    get { core.dependencies }
    set {
      core.dependencies = newValue
      teardown.removeSettlers()
      attachClocks(newValue)
    }
  }

  let core: StoreCore<State, Action>
  nonisolated let recorder: Recorder<State, Action>
  nonisolated let registry: EffectRegistry
  let executor: SerialEffectExecutor
  let tracker: HopTracker
  nonisolated let settler: EffectSettler
  nonisolated let teardown = Teardown()
  nonisolated let creation: SourceSite

  /// A test store running `reducer` from `initialState`, in test context.
  ///
  /// - Parameters:
  ///   - initialState: the state to start from; evaluated with the store's dependencies.
  ///   - reducer: the reducer under test.
  ///   - prepareDependencies: overrides for the dependencies (none by default).
  public init<R: Reducer>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where R.State == State, R.Action == Action {
    var dependencies = DependencyValues.current
    dependencies.context = .test
    prepareDependencies(&dependencies)
    dependencies.pinSharedStorages()
    let sharedTracker = SharedTracker()
    dependencies.sharedTracker = sharedTracker
    let (state, reducer) = DependencyValues.$current.withValue(dependencies) {
      (initialState(), reducer()._prepared())
    }
    let recorder = Recorder<State, Action>()
    recorder.sharedTracker = sharedTracker
    let executor = SerialEffectExecutor(label: "convergence.test-store.effects")
    let tracker = HopTracker()
    self.executor = executor
    self.tracker = tracker
    self.settler = EffectSettler(executor: executor, tracker: tracker)
    self.recorder = recorder
    self.state = state
    self.timeout = timeout ?? Self.defaultTimeout
    self.creation = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    self.core = StoreCore(
      initialState: state,
      dependencies: dependencies,
      executor: executor,
      tracker: tracker,
      reduce: { state, action in
        let effect = reducer.reduce(into: &state, action: action)
        recorder.record(action, state)
        return effect
      }
    )
    self.registry = core.registry
    attachClocks(dependencies)
  }

  private func attachClocks(_ dependencies: DependencyValues) {
    guard let clock = dependencies.continuousClock as? TestClock else { return }
    let settler = self.settler
    let timeout = self.timeout
    let token = clock.addSettler { await settler.settle(timeout: timeout) }
    teardown.addSettler(clock, token)
  }

  // NB: nonisolated on purpose: it runs synchronously where the last reference is dropped (the test's own task),
  // so its reports reach the running test. An isolated deinit would run without the test's task-local context.
  nonisolated deinit {
    teardown.removeSettlers()
    if teardown.isExhaustive {
      reportUnasserted(
        fileID: creation.fileID, filePath: creation.filePath, line: creation.line,
        column: creation.column)
    }
    registry.cancelAll()
  }

  /// Sends `action` and asserts how it changed the state.
  ///
  /// `updateStateToExpectedResult` gets the state as asserted so far and must turn it into the state after the
  /// action. Without it, the action must not change the state. Effects the action started are settled before this
  /// returns; the actions they send are then waiting for ``receive(_:timeout:assert:fileID:filePath:line:column:)``.
  ///
  /// - Returns: the effects the action started, to `cancel()` or `finish()`.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    if !recorder.received.isEmpty {
      switch exhaustivity {
      case .on:
        fail(
          """
          Must handle \(recorder.received.count) received \
          action\(recorder.received.count == 1 ? "" : "s") before sending an action: …

          Unhandled actions:
          \(describe(recorder.received.map(\.action)))
          """, fileID, filePath, line, column)
      case let .off(show):
        if show {
          note(
            "\(recorder.received.count) received action(s) were skipped:\n"
              + describe(recorder.received.map(\.action)), fileID, filePath, line, column)
        }
      }
      state = recorder.received.last?.state ?? state
      recorder.received.removeAll()
    }
    let previous = state
    recorder.isSendingFromTest = true
    recorder.sentState = nil
    let task = core.send(action)
    recorder.isSendingFromTest = false
    let actual = recorder.sentState ?? core.state
    recorder.sentState = nil
    check(
      previous: previous, actual: actual, update: updateStateToExpectedResult,
      fileID, filePath, line, column)
    state = actual
    await settle()
    return TestStoreTask(task: task, registry: registry, settler: settler, timeout: timeout)
  }

  /// Compares the expected state (the previous state changed by `update`) with what the reducer produced.
  func check(
    previous: State, actual: State, update: ((inout State) throws -> Void)?,
    _ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt
  ) {
    switch exhaustivity {
    case .on:
      var expected = previous
      let step = recorder.takeStepShared()
      let sharedChanged = sharedTracker?.hasChanges(in: step) ?? false
      defer { checkShared(step, fileID, filePath, line, column) }
      do {
        try DependencyValues.$current.withValue(core.dependencies) {
          try assertingShared { try update?(&expected) }
        }
      } catch {
        fail("Threw error: \(error)", fileID, filePath, line, column)
        return
      }
      if expected != actual {
        let difference =
          diffValues(expected, actual)
          ?? "(the values differ, but print the same)"
        fail(
          """
          A state change does not match expectation: …

          \(indented(difference))

          (Expected: −, Actual: +)
          """, fileID, filePath, line, column)
      } else if update != nil && previous == actual && !sharedChanged {
        fail(
          "Expected state to change, but no change occurred.\n\nThe trailing closure made no observable "
            + "modifications to state. If no change to state is expected, omit the trailing closure.",
          fileID, filePath, line, column)
      }
    case let .off(show):
      let step = recorder.takeStepShared()
      sharedTracker?.accept(step)
      guard let update else { return }
      var expected = actual
      defer { checkShared(step, fileID, filePath, line, column) }
      do {
        try DependencyValues.$current.withValue(core.dependencies) {
          try assertingShared { try update(&expected) }
        }
      } catch {
        fail("Threw error: \(error)", fileID, filePath, line, column)
        return
      }
      if expected != actual {
        let difference = diffValues(expected, actual) ?? "(the values differ)"
        fail(
          """
          A state change does not match expectation: …

          \(indented(difference))

          (Expected: −, Actual: +)
          """, fileID, filePath, line, column)
      } else if show {
        var exhaustive = previous
        try? DependencyValues.$current.withValue(core.dependencies) {
          try assertingSharedOnScratch { try update(&exhaustive) }
        }
        if exhaustive != actual, let difference = diffValues(exhaustive, actual) {
          note(
            "State changes not asserted (skipped):\n\n\(indented(difference))",
            fileID, filePath, line, column)
        }
      }
    }
  }

  /// Waits until the effects have settled: no effect work queued or running, no action on its way.
  func settle(timeout: Duration? = nil) async {
    // Nothing started and nothing on its way: return without leaving the main actor.
    if registry.isEmpty, executor.isIdle, tracker.inFlight == 0 { return }
    await settler.settle(timeout: timeout ?? self.timeout, registry: registry)
  }

  nonisolated func fail(
    _ message: String, _ fileID: StaticString, _ filePath: StaticString, _ line: UInt,
    _ column: UInt
  ) {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  func note(
    _ message: String, _ fileID: StaticString, _ filePath: StaticString, _ line: UInt,
    _ column: UInt
  ) {
    reportIssue(
      message, severity: .info, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Reports received actions nobody asserted and effects still running.
  nonisolated func reportUnasserted(
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    if !recorder.received.isEmpty {
      fail(
        """
        The store received \(recorder.received.count) unexpected \
        action\(recorder.received.count == 1 ? "" : "s"): …

        Unhandled actions:
        \(describe(recorder.received.map(\.action)))

        To fix, assert them with 'receive', or skip them with 'skipReceivedActions()'.
        """, fileID, filePath, line, column)
    }
    for entry in registry.inFlight {
      fail(
        """
        An effect returned for this action is still running. It must complete before the end of the test: …

          \(dumpValue(entry.action))

        The effect was created at \(entry.fileID):\(entry.line).

        To fix, make the effect finish (advance the test clock, send the action that cancels it), await \
        'store.finish()', or call 'store.skipInFlightEffects()'.
        """, fileID, filePath, line, column)
    }
  }
}

/// Waits for a test store's effects to come to rest.
final class EffectSettler: Sendable {
  let executor: SerialEffectExecutor
  let tracker: HopTracker

  init(executor: SerialEffectExecutor, tracker: HopTracker) {
    self.executor = executor
    self.tracker = tracker
  }

  /// Returns once no effect work is queued or running and no action is on its way to the main actor (checked a
  /// few times in a row, so work that hops between the two is seen), or after `timeout` of continuous activity.
  func settle(timeout: Duration, registry: EffectRegistry? = nil) async {
    if let registry, registry.isEmpty, executor.isIdle, tracker.inFlight == 0 { return }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var quiet = 0
    while quiet < 3 {
      if executor.isIdle && tracker.inFlight == 0 {
        quiet += 1
      } else {
        quiet = 0
        if clock.now > deadline { return }
      }
      await Task.yield()
    }
  }
}

/// Where a test store was created.
struct SourceSite: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}

/// What a test store's nonisolated deinit needs, safe to read from any thread.
final class Teardown: Sendable {
  private let state = Mutex<(exhaustive: Bool, settlers: [(TestClock, UInt64)])>((true, []))

  var isExhaustive: Bool { state.withLock { $0.exhaustive } }

  func setExhaustive(_ value: Bool) { state.withLock { $0.exhaustive = value } }

  func addSettler(_ clock: TestClock, _ token: UInt64) {
    state.withLock { $0.settlers.append((clock, token)) }
  }

  func removeSettlers() {
    let settlers = state.withLock { state in
      defer { state.settlers.removeAll() }
      return state.settlers
    }
    for (clock, token) in settlers { clock.removeSettler(token) }
  }
}

/// The effects started by a `TestStore.send`.
public struct TestStoreTask: Sendable {
  let task: StoreTask
  let registry: EffectRegistry
  let settler: EffectSettler
  let timeout: Duration

  /// Cancels the effects and waits for them to stop.
  public func cancel() async {
    task.cancel()
    await task.finish()
  }

  /// Waits for the effects (and the effects of the actions they sent) to finish; fails the test, naming the
  /// timeout, if they are still running after `timeout` (the store's timeout by default).
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let timeout = timeout ?? self.timeout
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !task.isFinished {
      await settler.settle(
        timeout: max(.zero, clock.now.duration(to: deadline)), registry: registry)
      if task.isFinished { return }
      if clock.now >= deadline {
        reportIssue(
          """
          Expected the effects of this send to finish, but they are still running after \(timeout).

          Advance the test clock, send the action that ends them, or cancel the task.
          """, fileID: fileID, filePath: filePath, line: line, column: column)
        return
      }
      await Task.yield()
    }
  }

  /// Whether the effects were cancelled.
  public var isCancelled: Bool { task.isCancelled }
}

/// Each action dumped, as a bulleted list.
func describe<Action>(_ actions: [Action]) -> String {
  actions.map { "  • " + dumpValue($0).replacingOccurrences(of: "\n", with: "\n    ") }
    .joined(separator: "\n")
}

/// Each running effect with the action that started it and where it was created, as a bulleted list.
func describe(_ effects: [EffectRegistry.Entry]) -> String {
  effects.map { "  • started by \(dumpValue($0.action)), created at \($0.fileID):\($0.line)" }
    .joined(separator: "\n")
}

/// Indents every line of `text` by two spaces.
func indented(_ text: String) -> String {
  text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
    .joined(separator: "\n")
}
