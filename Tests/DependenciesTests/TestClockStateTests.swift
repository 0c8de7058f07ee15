@testable import Dependencies
import Testing

/// The test clock's state machine, driven step by step as `TestClock.advance` drives it.
@Suite struct TestClockStateTests {
  typealias Instant = TestClock.Instant

  /// What `state` says to do with a sleep of `id` until `deadline` that suspends now. A sleep the state keeps is
  /// taken back out (as a cancellation would) so that its continuation is resumed.
  func suspend(
    _ state: inout TestClockState, id: UInt64, until deadline: Instant
  ) async throws -> TestClockState.SuspendOutcome {
    var outcome = TestClockState.SuspendOutcome.cancel
    try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<Void, any Error>) in
      outcome = state.suspend(
        TestClockState.Sleeper(
          id: id, deadline: deadline, continuation: continuation, observer: nil, token: nil))
      if outcome == .wait, let kept = state.cancel(id) {
        kept.continuation.resume()
      } else {
        continuation.resume()
      }
    }
    return outcome
  }

  /// Regression for the idle stall of `swift test`: `advance` found no sleeper due and moved `now` in a second
  /// step, so a sleep that suspended in between, on another thread, waited on a deadline already behind the clock.
  /// No test can make a thread run between two statements; this pins the contract that removed the gap: the step
  /// that finds no sleeper is the one that moves `now`.
  @Test func anAdvanceStepThatFindsNoSleeperMovesTimeSoALaterSleepIsNotLeftBehind() async throws {
    var state = TestClockState(now: Instant())
    // The advance to 5 s finds no sleeper due: in the same step, the clock is at 5 s.
    #expect(state.advanceStep(to: Instant(offset: .seconds(5))) == nil)
    #expect(state.now == Instant(offset: .seconds(5)))
    // A sleep due at 1 s that suspends only now (a task late to start) finds its deadline passed, instead of
    // waiting on a clock that already moved past it.
    let outcome = try await suspend(
      &state, id: state.reserveID(), until: Instant(offset: .seconds(1)))
    #expect(outcome == .resume)
  }

  @Test func anAdvanceStepWakesTheEarliestDueSleeperFirstAndMovesTimeToIt() async throws {
    var state = TestClockState(now: Instant())
    var kept: [UInt64] = []
    for seconds in [3, 1, 9] {
      let id = state.reserveID()
      kept.append(id)
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        _ = state.suspend(
          TestClockState.Sleeper(
            id: id, deadline: Instant(offset: .seconds(seconds)), continuation: continuation,
            observer: nil, token: nil))
        // Resumed here, though the state keeps it: only the order of the steps is looked at below.
        continuation.resume()
      }
    }
    let first = state.advanceStep(to: Instant(offset: .seconds(5)))
    #expect(first?.id == kept[1])
    #expect(state.now == Instant(offset: .seconds(1)))
    let second = state.advanceStep(to: Instant(offset: .seconds(5)))
    #expect(second?.id == kept[0])
    #expect(state.now == Instant(offset: .seconds(3)))
    #expect(state.advanceStep(to: Instant(offset: .seconds(5))) == nil)
    #expect(state.now == Instant(offset: .seconds(5)))
    #expect(state.sleepers.map(\.id) == [kept[2]])
  }
}
