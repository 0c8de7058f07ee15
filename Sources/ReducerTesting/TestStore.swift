public import Dependencies
import Foundation
public import Reducer
import ReducerRuntime
public import Testing

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
/// Effects run on a deterministic runtime the store owns (one serial executor that keeps exact counts of queued
/// jobs, actions on their way, and woken `TestClock` sleepers), so after `send`, `receive` and
/// `TestClock.advance` the effects are at rest — finished, or suspended on the test clock — before anything is
/// checked, however busy the machine is. When nothing can arrive (every effect parked on a `TestClock` sleep or
/// `Task.never()`), `receive` and `finish` fail at once, naming each effect and what it waits for.
@MainActor
public final class TestStore<State: Equatable, Action: Sendable> {
  /// The state as asserted so far: actions received but not yet asserted are not in it.
  public internal(set) var state: State

  /// How strictly the store checks the test.
  public var exhaustivity: Exhaustivity = .on {
    didSet { teardown.setExhaustivity(exhaustivity) }
  }

  /// How long `receive` and `finish` wait for effects that wait on work outside the store's runtime.
  ///
  /// It bounds only waits the runtime cannot decide: an effect awaiting real I/O, another actor or a task it
  /// started itself, or an effect that never stops working. Effects parked on a `TestClock` never make a test wait
  /// for it — that failure is immediate. One second unless the store was given another; slow environments
  /// (sanitizers) can scale the default with the environment variable `CONVERGENCE_TEST_TIMEOUT_SCALE`.
  public var timeout: Duration

  /// One second, times `CONVERGENCE_TEST_TIMEOUT_SCALE` when it is set to a positive number.
  static var defaultTimeout: Duration {
    let scale = ProcessInfo.processInfo.environment["CONVERGENCE_TEST_TIMEOUT_SCALE"].flatMap(
      Double.init)
    guard let scale, scale > 0, scale.isFinite else { return .seconds(1) }
    return .seconds(scale)
  }

  /// Whether the feature under test dismissed itself: an effect of the root feature called `await dismiss()`
  /// (`@Dependency(\.dismiss)`) with no presentation around it.
  ///
  /// That is not a failure. Every effect still running is cancelled and no longer tracked (no "still running"
  /// failure at the end of the test), actions it sent before are still to be received, and a later `send` is a
  /// failure: "Can't send action to dismissed test store."
  ///
  /// ```swift
  /// await store.send(.endMeetingTapped)
  /// await store.receive(.meetingEnded) { … }
  /// #expect(store.isDismissed)
  /// ```
  public var isDismissed: Bool { core.isDismissed }

  /// The store's dependencies; changes apply to the actions reduced afterwards.
  public var dependencies: DependencyValues {
    get { core.dependencies }
    set { core.dependencies = newValue }
  }

  let core: StoreCore<State, Action>
  /// ``sharedTracker`` and the dependency storage it was read from.
  var trackerCache: (storage: DependencyValues.Storage, tracker: SharedTracker?)?
  /// ``expectationDependencies`` and the dependency storage it was made from.
  var expectationCache: (storage: DependencyValues.Storage, dependencies: DependencyValues)?
  nonisolated let recorder: Recorder<State, Action>
  nonisolated let registry: EffectRegistry
  nonisolated let runtime: EffectRuntime
  nonisolated let teardown = Teardown()
  nonisolated let creation: SourceLocation
  /// The shared references the state holds and the values asserted for them (also in the store's dependencies).
  nonisolated let tracker: SharedTracker

