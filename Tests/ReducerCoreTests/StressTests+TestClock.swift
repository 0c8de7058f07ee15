import Dependencies
import Testing

extension StressTests {
  /// The test clock under a thousand sleepers: each wakes once, in deadline order.
  @Suite struct TestClockSleepers {
    @Test func testClockWakesSleepersOnceInDeadlineOrder() async {
      let sleeperCount = 1_000
      var generator = SplitMix64(seed: 0x5EED_C10C)
      let deadlines = (0..<sleeperCount).map { _ in
        TestClock.Instant(offset: .milliseconds(Int.random(in: 1...500, using: &generator)))
      }
      let clock = TestClock()
      let woken = WakeLog()
      await withSleepers(until: deadlines, on: clock, recordingIn: woken) {

        // Step through every distinct deadline: each step wakes exactly the sleepers due by then,
        // and none that are due later.
        var due = 0
        for deadline in Set(deadlines).sorted(by: <) {
          await clock.advance(to: deadline)
          due += deadlines.count { $0 == deadline }
          let dueNow = due
          #expect(await waitUntil { woken.count >= dueNow })
          #expect(woken.count == due)
          #expect(woken.indices.allSatisfy { deadlines[$0] <= deadline })
        }
      }

      #expect(woken.count == sleeperCount)
      #expect(Set(woken.indices).count == sleeperCount)
      #expect(woken.failures == 0)
      #expect(woken.wakeTimes.allSatisfy { index, now in now >= deadlines[index] })
      #expect(clock.sleeperCount == 0)
    }

    @Test func testClockRunWakesEverySleeperExactlyOnce() async {
      let sleeperCount = 1_000
      var generator = SplitMix64(seed: 42)
      let deadlines = (0..<sleeperCount).map { _ in
        TestClock.Instant(offset: .microseconds(Int.random(in: 1...1_000_000, using: &generator)))
      }
      let clock = TestClock()
      let woken = WakeLog()
      await withSleepers(until: deadlines, on: clock, recordingIn: woken) {
        await clock.run()
      }

      #expect(woken.count == sleeperCount)
      #expect(Set(woken.indices).count == sleeperCount)
      #expect(woken.failures == 0)
      #expect(clock.now == deadlines.max())
      #expect(clock.sleeperCount == 0)
    }
  }
}

// MARK: - Probes

/// Puts one sleeper per deadline on `clock`, each recording its wake-up (or its failure) in `woken`, runs `drive`
/// once all of them sleep, then waits for every sleeper to end.
private func withSleepers(
  until deadlines: [TestClock.Instant], on clock: TestClock, recordingIn woken: WakeLog,
  _ drive: () async -> Void
) async {
  await withTaskGroup(of: Void.self) { group in
    for (index, deadline) in deadlines.enumerated() {
      group.addTask {
        do {
          try await clock.sleep(until: deadline)
          woken.record(index, at: clock.now)
        } catch {
          woken.recordFailure()
        }
      }
    }
    #expect(await waitUntil { clock.sleeperCount == deadlines.count })
    await drive()
    await group.waitForAll()
  }
}

/// Which sleepers woke, in the order they reported, and the clock's time when they did.
private final class WakeLog: Sendable {
  private let state = Lock((wakes: [(index: Int, now: TestClock.Instant)](), failures: 0))

  var count: Int { state.withLock { $0.wakes.count } }
  var indices: [Int] { state.withLock { $0.wakes.map(\.index) } }
  var wakeTimes: [(index: Int, now: TestClock.Instant)] { state.withLock { $0.wakes } }
  var failures: Int { state.withLock { $0.failures } }

  func record(_ index: Int, at now: TestClock.Instant) {
    state.withLock { $0.wakes.append((index, now)) }
  }

  func recordFailure() {
    state.withLock { $0.failures += 1 }
  }
}

/// A small seeded generator (SplitMix64), so "random" deadlines are the same on every run.
private struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

/// Yields until `condition` holds, giving up after a generous number of rounds.
private func waitUntil(
  rounds: Int = 1_000_000, _ condition: @Sendable () -> Bool
) async -> Bool {
  for _ in 0..<rounds {
    if condition() { return true }
    await Task.yield()
  }
  return condition()
}
