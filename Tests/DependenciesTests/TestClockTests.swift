import Dependencies
import Testing

/// What a woken sleeper saw: which sleeper it was and the clock's `now` when it woke.
private struct Wake: Equatable, Sendable, CustomStringConvertible {
  let label: Int
  let now: Duration
  var description: String { "\(label)@\(now)" }
}

/// Starts tasks that sleep on a clock and record waking, one at a time so their start order is
/// fixed.
private struct Sleepers {
  let clock = TestClock()
  let executor: SerialTestExecutor
  let wakes = Log<Wake>()
  var tasks: [Task<Void, Never>] = []

  /// Starts a task sleeping until `deadline` (seconds from zero), and waits until it is registered.
  mutating func start(_ label: Int, until deadline: Int) async -> Bool {
    let clock = self.clock
    let wakes = self.wakes
    tasks.append(
      Task(executorPreference: executor) {
        do {
          try await clock.sleep(until: TestClock.Instant(offset: .seconds(deadline)))
          wakes.append(Wake(label: label, now: clock.now.offset))
        } catch {}
      })
    return await clock.waitForSleepers(tasks.count)
  }

  func finish() async {
    for task in tasks { await task.value }
  }
}

/// A debouncer: each new value cancels the pending one; a value is emitted once it stays pending
/// for `delay`.
private final class Debouncer: Sendable {
  let clock: any Clock<Duration>
  let delay: Duration
  let executor: SerialTestExecutor
  let emitted = Log<String>()
  private let pending = Lock<Task<Void, Never>?>(nil)

  init(clock: any Clock<Duration>, delay: Duration, executor: SerialTestExecutor) {
    self.clock = clock
    self.delay = delay
    self.executor = executor
  }

  func send(_ value: String) {
    let clock = self.clock
    let delay = self.delay
    let emitted = self.emitted
    let task = Task(executorPreference: executor) {
      do {
        try await clock.sleep(for: delay)
        emitted.append(value)
      } catch {}
    }
    pending.withLock { pending in
      pending?.cancel()
      pending = task
    }
  }

  func finish() async {
    await pending.withLock { $0 }?.value
  }
}

/// The timing scenarios, each returning what it observed (nil if its tasks never started sleeping),
/// so a test can assert on one run or repeat it.
private enum ClockScenario {
  /// Sleepers started with deadlines 3 s, 1 s, 2 s, then one `advance(by: 3 s)`.
  static func deadlineOrder() async -> [Wake]? {
    await withSerialExecutor { executor in
      var sleepers = Sleepers(executor: executor)
      for (label, deadline) in [(3, 3), (1, 1), (2, 2)] {
        guard await sleepers.start(label, until: deadline) else { return nil }
      }
      await sleepers.clock.advance(by: .seconds(3))
      let wakes = sleepers.wakes.values
      await sleepers.finish()
      return wakes
    }
  }

  /// Five sleepers with the same deadline, started in order 0…4.
  static func tieOrder() async -> [Int]? {
    await withSerialExecutor { executor in
      var sleepers = Sleepers(executor: executor)
      for label in 0..<5 {
        guard await sleepers.start(label, until: 1) else { return nil }
      }
      await sleepers.clock.advance(to: TestClock.Instant(offset: .seconds(1)))
      let order = sleepers.wakes.values.map(\.label)
      await sleepers.finish()
      return order
    }
  }

  /// A timer sleeping `interval` up to `fires` times; returns the ticks seen during one advance,
  /// and `now`.
  static func timer(
    fires: Int, interval: Duration, advanceBy: Duration
  ) async -> (ticks: [Duration], now: Duration)? {
    await withSerialExecutor { executor in
      let clock = TestClock()
      let ticks = Log<Duration>()
      let task = Task(executorPreference: executor) {
        for _ in 0..<fires {
          do { try await clock.sleep(for: interval) } catch { return }
          ticks.append(clock.now.offset)
        }
      }
      guard await clock.waitForSleepers(1) else { return nil }
      await clock.advance(by: advanceBy)
      let seen = ticks.values
      task.cancel()
      await task.value
      return (seen, clock.now.offset)
    }
  }

