extension Clock where Duration == Swift.Duration {
  /// A sequence that ticks every `interval` on this clock, until the task iterating it is cancelled.
  ///
  /// Use it instead of a sleep loop in an effect. Its type does not depend on the clock, so it works on the
  /// `any Clock<Duration>` that `@Dependency(\.continuousClock)` gives:
  ///
  /// ```swift
  /// @Dependency(\.continuousClock) var clock
  ///
  /// return .run { send in
  ///   for await _ in clock.timer(interval: .seconds(1)) {
  ///     await send(.timerTicked)
  ///   }
  /// }
  /// .cancellable(id: CancelID.timer, cancelInFlight: true)
  /// ```
  ///
  /// Ticks are scheduled from the instant iteration starts (tick *n* at start + *n* × `interval`), so they do not
  /// drift, and on a `TestClock` they are exact: advancing one hour over a one-second timer yields exactly 3,600
  /// ticks. Each element is the tick's scheduled time since the start (`interval`, 2 × `interval`, …).
  ///
  /// The sequence does not throw: when the iterating task is cancelled (even in the middle of a wait), it ends.
  /// An `interval` that is not positive is a reported issue, and the sequence ends at once.
  ///
  /// - Parameters:
  ///   - interval: the time between ticks; must be positive.
  ///   - fileID: the file ID reported with an issue; the caller's by default.
  ///   - filePath: the file path reported with an issue; the caller's by default.
  ///   - line: the line reported with an issue; the caller's by default.
  ///   - column: the column reported with an issue; the caller's by default.
  public func timer(
    interval: Swift.Duration,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> ClockTimer {
    guard interval > .zero else {
      reportIssue(
        "clock.timer(interval: \(interval)): the interval must be positive; the timer ends without ticking.",
        fileID: fileID, filePath: filePath, line: line, column: column)
      return ClockTimer(interval: interval, start: nil)
    }
    return ClockTimer(interval: interval) {
      let start = self.now
      return { tick in
        try await self.sleep(until: start.advanced(by: interval * tick), tolerance: nil)
      }
    }
  }
}

/// The ticks of ``_Concurrency/Clock/timer(interval:fileID:filePath:line:column:)``: a non-throwing `AsyncSequence` of the
/// time each tick was scheduled for, counted from the start.
public struct ClockTimer: AsyncSequence, Sendable {
  public typealias Element = Duration
  public typealias Failure = Never

  /// Sleeps until the given tick; made when iteration starts, so the start instant is read then.
  typealias Sleeper = @Sendable (_ tick: Int) async throws -> Void

  let interval: Duration
  /// Makes the sleeper of one iteration; nil for a timer that never ticks.
  let start: (@Sendable () -> Sleeper)?

  init(interval: Duration, start: (@Sendable () -> Sleeper)?) {
    self.interval = interval
    self.start = start
  }

  public func makeAsyncIterator() -> Iterator {
    Iterator(interval: interval, sleeper: start?())
  }

  /// Iterates a ``ClockTimer``: each `next()` waits for the next tick; nil once the task is cancelled.
  public struct Iterator: AsyncIteratorProtocol, Sendable {
    public typealias Element = Duration
    public typealias Failure = Never

    let interval: Duration
    /// Nil once the timer ended (cancelled, or never started).
    var sleeper: Sleeper?
    var tick = 0

    init(interval: Duration, sleeper: Sleeper?) {
      self.interval = interval
      self.sleeper = sleeper
    }

    /// Waits for the next tick and returns its time since the start; nil when the task is cancelled.
    public mutating func next() async -> Duration? {
      guard let sleeper else { return nil }
      tick += 1
      do {
        try await sleeper(tick)
      } catch {
        self.sleeper = nil
        return nil
      }
      if Task.isCancelled {
        self.sleeper = nil
        return nil
      }
      return interval * tick
    }

    /// Waits for the next tick and returns its time since the start; nil when the task is cancelled.
    public mutating func next(isolation actor: isolated (any Actor)?) async -> Duration? {
      await next()
    }
  }
}