  /// A test store running `reducer` from `initialState`, in test context.
  ///
  /// - Parameters:
  ///   - initialState: the state to start from; evaluated with the store's dependencies.
  ///   - reducer: the reducer under test.
  ///   - prepareDependencies: overrides for the dependencies (none by default).
  ///   - timeout: the store's ``timeout``: one second (scaled by `CONVERGENCE_TEST_TIMEOUT_SCALE`) when `nil`.
  ///   - sourceLocation: where the issues of the test's end (actions not received, effects still running, shared
  ///     changes not asserted) are reported; the caller's by default. A helper that makes stores forwards its own.
  public init<R: Reducer>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    timeout: Duration? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) where R.State == State, R.Action == Action {
    var dependencies = DependencyValues.current
    dependencies.context = .test
    dependencies.applyOverrides(prepareDependencies)
    dependencies.pinSharedStorages()
    let sharedTracker = SharedTracker()
    dependencies.sharedTracker = sharedTracker
    let (state, reducer) = DependencyValues.$current.withValue(dependencies) {
      (initialState(), reducer().prepared())
    }
    let recorder = Recorder<State, Action>()
    recorder.sharedTracker = sharedTracker
    let runtime = EffectRuntime()
    self.runtime = runtime
    self.recorder = recorder
    self.state = state
    self.timeout = timeout ?? Self.defaultTimeout
    self.creation = sourceLocation
    self.core = StoreCore(
      initialState: state,
      dependencies: dependencies,
      runtime: runtime,
      reduce: { state, action in
        let locks = sharedTracker.lockCount
        let effect = reducer.reduce(into: &state, action: action)
        recorder.record(action, state, didLock: sharedTracker.lockCount != locks)
        return effect
      }
    )
    self.registry = core.registry
    self.tracker = sharedTracker
  }

  // NB: nonisolated on purpose: it runs synchronously where the last reference is dropped (the test's own task),
  // so its reports reach the running test. An isolated deinit would run without the test's task-local context.
  nonisolated deinit {
    let exhaustivity = teardown.exhaustivity
    if exhaustivity == .on { reportUnasserted(at: creation) }
    reportUnassertedShared(exhaustivity: exhaustivity, at: creation)
    registry.cancelAll()
  }

  /// Sends `action` and asserts how it changed the state.
  ///
  /// `updateStateToExpectedResult` gets the state as asserted so far and must turn it into the state after the
  /// action. Without it, the action must not change the state. Effects the action started are settled before this
  /// returns; the actions they send are then waiting for
  /// ``receive(_:timeout:assert:sourceLocation:)-(Action,_,_,_)``.
  ///
  /// - Returns: the effects the action started, to `cancel()` or `finish()`.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> TestStoreTask {
    if isDismissed {
      fail(
        """
        Can't send action to dismissed test store.

          \(dumpValue(action))

        The feature dismissed itself ('await dismiss()' in an effect of the root feature) before this send.
        """, at: sourceLocation)
      return TestStoreTask(
        task: StoreTask(lineage: nil), registry: registry, runtime: runtime, timeout: timeout)
    }
    if !recorder.received.isEmpty {
      switch exhaustivity {
      case .on:
        fail(
          """
          Must handle \(recorder.received.count) received \
          action\(recorder.received.count == 1 ? "" : "s") before sending an action: …

          Unhandled actions:
          \(describe(recorder.received.map(\.action)))
          """, at: sourceLocation)
      case let .off(show):
        if show {
          note(
            "\(recorder.received.count) received action(s) were skipped:\n"
              + describe(recorder.received.map(\.action)), at: sourceLocation)
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
      previous: previous, actual: actual, update: updateStateToExpectedResult, at: sourceLocation)
    state = actual
    await settle()
    return TestStoreTask(task: task, registry: registry, runtime: runtime, timeout: timeout)
  }

  /// Compares the expected state (the previous state changed by `update`) with what the reducer produced, reporting
  /// at `location`: the step `send` and every `receive` share.
  func check(
    previous: State, actual: State, update: ((inout State) throws -> Void)?,
    at location: SourceLocation
  ) {
    switch exhaustivity {
    case .on:
      let step = recorder.takeStepShared()
      let sharedChanged = sharedTracker?.hasChanges(in: step) ?? false
      defer { checkShared(step, at: location) }
      guard
        expect(
          from: previous, update: { try update?(&$0) }, toMatch: actual,
          dependencies: expectationDependencies, at: location)
      else { return }
      if update != nil && previous == actual && !sharedChanged {
        fail(
          "Expected state to change, but no change occurred.\n\nThe trailing closure made no observable "
            + "modifications to state. If no change to state is expected, omit the trailing closure.",
          at: location)
      }
    case let .off(show):
      let step = recorder.takeStepShared()
      sharedTracker?.accept(step)
      guard let update else { return }
      defer { checkShared(step, at: location) }
      guard
        expect(
          from: actual, update: update, toMatch: actual, dependencies: expectationDependencies,
          at: location)
      else { return }
      if show {
        var exhaustive = previous
        try? DependencyValues.$current.withValue(expectationDependencies) {
          try assertingSharedOnScratch { try update(&exhaustive) }
        }
        if exhaustive != actual, let difference = diffValues(exhaustive, actual) {
          note("State changes not asserted (skipped):\n\n\(indented(difference))", at: location)
        }
      }
    }
  }

  /// Waits until the effects are at rest: no effect job queued or running, no action on its way, no woken
  /// sleeper still to run. Bounded only for effects that never stop working or a runtime that stalls (see
  /// ``EffectRuntime/rest(after:stallLimit:jobLimit:)``), never by how long the work takes.
  func settle() async {
    if runtime.isQuiescent { return }
    _ = await runtime.rest(stallLimit: max(runtime.limits.stall, timeout))
  }

  /// Fails the running test with `message`, at `location`.
  nonisolated func fail(_ message: String, at location: SourceLocation) {
    reportIssue(message, at: location)
  }

  /// Notes `message` (not a failure) at `location`.
  nonisolated func note(_ message: String, at location: SourceLocation) {
    reportIssue(message, severity: .info, at: location)
  }

  /// Whether the state an assertion expects, `start` changed by its `update` (run with `dependencies`, so the shared
  /// values it sets are asserted), is `actual`: the step every state assertion shares. A mismatch fails with the
  /// difference, and an `update` that throws fails with its error (and is not a match), both at `location`.
  func expect(
    from start: State, update: (inout State) throws -> Void, toMatch actual: State,
    dependencies: DependencyValues, at location: SourceLocation
  ) -> Bool {
    var expected = start
    do {
      try DependencyValues.$current.withValue(dependencies) {
        try assertingShared { try update(&expected) }
      }
    } catch {
      fail("Threw error: \(error)", at: location)
      return false
    }
    guard expected != actual else { return true }
    let difference = diffValues(expected, actual) ?? "(the values differ, but print the same)"
    fail(
      """
      A state change does not match expectation: …

      \(indented(difference))

      (Expected: −, Actual: +)
      """, at: location)
    return false
  }

  /// Reports received actions nobody asserted and effects still running, at `location`.
  nonisolated func reportUnasserted(at location: SourceLocation) {
    if !recorder.received.isEmpty {
      fail(
        """
        The store received \(recorder.received.count) unexpected \
        action\(recorder.received.count == 1 ? "" : "s"): …

        Unhandled actions:
        \(describe(recorder.received.map(\.action)))

        To fix, assert them with 'receive', or skip them with 'skipReceivedActions()'.
        """, at: location)
    }
    for entry in registry.inFlight {
      fail(
        """
        An effect returned for this action is still running. It must complete before the end of the test: …

          \(dumpValue(entry.action))

        The effect was created at \(entry.fileID):\(entry.line).

        To fix, make the effect finish (advance the test clock, send the action that cancels it), await \
        'store.finish()', or call 'store.skipInFlightEffects()'.
        """, at: location)
    }
  }
}

