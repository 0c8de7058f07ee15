import Dependencies
import Testing

@testable import ReducerRuntime

/// The deterministic runtime's state machine, driven one transition at a time: its counts, when it is quiescent,
/// its epochs, and which waiters each transition hands back.
@Suite
struct RuntimeStateTests {
  private let start = ContinuousClock.now

  private func at(_ seconds: Int) -> ContinuousClock.Instant {
    start.advanced(by: .seconds(seconds))
  }

  // MARK: Counts and quiescence

  @Test func aNewStateIsQuiescentWithNothingCounted() {
    let state = RuntimeState()
    #expect(state.isQuiescent)
    #expect(state.isQuiescent(after: nil))
    #expect(!state.hasQueuedWork)
    #expect((state.jobs, state.hops, state.resuming, state.epoch, state.changes) == (0, 0, 0, 0, 0))
    #expect(state.suspensions.isEmpty)
  }

  @Test func aQueuedJobKeepsTheRuntimeBusyUntilItFinishes() {
    var state = RuntimeState()
    state.jobEnqueued()
    #expect(!state.isQuiescent)
    #expect(state.hasQueuedWork)
    #expect(state.jobs == 1)
    _ = state.jobFinished()
    #expect(state.isQuiescent)
    #expect(state.jobs == 0)
    #expect(state.epoch == 1, "coming to rest starts a new epoch")
    #expect(state.changes == 2, "every count change is counted")
  }

  @Test func anActionOnItsWayToTheMainActorKeepsTheRuntimeBusy() {
    var state = RuntimeState()
    state.hopStarted()
    #expect(!state.isQuiescent)
    #expect(state.hasQueuedWork)
    _ = state.hopEnded()
    #expect(state.isQuiescent)
    #expect(state.epoch == 1)
  }

  @Test func theEpochAdvancesOnlyWhenTheLastPieceOfWorkEnds() {
    var state = RuntimeState()
    state.jobEnqueued()
    state.jobEnqueued()
    state.hopStarted()
    _ = state.jobFinished()
    _ = state.hopEnded()
    #expect(!state.isQuiescent)
    #expect(state.epoch == 0)
    _ = state.jobFinished()
    #expect(state.isQuiescent)
    #expect(state.epoch == 1)
    #expect(state.changes == 6)
  }

  @Test func quiescenceAfterAnEpochNeedsANewRest() {
    var state = RuntimeState()
    #expect(!state.isQuiescent(after: 0), "at rest, but not since epoch 0")
    state.jobEnqueued()
    _ = state.jobFinished()
    #expect(state.isQuiescent(after: 0))
    #expect(!state.isQuiescent(after: 1))
  }

  // MARK: Suspensions

  @Test func aParkedSuspensionLeavesTheRuntimeQuiescentAndNamesItsEffect() {
    var state = RuntimeState()
    let sleep = state.suspend(
      .testClock(deadline: TestClock.Instant(offset: .seconds(5))), effect: 3)
    let never = state.suspend(.never, effect: nil)
    #expect(sleep != never)
    #expect(state.isQuiescent, "a parked effect cannot move by itself")
    #expect(state.suspensions[sleep]?.effect == 3)
    #expect(state.suspensions[never]?.effect == nil)
    #expect(state.suspensions[never].map { "\($0.reason)" } == "\(SuspensionReason.never)")
    #expect(state.changes == 0, "parking changes no count")
  }

  @Test func aWokenSuspensionIsBusyUntilItsTaskRunsAgain() {
    var state = RuntimeState()
    let token = state.suspend(.never, effect: 1)
    state.willResume(token)
    #expect(!state.isQuiescent)
    #expect(!state.hasQueuedWork, "a woken task is not queued yet")
    #expect(state.resuming == 1)
    #expect(state.suspensions[token] == nil)
    _ = state.didResume(token)
    #expect(state.isQuiescent)
    #expect(state.resuming == 0)
    #expect(state.epoch == 1)
  }

  @Test func aSuspensionThatNeverSuspendedIsForgottenWithoutChangingTheCounts() {
    var state = RuntimeState()
    let token = state.suspend(.testClock(deadline: TestClock.Instant(offset: .zero)), effect: 1)
    let ready = state.didResume(token)
    #expect(ready.isEmpty)
    #expect(state.suspensions.isEmpty)
    #expect((state.resuming, state.epoch, state.changes) == (0, 0, 0))
  }

