import Dependencies
import ReducerRuntime
import Testing

/// A wait on the runtime's own work follows it for as long as it makes progress: how long the work takes (how busy
/// the machine is, how many other tests share the main queue) never ends the wait. Only a runaway loop or a runtime
/// that stops changing does.
@MainActor
@Suite struct EffectRuntimeRestTests {
  /// Starts a task on `runtime` that yields `count` times, as an effect that works in many small steps.
  private func startYielding(_ count: Int, on runtime: EffectRuntime) -> Task<Void, Never> {
    Task(executorPreference: runtime) {
      for _ in 0..<count { await Task.yield() }
    }
  }

  /// Regression: a busy runtime was given up on once the wall-clock bound passed, however much it was still
  /// doing. In a parallel `swift test` under load, effects whose jobs waited behind other tests' main-queue work
  /// crossed the 60 s bound ("Effects kept running for 60 seconds without suspending"). A 1 ms bound here stands
  /// for that: the work takes longer, and keeps changing, so the wait follows it to its rest.
  @Test func aBusyRuntimeThatKeepsMakingProgressIsWaitedForPastItsBusyLimit() async {
    let runtime = EffectRuntime()
    let registry = EffectRegistry()
    let work = startYielding(20_000, on: runtime)

    let outcome = await waitForEffects(
      runtime: runtime, registry: registry, timeout: .milliseconds(1), busyLimit: .milliseconds(1),
      until: { runtime.isQuiescent })

    #expect(outcome == .done)
    #expect(runtime.isQuiescent)
    await work.value
  }

  /// The same through `rest`: it returns only at quiescence while the runtime keeps changing.
  @Test func restFollowsProgressPastItsStallLimit() async {
    let runtime = EffectRuntime()
    let before = runtime.statistics.jobs
    let work = startYielding(20_000, on: runtime)

    let rested = await runtime.rest(stallLimit: .milliseconds(1))

    #expect(rested)
    #expect(runtime.isQuiescent)
    #expect(runtime.statistics.jobs - before > 20_000)
    await work.value
  }

  /// A loop that never rests is given up on after its job limit (``runawayJobLimit`` by default): a count, so the
  /// verdict does not depend on how fast the jobs run.
  @Test func aLoopThatNeverRestsIsGivenUpOnAfterTheJobLimit() async {
    let runtime = EffectRuntime()
    let before = runtime.statistics.jobs
    let work = Task(executorPreference: runtime) {
      while !Task.isCancelled { await Task.yield() }
    }

    let rested = await runtime.rest(stallLimit: .seconds(3_600), jobLimit: 10_000)

    #expect(!rested)
    #expect(runtime.statistics.jobs - before >= 10_000)
    work.cancel()
    await work.value
  }

  /// The runtime's give-up bounds are its own (``RuntimeLimits``), injected when it is made: a settle (what a
  /// `TestClock` advance does) of a loop that never rests gives up after the runtime's job limit, so a test of the
  /// bound takes milliseconds instead of 1,000,000 jobs (39–66 s of a busy loop).
  @Test func aRuntimeMadeWithSmallLimitsGivesUpOnARunawayLoopAfterThem() async {
    let runtime = EffectRuntime(limits: RuntimeLimits(stall: .seconds(3_600), jobs: 2_000))
    let before = runtime.statistics.jobs
    let work = Task(executorPreference: runtime) {
      while !Task.isCancelled { await Task.yield() }
    }

    await withKnownIssue {
      await runtime.settle(isolation: MainActor.shared)
    } matching: {
      $0.description.contains("they ran 2000 jobs without resting")
    }

    #expect(runtime.statistics.jobs - before >= 2_000)
    #expect(runtime.statistics.jobs - before < 1_000_000)
    work.cancel()
    await work.value
  }

  @Test func aRuntimeUsesTheStandardLimitsUnlessGivenOthers() {
    #expect(EffectRuntime().limits == .standard)
    #expect(RuntimeLimits.standard == RuntimeLimits(stall: .seconds(60), jobs: 1_000_000))
  }
}