  /// Types "s", "sw", "swi" 100 ms apart into a 300 ms debouncer, then lets the last one settle.
  static func debounce() async -> [String]? {
    await withSerialExecutor { executor in
      let clock = TestClock()
      let debouncer = Debouncer(clock: clock, delay: .milliseconds(300), executor: executor)
      for query in ["s", "sw", "swi"] {
        debouncer.send(query)
        guard await clock.waitForSleepers(1) else { return nil }
        await clock.advance(by: .milliseconds(100))
        guard debouncer.emitted.values.isEmpty, clock.sleeperCount == 1 else {
          return debouncer.emitted.values
        }
      }
      await clock.advance(by: .milliseconds(199))
      guard debouncer.emitted.values.isEmpty else { return debouncer.emitted.values }
      await clock.advance(by: .milliseconds(1))
      let emitted = debouncer.emitted.values
      await debouncer.finish()
      return emitted
    }
  }
}

@Suite struct TestClockTests {
  private static let expectedWakes = [
    Wake(label: 1, now: .seconds(1)), Wake(label: 2, now: .seconds(2)),
    Wake(label: 3, now: .seconds(3)),
  ]

  @Test func nowStartsAtZeroAndMovesOnlyWhenAdvanced() async {
    let clock = TestClock()
    #expect(clock.now == TestClock.Instant())
    await clock.advance(by: .seconds(5))
    #expect(clock.now.offset == .seconds(5))
    await clock.advance(to: TestClock.Instant(offset: .seconds(7)))
    #expect(clock.now.offset == .seconds(7))
    await clock.advance()
    #expect(clock.now.offset == .seconds(7))
  }

  @Test func advancingToThePastIsANoOp() async {
    let clock = TestClock(now: TestClock.Instant(offset: .seconds(10)))
    await clock.advance(to: TestClock.Instant(offset: .seconds(4)))
    #expect(clock.now.offset == .seconds(10))
    await clock.advance(by: .seconds(-3))
    #expect(clock.now.offset == .seconds(10))
  }

  @Test func instantsCompareAndMeasure() {
    let start = TestClock.Instant()
    let later = start.advanced(by: .milliseconds(1_500))
    #expect(start < later)
    #expect(start.duration(to: later) == .milliseconds(1_500))
    #expect(later.duration(to: start) == .milliseconds(-1_500))
    #expect(later.description == "TestClock.Instant(1.5 seconds)")
    #expect(TestClock().minimumResolution == .zero)
  }

  @Test func advanceWakesSleepersInDeadlineOrder() async throws {
    let wakes = try #require(await ClockScenario.deadlineOrder())
    #expect(wakes == Self.expectedWakes)
  }

  @Test func sleepersWithTheSameDeadlineWakeInStartOrder() async throws {
    let order = try #require(await ClockScenario.tieOrder())
    #expect(order == [0, 1, 2, 3, 4])
  }

  @Test func advanceWakesOnlyTheDeadlinesItReaches() async {
    await withSerialExecutor { executor in
      var sleepers = Sleepers(executor: executor)
      for deadline in [1, 2, 3] {
        #expect(await sleepers.start(deadline, until: deadline))
      }
      await sleepers.clock.advance(by: .seconds(2))
      #expect(sleepers.wakes.values.map(\.label) == [1, 2])
      #expect(sleepers.clock.sleeperCount == 1)
      #expect(sleepers.clock.now.offset == .seconds(2))
      await sleepers.clock.advance(by: .milliseconds(999))
      #expect(sleepers.clock.sleeperCount == 1)
      await sleepers.clock.advance(by: .milliseconds(1))
      #expect(sleepers.wakes.values.map(\.label) == [1, 2, 3])
      #expect(sleepers.clock.sleeperCount == 0)
      await sleepers.finish()
    }
  }