  @Test func wakingAnUnknownTokenOrWakingTwiceChangesNothing() {
    var state = RuntimeState()
    state.willResume(42)
    #expect(state.isQuiescent)
    #expect(state.changes == 0)
    let token = state.suspend(.never, effect: nil)
    state.willResume(token)
    state.willResume(token)
    #expect(state.resuming == 1, "the second wake-up of one suspension is not counted")
    _ = state.didResume(token)
    _ = state.didResume(token)
    #expect(state.resuming == 0)
    #expect(state.isQuiescent)
  }

  // MARK: Waiters

  @Test func aWaiterForAnyRestIsSatisfiedAtOnceWhenTheRuntimeIsQuiescent() async {
    var state = RuntimeState()
    let results = await withWaiters(1) { waiters in
      let arm = state.addWaiter(0, after: nil, deadline: at(60), waiters[0])
      #expect(arm == nil, "nil: resume it now")
      waiters[0].resume(returning: true)
    }
    #expect(results == [true])
  }

  @Test func aWaiterIsHandedBackWhenTheWorkItWaitsOnEnds() async {
    var state = RuntimeState()
    state.jobEnqueued()
    state.hopStarted()
    let results = await withWaiters(1) { waiters in
      #expect(state.addWaiter(0, after: nil, deadline: at(60), waiters[0]) == .some(at(60)))
      #expect(state.jobFinished().isEmpty, "an action is still on its way")
      let ready = state.hopEnded()
      #expect(ready.count == 1)
      for waiter in ready { waiter.resume(returning: true) }
    }
    #expect(results == [true])
    #expect(state.expire(now: at(120)).expired.isEmpty, "a satisfied waiter is gone")
  }

  @Test func aWaiterAfterTheCurrentEpochWaitsForTheNextRest() async {
    var state = RuntimeState()
    let results = await withWaiters(1) { waiters in
      #expect(state.addWaiter(0, after: state.epoch, deadline: at(60), waiters[0]) != nil)
      state.jobEnqueued()
      let ready = state.jobFinished()
      #expect(ready.count == 1)
      for waiter in ready { waiter.resume(returning: true) }
    }
    #expect(results == [true])
  }

  @Test func theExpiryTimerIsArmedOnlyForAnEarlierDeadline() async {
    var state = RuntimeState()
    state.jobEnqueued()
    let results = await withWaiters(3) { waiters in
      #expect(state.addWaiter(0, after: nil, deadline: at(30), waiters[0]) == .some(at(30)))
      #expect(
        state.addWaiter(1, after: nil, deadline: at(40), waiters[1]) == .some(nil),
        "the armed timer fires early enough")
      #expect(state.addWaiter(2, after: nil, deadline: at(10), waiters[2]) == .some(at(10)))
      for waiter in state.jobFinished() { waiter.resume(returning: true) }
    }
    #expect(results == [true, true, true])
  }

  @Test func expiryHandsBackOnlyTheWaitersWhoseDeadlinePassed() async {
    var state = RuntimeState()
    state.jobEnqueued()
    let results = await withWaiters(3) { waiters in
      _ = state.addWaiter(0, after: nil, deadline: at(10), waiters[0])
      _ = state.addWaiter(1, after: nil, deadline: at(20), waiters[1])
      _ = state.addWaiter(2, after: nil, deadline: at(30), waiters[2])

      let first = state.expire(now: at(20))
      #expect(first.expired.count == 2)
      #expect(first.next == at(30), "the timer is re-armed for the waiter left")
      for waiter in first.expired { waiter.resume(returning: false) }

      let second = state.expire(now: at(25))
      #expect(second.expired.isEmpty)
      #expect(second.next == at(30))

      let ready = state.jobFinished()
      #expect(ready.count == 1)
      for waiter in ready { waiter.resume(returning: true) }
      let last = state.expire(now: at(100))
      #expect(last.expired.isEmpty)
      #expect(last.next == nil, "no waiter left: the timer is not re-armed")
    }
    #expect(results == [false, false, true])
  }
}
