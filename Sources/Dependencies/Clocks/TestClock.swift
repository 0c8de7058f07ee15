import Synchronization

/// A clock whose time moves only when a test says so.
///
/// Semantics match swift-clocks' `TestClock`, which TCA tests rely on: a sleep until a deadline *before* `now`
/// returns at once; a deadline equal to `now` (`sleep(for: .zero)`) suspends until the next `advance`. Sleepers
/// wake in deadline order (ties in the order they started sleeping).
///
/// ```swift
/// let clock = TestClock()
/// let store = TestStore(initialState: Search.State()) { Search() } withDependencies: {
///   $0.continuousClock = clock
/// }
/// await store.send(.queryChanged("S")) { $0.query = "S" }
/// await clock.advance(by: .milliseconds(300))
/// ```
///
/// `advance` wakes one sleeper at a time and, when the sleeper belongs to a store's effect runtime (a `TestStore`
/// or the demo runner, whatever clock the effect found), waits until that runtime is quiescent before looking
/// for the next: a timer that sleeps again is woken again within the same `advance`, and a 1-hour advance over a
/// 1-second timer delivers exactly 3,600 ticks, however busy the machine is.
///
/// > Important: tasks you start yourself, outside a store's effects, are not part of any runtime: for them,
/// > "ran to its next suspension" is a best effort (`advance` waits until the woken task resumed, then yields a
/// > few times). Run them on one serial `TaskExecutor` and wait until they sleep (``sleeperCount``).
public final class TestClock: Clock, Sendable {
  /// A point in the test clock's time: the duration since the clock was created.
  public struct Instant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
    /// Time since the clock started.
    public let offset: Duration

