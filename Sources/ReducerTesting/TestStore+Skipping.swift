import Dependencies
import Reducer
import ReducerRuntime
public import Testing

extension TestStore {
  /// Drops the received actions not yet asserted; the state moves on to include them.
  ///
  /// `skipReceivedActions()` never fails; with `strict: true` it fails when there is nothing to skip.
  ///
  /// - Parameters:
  ///   - strict: when `true`, having no received action to skip fails the test (TCA's default); `false` by
  ///     default.
  ///   - sourceLocation: where a failure is reported; the caller's by default.
  public func skipReceivedActions(
    strict: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await settle()
    guard let last = recorder.received.last else {
      if strict {
        fail(
          "There were no received actions to skip. Remove 'skipReceivedActions(strict: true)', or pass "
            + "'strict: false' where there may be none.",
          at: sourceLocation)
      }
      return
    }
    state = last.state
    recorder.received.removeAll()
  }

  /// Stops tracking the effects running now: they keep running (they are not cancelled), but no longer fail the
  /// test at its end.
  ///
  /// `skipInFlightEffects()` never fails; with `strict: true` it fails when no effect is in flight.
  ///
  /// - Parameters:
  ///   - strict: when `true`, having no effect in flight fails the test (TCA's default); `false` by default.
  ///   - sourceLocation: where a failure is reported; the caller's by default.
  public func skipInFlightEffects(
    strict: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await settle()
    let skipped = registry.untrackAll()
    if strict && skipped == 0 {
      fail(
        "There were no in-flight effects to skip. Remove 'skipInFlightEffects(strict: true)', or pass "
          + "'strict: false' where there may be none.",
        at: sourceLocation)
    }
  }

  /// Asserts the current state without sending an action (TCA's `store.assert`).
  ///
  /// `updateStateToExpectedResult` gets the state as asserted so far and must turn it into the store's current
  /// state (including received actions not yet asserted); with `exhaustivity = .off` only the fields it sets are
  /// checked. Useful in non-exhaustive tests and after skipping actions, and to assert a shared value changed
  /// outside any `send` (by the test itself, or by an effect that sent no action) with `$0.$value.withLock { }`.
  ///
  /// ```swift
  /// store.assert { $0.count = 2 }
  /// store.assert { $0.$sessionCount.withLock { $0 = 3 } }
  /// ```
  public func assert(
    _ updateStateToExpectedResult: (_ state: inout State) throws -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let actual = core.state
    // Non-exhaustive: only what the closure sets is checked.
    if exhaustivity != .on { sharedTracker?.accept(nil) }
    // Shared values are checked against their live values, after the state.
    defer { checkShared(nil, at: sourceLocation) }
    _ = expect(
      from: exhaustivity == .on ? state : actual, update: updateStateToExpectedResult,
      toMatch: actual, dependencies: core.dependencies, at: sourceLocation)
    state = actual
  }
}
