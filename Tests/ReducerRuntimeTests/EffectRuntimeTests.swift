import Dependencies
import Testing

@testable import ReducerRuntime

/// The deterministic runtime around its state: jobs it executes, hops, suspensions it is told about, and waits for
/// quiescence that end when the counts say so (or, when nothing can, at their deadline).
@Suite
struct EffectRuntimeTests {
  private func later() -> ContinuousClock.Instant { ContinuousClock.now.advanced(by: .seconds(60)) }

  @Test func aNewRuntimeIsQuiescentWithNothingParked() {
    let runtime = EffectRuntime()
    #expect(runtime.isQuiescent)
    #expect(runtime.epoch == 0)
    #expect(runtime.parkedEffects.isEmpty)
  }

  @Test func aTaskRunOnTheRuntimeIsCountedUntilItsLastJobEnds() async {
    let runtime = EffectRuntime()
    let task = Task(executorPreference: runtime) { 21 * 2 }
    #expect(await task.value == 42)
    #expect(await runtime.quiescence(deadline: later()))
    #expect(runtime.isQuiescent)
    #expect(runtime.epoch >= 1, "the runtime came to rest after working")
  }

  @Test func aWaiterIsResumedWhenTheLastHopEnds() async {
    let runtime = EffectRuntime()
    runtime.willHop()
    runtime.willHop()
    #expect(!runtime.isQuiescent)
    let epoch = runtime.epoch
    async let rested = runtime.quiescence(after: epoch, deadline: later())
    runtime.didHop()
    #expect(!runtime.isQuiescent, "one action is still on its way")
    runtime.didHop()
    #expect(await rested)
    #expect(runtime.epoch == epoch + 1)
  }

  @Test func aWaitWhoseDeadlinePassedWhileBusyReturnsFalse() async {
    let runtime = EffectRuntime()
    runtime.willHop()
    let rested = await runtime.quiescence(deadline: ContinuousClock.now)
    #expect(!rested)
    #expect(!runtime.isQuiescent)
    runtime.didHop()
    #expect(runtime.isQuiescent)
  }

  @Test func suspensionsAreParkedUnderTheEffectTheyBelongTo() {
    let runtime = EffectRuntime()
    let sleep = EffectContext.$current.withValue(EffectContext(effect: 7, storage: nil)) {
      runtime.willSuspend(.testClock(deadline: TestClock.Instant(offset: .seconds(1))))
    }
    let never = EffectContext.$current.withValue(EffectContext(effect: 7, storage: nil)) {
      runtime.willSuspend(.never)
    }
    _ = runtime.willSuspend(.never)
    #expect(runtime.isQuiescent, "parked effects cannot move by themselves")
    #expect(
      Array(runtime.parkedEffects.keys) == [7], "a suspension outside any effect is not listed")
    #expect(
      runtime.parkedEffects[7]?.map(\.description) == [
        "a TestClock sleep until 1.0 seconds", SuspensionReason.never.description,
      ])

    runtime.willResume(sleep)
    #expect(!runtime.isQuiescent, "a woken sleeper has work to do")
    runtime.didResume(sleep)
    #expect(runtime.isQuiescent)
    #expect(runtime.epoch == 1)
    #expect(runtime.parkedEffects[7]?.count == 1)
    runtime.willResume(never)
    runtime.didResume(never)
    #expect(runtime.parkedEffects.isEmpty)
    #expect(runtime.isQuiescent)
  }

  @Test func everyWakeUpIsReportedToOnWake() {
    let wakes = LockIsolated(0)
    let runtime = EffectRuntime(onWake: { wakes.withValue { $0 += 1 } })
    let first = runtime.willSuspend(.never)
    let second = runtime.willSuspend(.never)
    runtime.willResume(first)
    runtime.willResume(second)
    runtime.didResume(first)
    runtime.didResume(second)
    #expect(wakes.value == 2)
    #expect(runtime.isQuiescent)
  }

  // MARK: Deciding whether anything can still change

  @Test func aRuntimeAtRestWithEveryLiveEffectParkedIsStuck() {
    let runtime = EffectRuntime()
    let registry = EffectRegistry()
    #expect(isStuck(runtime: runtime, registry: registry), "nothing runs: nothing can change")
    let effect = registry.register(action: "start", fileID: #fileID, line: #line, cancelIDs: [])
    #expect(
      !isStuck(runtime: runtime, registry: registry),
      "a live effect that is not parked may still act")
    let token = EffectContext.$current.withValue(EffectContext(effect: effect, storage: nil)) {
      runtime.willSuspend(.never)
    }
    #expect(isStuck(runtime: runtime, registry: registry))
    runtime.willResume(token)
    #expect(
      !isStuck(runtime: runtime, registry: registry), "a woken suspension is work in progress")
    runtime.didResume(token)
  }
}
