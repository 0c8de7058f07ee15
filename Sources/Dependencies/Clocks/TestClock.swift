import Synchronization

/// A clock whose time moves only when a test says so.
///
/// Sleepers wake in deadline order (ties in the order they started sleeping). `advance` wakes every sleeper whose
/// deadline it passes, one at a time, and lets each one run to its next suspension before looking for the next: a
/// timer that sleeps again is woken again within the same `advance`.
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
/// Used with a `TestStore`, waking a sleeper waits until the store's effects have settled (all of their work done
/// or suspended on this clock or on the store), so what the sleeper sends is ready to `receive`.
///
/// > Important: for tasks you start yourself, "run to its next suspension" is a best effort: `advance` yields a
/// > few times for the woken task, which a task on the concurrent pool, preempted on a busy machine, can outlast.
/// > Wait until your tasks sleep (``sleeperCount``) before advancing; when a test depends on what a woken task
/// > does before the next wakes, run the test and its tasks on one serial `TaskExecutor`.
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

  private struct Sleeper {
    let id: UInt64
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now: Instant
    var nextID: UInt64 = 0
    var sleepers: [Sleeper] = []
    var cancelledEarly: Set<UInt64> = []
    var awakened: Set<UInt64> = []
    var registrations: UInt64 = 0
    var settlers: [UInt64: @Sendable () async -> Void] = [:]
  }

  private let state: Mutex<State>

  /// A clock starting at `now` (zero by default).
  public init(now: Instant = Instant()) {
    self.state = Mutex(State(now: now))
  }

  /// The current instant.
  public var now: Instant { state.withLock { $0.now } }

  /// Zero: the test clock resolves every duration exactly.
  public var minimumResolution: Duration { .zero }

  /// The number of tasks sleeping on this clock now.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// Suspends until the clock reaches `deadline`; throws `CancellationError` if the task is cancelled first.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = state.withLock { state -> UInt64 in
      defer { state.nextID += 1 }
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        enum Outcome { case wait, resume, cancel }
        let outcome = state.withLock { state -> Outcome in
          if state.cancelledEarly.remove(id) != nil { return .cancel }
          if deadline <= state.now { return .resume }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          state.registrations &+= 1
          return .wait
        }
        switch outcome {
        case .wait: break
        case .resume: continuation.resume()
        case .cancel: continuation.resume(throwing: CancellationError())
        }
      }
    } onCancel: {
      let continuation = state.withLock { state -> CheckedContinuation<Void, any Error>? in
        if let index = state.sleepers.firstIndex(where: { $0.id == id }) {
          return state.sleepers.remove(at: index).continuation
        }
        state.cancelledEarly.insert(id)
        return nil
      }
      continuation?.resume(throwing: CancellationError())
    }
    state.withLock { state in
      _ = state.awakened.remove(id)
      state.cancelledEarly.remove(id)
    }
  }

  /// Moves time forward by `duration`, waking every sleeper whose deadline passes, in deadline order.
  public func advance(by duration: Duration = .zero) async {
    await advance(to: now.advanced(by: duration))
  }

  /// Moves time forward to `deadline`, waking every sleeper whose deadline passes, in deadline order.
  ///
  /// Going backwards is a no-op.
  public func advance(to deadline: Instant) async {
    await settle()
    while true {
      let next = state.withLock { state -> Sleeper? in
        guard
          let index = state.sleepers.indices.min(by: {
            (state.sleepers[$0].deadline, state.sleepers[$0].id)
              < (state.sleepers[$1].deadline, state.sleepers[$1].id)
          }),
          state.sleepers[index].deadline <= deadline
        else { return nil }
        let sleeper = state.sleepers.remove(at: index)
        if sleeper.deadline > state.now { state.now = sleeper.deadline }
        state.awakened.insert(sleeper.id)
        return sleeper
      }
      guard let next else { break }
      next.continuation.resume()
      await settle()
    }
    state.withLock { state in
      if deadline > state.now { state.now = deadline }
    }
    await settle()
  }

  /// Runs the clock until no sleeper is left, waking each in deadline order.
  public func run() async {
    while let last = state.withLock({ $0.sleepers.map(\.deadline).max() }) {
      await advance(to: last)
    }
  }

  /// Registers work that brings the clock's users to rest; `TestStore` uses it. Returns a token for removal.
  package func addSettler(_ settle: @escaping @Sendable () async -> Void) -> UInt64 {
    state.withLock { state in
      defer { state.nextID += 1 }
      state.settlers[state.nextID] = settle
      return state.nextID
    }
  }

  /// Removes a settler added with ``addSettler(_:)``.
  package func removeSettler(_ token: UInt64) {
    state.withLock { _ = $0.settlers.removeValue(forKey: token) }
  }

  /// Lets woken sleepers run: waits until each has resumed, then runs registered settlers (or yields a little,
  /// so a sleeper that sleeps again has registered before the next deadline is looked for).
  private func settle() async {
    for _ in 0..<10_000 {
      if state.withLock({ $0.awakened.isEmpty }) { break }
      await Task.yield()
    }
    let settlers = state.withLock { Array($0.settlers.values) }
    if settlers.isEmpty {
      var quietRounds = 0
      var lastRegistrations = state.withLock { $0.registrations }
      while quietRounds < 16 {
        await Task.yield()
        let registrations = state.withLock { $0.registrations }
        quietRounds = registrations == lastRegistrations ? quietRounds + 1 : 0
        lastRegistrations = registrations
      }
    } else {
      for settle in settlers { await settle() }
    }
  }
}
