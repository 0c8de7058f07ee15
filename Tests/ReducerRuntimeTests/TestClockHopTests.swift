import Dependencies
import FeatureFixtures
import Reducer
import ReducerRuntime
@testable import ReducerTesting
import Testing

/// A test store's waits, and a `TestClock`'s advance, stay on the test's actor and let the effect runtime's jobs
/// run through the main queue, where the test runs: a `TestClock` tick needs no OS thread hop, so how busy the
/// machine is cannot decide how long it takes. Checked through the runtime's exact counts
/// (``RuntimeStatistics``), never through timing.
@MainActor
@Suite struct TestClockHopTests {
  /// Regression: `advance` ran on the global pool, so each tick of a one-hour advance parked on a continuation
  /// resumed from the main queue and then hopped back to it (OS thread wake-ups every tick): under load the 3,600
  /// ticks took 49–67 s instead of 0.1 s.
  @Test func aOneHourAdvanceRunsEveryTickOnTheTestsThreadWithoutAThreadHop() async {
    let clock = TestClock()
    let store = TestStore(initialState: SecondTicker.State()) {
      SecondTicker()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.exhaustivity = .off
    let task = await store.send(.start)
    let before = store.runtime.statistics
    await clock.advance(by: .seconds(3_600))
    let after = store.runtime.statistics
    // Every tick ran (at least one job each), and no wait parked on a continuation to be resumed by another
    // thread: the advance waited for each tick by passing through the main queue.
    #expect(after.jobs - before.jobs >= 3_600)
    #expect(after.passes - before.passes >= 3_600)
    #expect(after.parkedWaits == before.parkedWaits)
    await store.skipReceivedActions(strict: true)
    #expect(store.state.ticks == 3_600)
    await task.cancel()
  }

  /// Regression: an effect woken by a `TestClock` that is not the store's, then yielding 100 times, hopped
  /// between threads at every step of the advance and of the receive.
  @Test func anEffectWokenByAnotherClockRunsToItsEndOnTheTestsThreadWithoutAThreadHop() async {
    let other = TestClock()
    let store = TestStore(initialState: OtherClockNapper.State()) {
      OtherClockNapper(other: other)
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    let before = store.runtime.statistics
    await store.send(.napTapped)
    await other.advance(by: .seconds(1))
    await store.receive(.woke) { $0.woke = 1 }
    let after = store.runtime.statistics
    // The start, the wake-up and the 100 yields all ran, and no wait parked for another thread.
    #expect(after.jobs - before.jobs >= 102)
    #expect(after.parkedWaits == before.parkedWaits)
  }

  /// An action sent from outside the runtime (a task the effect started itself) still reaches the store, through
  /// the main queue, and the store's waits see it.
  ///
  /// Regression (flaky under load in CI): the test ended right after `receive`, while the effect was still awaiting
  /// the detached task's return on another thread, so the end-of-test check could see it running. The effect's end
  /// is now awaited with `finish()`, which waits for it however long the other thread takes to be scheduled.
  @Test func anActionSentFromATaskOutsideTheRuntimeIsStillReceived() async {
    let store = TestStore(initialState: OtherClockNapper.State()) {
      Reduce<OtherClockNapper.State, OtherClockNapper.Action> { state, action in
        switch action {
        case .napTapped:
          return .run { send in
            await Task.detached { await send(.woke) }.value
          }
        case .woke:
          state.woke += 1
          return .none
        }
      }
    }
    await store.send(.napTapped)
    await store.receive(.woke) { $0.woke = 1 }
    await store.finish()
  }
}