    /// An instant `offset` after the start.
    public init(offset: Duration = .zero) { self.offset = offset }

    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    public func duration(to other: Instant) -> Duration { other.offset - offset }

    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }

    public var description: String { "TestClock.Instant(\(offset))" }
  }

  private let state: Lock<TestClockState>

  /// A clock starting at `now` (zero by default).
  public init(now: Instant = Instant()) {
    self.state = Lock(TestClockState(now: now))
  }

  /// The current instant.
  public var now: Instant { state.withLock { $0.now } }

  /// Zero: the test clock resolves every duration exactly.
  public var minimumResolution: Duration { .zero }

  /// The number of tasks sleeping on this clock now.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// The deadlines of the tasks sleeping on this clock now, earliest first.
  public var pendingDeadlines: [Instant] { state.withLock { $0.sleepers.map(\.deadline).sorted() } }

  /// Suspends until the clock reaches `deadline`; throws `CancellationError` if the task is cancelled first.
  ///
  /// A deadline before `now` returns at once; a deadline equal to `now` waits for the next `advance`.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let observer = SuspensionTracking.observer
    let id = state.withLock { $0.reserveID() }
    // Told before the clock can wake it, so the runtime never misses a wake-up; closed after it runs again.
    let token = observer?.willSuspend(.testClock(deadline: deadline))
    defer {
      if let token { observer?.didResume(token) }
      state.withLock { $0.didResume(id) }
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let outcome = state.withLock {
          $0.suspend(
            TestClockState.Sleeper(
              id: id, deadline: deadline, continuation: continuation,
              observer: observer.map { TestClockState.WeakObserver(value: $0) }, token: token))
        }
        switch outcome {
        case .wait: break
        case .resume: continuation.resume()
        case .cancel: continuation.resume(throwing: CancellationError())
        }
      }
    } onCancel: {
      guard let sleeper = state.withLock({ $0.cancel(id) }) else { return }
      if let token = sleeper.token { sleeper.observer?.value?.willResume(token) }
      sleeper.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward by `duration`, waking every sleeper whose deadline passes, in deadline order.
  public func advance(
    by duration: Duration = .zero, isolation: isolated (any Actor)? = #isolation
  ) async {
    await advance(to: now.advanced(by: duration), isolation: isolation)
  }

  /// Moves time forward to `deadline`, waking every sleeper whose deadline passes, in deadline order, and letting
  /// each one's runtime come to rest before the next wakes.
  ///
  /// A sleep that begins while sleepers are still being woken is woken too if its deadline is not after
  /// `deadline`. One that begins after the last wake finds `now` at `deadline`: it returns at once if its deadline
  /// is before, and waits for the next advance if it is `deadline` itself. Going backwards is a no-op.
  public func advance(to deadline: Instant, isolation: isolated (any Actor)? = #isolation) async {
    await settleObservers(isolation: isolation)
    while let next = state.withLock({ $0.advanceStep(to: deadline) }) {
      if let observer = next.observer?.value, let token = next.token {
        observer.willResume(token)
        next.continuation.resume()
        await observer.settle(isolation: isolation)
      } else {
        next.continuation.resume()
        await waitForForeignSleeper(next.id, isolation: isolation)
      }
    }
    await settleObservers(isolation: isolation)
  }

  /// Runs the clock until no sleeper is left, waking each in deadline order.
  public func run(isolation: isolated (any Actor)? = #isolation) async {
    while let last = state.withLock({ $0.latestDeadline }) {
      await advance(to: last, isolation: isolation)
    }
  }

  /// Runs the clock until no sleeper is left, as ``run(isolation:)`` does, but never more than `timeout` of the clock's time:
  /// a sleeper still waiting after that is a reported issue (a test failure in tests).
  ///
  /// Use it where a feature's effects should all end by themselves, so that a timer that is never cancelled fails
  /// the test instead of running it forever:
  ///
  /// ```swift
  /// await store.send(.startTapped)
  /// await clock.run(timeout: .seconds(60))
  /// ```
  ///
  /// The timeout is measured on this clock, from `now` when `run` starts; no real time passes. The clock first
  /// runs every sleeper due within the timeout (also those that begin sleeping meanwhile), then, if some are left,
  /// stops at `now + timeout` and reports how many remain and when the next is due.
  ///
  /// - Parameters:
  ///   - timeout: how far the clock may move before sleepers left over are reported.
  ///   - fileID: the file the report points to; the caller's by default.
  ///   - filePath: the file's full path, for test frameworks.
  ///   - line: the line the report points to.
  ///   - column: the column the report points to.
  public func run(
    timeout: Duration,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let limit = now.advanced(by: timeout)
    while let range = state.withLock({ $0.deadlineRange }), range.earliest <= limit {
      await advance(to: min(range.latest, limit))
    }
    guard let earliest = state.withLock({ $0.deadlineRange })?.earliest else { return }
    let count = sleeperCount
    reportIssue(
      """
      TestClock.run(timeout: \(timeout)) moved the clock \(timeout) and \(count) \
      \(count == 1 ? "sleeper is" : "sleepers are") still waiting, the next until \(earliest.offset). \
      An effect that never ends (a timer nobody cancels) keeps the clock running: cancel it in the test, or \
      give the run a longer timeout.
      """,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Registers `observer`, the effect runtime of a store whose dependencies hold this clock, before any of its
  /// effects slept: each `advance` first lets it come to rest, so an effect started just before (a plain `Store`'s
  /// `send`, not awaited) has reached its sleep by the time the clock looks for sleepers. Held weakly.
  package func register(_ observer: any SuspensionObserver) {
    state.withLock { $0.addObserver(observer) }
  }

  /// Lets every runtime whose effects slept on this clock (or that was registered) come to rest.
  private func settleObservers(isolation: isolated (any Actor)?) async {
    for observer in state.withLock({ $0.liveObservers() }) {
      await observer.settle(isolation: isolation)
    }
  }

  /// Best effort for a sleeper outside any runtime: wait until it resumed, then give it a few turns.
  private func waitForForeignSleeper(_ id: UInt64, isolation: isolated (any Actor)?) async {
    var turns = 0
    while state.withLock({ $0.isResuming(id) }), turns < 10_000 {
      await Task.yield()
      turns += 1
    }
    for _ in 0..<16 { await Task.yield() }
  }
}