  @Test func repeatingTimerFiresOncePerIntervalInOneAdvance() async throws {
    let (ticks, now) = try #require(
      await ClockScenario.timer(fires: 10, interval: .seconds(1), advanceBy: .seconds(10)))
    #expect(ticks == (1...10).map { .seconds($0) })
    #expect(now == .seconds(10))
  }

  @Test func repeatingTimerStopsAtTheAdvanceTarget() async throws {
    let (ticks, now) = try #require(
      await ClockScenario.timer(fires: 100, interval: .seconds(3), advanceBy: .seconds(10)))
    #expect(ticks == [.seconds(3), .seconds(6), .seconds(9)])
    #expect(now == .seconds(10))
  }

  @Test func runWakesEverySleeperAndEndsAtTheLastDeadline() async {
    await withSerialExecutor { executor in
      var sleepers = Sleepers(executor: executor)
      for deadline in [10, 1, 5] {
        #expect(await sleepers.start(deadline, until: deadline))
      }
      await sleepers.clock.run()
      #expect(
        sleepers.wakes.values == [
          Wake(label: 1, now: .seconds(1)), Wake(label: 5, now: .seconds(5)),
          Wake(label: 10, now: .seconds(10)),
        ])
      #expect(sleepers.clock.now.offset == .seconds(10))
      #expect(sleepers.clock.sleeperCount == 0)
      await sleepers.finish()
    }
  }

  @Test func runFollowsSleepersThatSleepAgain() async {
    // No serial executor: `run` keeps going while anyone sleeps, however the tasks are scheduled.
    let clock = TestClock()
    let ticks = Log<Duration>()
    let task = Task {
      for _ in 0..<4 {
        try? await clock.sleep(for: .seconds(2))
        ticks.append(clock.now.offset)
      }
    }
    #expect(await clock.waitForSleepers(1))
    await clock.run()
    await task.value
    #expect(ticks.values == [.seconds(2), .seconds(4), .seconds(6), .seconds(8)])
    #expect(clock.now.offset == .seconds(8))
  }

  @Test func runWithoutSleepersReturnsAtOnce() async {
    let clock = TestClock()
    await clock.run()
    #expect(clock.now == TestClock.Instant())
  }

  @Test func cancellingASleeperThrowsAndUnregistersIt() async {
    await withSerialExecutor { executor in
      var survivors = Sleepers(executor: executor)
      let clock = survivors.clock
      #expect(await survivors.start(20, until: 20))
      let cancelled = Task(executorPreference: executor) { () -> Bool in
        do {
          try await clock.sleep(for: .seconds(10))
          return false
        } catch {
          return error is CancellationError
        }
      }
      #expect(await clock.waitForSleepers(2))
      cancelled.cancel()
      #expect(await cancelled.value)
      #expect(clock.sleeperCount == 1)
      await clock.advance(by: .seconds(20))
      #expect(survivors.wakes.values == [Wake(label: 20, now: .seconds(20))])
      await survivors.finish()
    }
  }

  @Test func sleepingInACancelledTaskThrowsWithoutRegistering() async {
    let clock = TestClock()
    let task = Task { () -> Bool in
      withUnsafeCurrentTask { $0?.cancel() }
      do {
        try await clock.sleep(for: .seconds(1))
        return false
      } catch {
        return error is CancellationError
      }
    }
    #expect(await task.value)
    #expect(clock.sleeperCount == 0)
  }

  @Test
  func sleepingUntilAPastDeadlineReturnsAtOnce() async throws {
    let clock = TestClock(now: TestClock.Instant(offset: .seconds(5)))
    try await clock.sleep(until: TestClock.Instant(offset: .seconds(2)))
    #expect(clock.sleeperCount == 0)
    #expect(clock.now.offset == .seconds(5))
  }

  /// Regression: `sleep(for: .zero)` returned at once; swift-clocks' TestClock (which TCA tests rely on) waits
  /// for the next `advance`, and only a deadline in the past returns at once.
  @Test
  func sleepForZeroSuspendsUntilTheNextAdvance() async throws {
    let clock = TestClock(now: TestClock.Instant(offset: .seconds(5)))
    let woke = Log<String>()
    let task = Task {
      try await clock.sleep(for: .zero)
      woke.append("zero")
    }
    #expect(await clock.waitForSleepers(1))
    #expect(woke.values.isEmpty)
    await clock.advance()
    try await task.value
    #expect(woke.values == ["zero"])
    #expect(clock.now.offset == .seconds(5))
  }

  @Test func debouncedValueIsEmittedOnceInputSettles() async throws {
    let emitted = try #require(await ClockScenario.debounce())
    #expect(emitted == ["swi"])
  }

  @Test func timingScenariosAreStableOver200Runs() async {
    for run in 1...200 {
      let wakes = await ClockScenario.deadlineOrder()
      let ties = await ClockScenario.tieOrder()
      let timer = await ClockScenario.timer(
        fires: 10, interval: .seconds(1), advanceBy: .seconds(10))
      let debounced = await ClockScenario.debounce()
      let stable =
        wakes == Self.expectedWakes && ties == [0, 1, 2, 3, 4]
        && timer?.ticks.count == 10 && timer?.now == .seconds(10) && debounced == ["swi"]
      #expect(
        stable,
        """
        run \(run): wakes \(String(describing: wakes)), ties \(String(describing: ties)), \
        timer \(String(describing: timer)), debounced \(String(describing: debounced))
        """)
      if !stable { break }
    }
  }
}