/// What a test store's nonisolated deinit needs, safe to read from any thread.
final class Teardown: Sendable {
  private let current = Lock(Exhaustivity.on)

  /// The store's exhaustivity as it goes away.
  var exhaustivity: Exhaustivity { current.withLock { $0 } }

  func setExhaustivity(_ value: Exhaustivity) { current.withLock { $0 = value } }
}

/// The effects started by a `TestStore.send`.
public struct TestStoreTask: Sendable {
  let task: StoreTask
  let registry: EffectRegistry
  let runtime: EffectRuntime
  let timeout: Duration

  /// Cancels the effects and waits for them to stop.
  public func cancel() async {
    task.cancel()
    await task.finish()
  }

  /// Waits for the effects (and the effects of the actions they sent) to finish.
  ///
  /// Fails at once, naming each effect and what it waits for, when they cannot finish by themselves (parked on a
  /// `TestClock` sleep nobody advances); fails after `timeout` (the store's by default) when they wait on work
  /// outside the store's runtime.
  @MainActor
  public func finish(
    timeout: Duration? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let timeout = timeout ?? self.timeout
    let task = self.task
    let outcome = await waitForEffects(
      runtime: runtime, registry: registry, timeout: timeout, until: { task.isFinished })
    guard outcome != .done else { return }
    reportIssue(
      """
      Expected the effects of this send to finish, but \(explain(outcome, timeout: timeout, hasEffects: true))

      Effects still running:
      \(describeInFlight(runtime: runtime, registry: registry))

      Advance the test clock, send the action that ends them, or cancel the task.
      """, at: sourceLocation)
  }

  /// Whether the effects were cancelled.
  public var isCancelled: Bool { task.isCancelled }
}

/// Each action dumped, as a bulleted list: at most `limit` of them (and each at most 2,000 characters), then how
/// many more there were, so a runaway test's report stays readable.
func describe<Action>(_ actions: [Action], limit: Int = 50) -> String {
  var lines = actions.prefix(limit).map { action -> String in
    var text = dumpValue(action)
    if text.count > 2_000 { text = text.prefix(2_000) + " … (truncated)" }
    return "  • " + text.replacingOccurrences(of: "\n", with: "\n    ")
  }
  if actions.count > limit { lines.append("  … and \(actions.count - limit) more") }
  return lines.joined(separator: "\n")
}

/// Indents every line of `text` by two spaces.
func indented(_ text: String) -> String {
  text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
    .joined(separator: "\n")
}
