/// The state of a ``TestClock`` as a pure value: time, sleepers, and the runtimes they belong to. The clock holds
/// it under a lock and resumes continuations only after releasing it.
struct TestClockState {
  /// A suspended `sleep`.
  struct Sleeper {
    let id: UInt64
    let deadline: TestClock.Instant
    let continuation: CheckedContinuation<Void, any Error>
    /// The runtime of the sleeping task, if it runs inside one.
    let observer: WeakObserver?
    /// The suspension's token in that runtime.
    let token: UInt64?
  }

  /// A runtime the clock must not keep alive.
  struct WeakObserver {
    weak var value: (any SuspensionObserver)?
  }

  /// What `sleep` must do with its continuation.
  enum SuspendOutcome {
    /// It was stored; `advance` (or cancellation) resumes it.
    case wait
    /// The deadline has passed: resume now.
    case resume
    /// The task was cancelled before it suspended: throw.
    case cancel
  }

  var now: TestClock.Instant
  private var nextID: UInt64 = 0
  private(set) var sleepers: [Sleeper] = []
  private var cancelledEarly: Set<UInt64> = []
  /// Woken sleepers outside any runtime that have not run again.
  private var resuming: Set<UInt64> = []
  private var observers: [ObjectIdentifier: WeakObserver] = [:]

  init(now: TestClock.Instant) {
    self.now = now
  }

  mutating func reserveID() -> UInt64 {
    defer { nextID &+= 1 }
    return nextID
  }

  /// Stores `sleeper` unless its deadline already passed or its task was cancelled.
  mutating func suspend(_ sleeper: Sleeper) -> SuspendOutcome {
    if cancelledEarly.remove(sleeper.id) != nil { return .cancel }
    if sleeper.deadline < now { return .resume }
    sleepers.append(sleeper)
    if let observer = sleeper.observer?.value {
      observers[ObjectIdentifier(observer)] = sleeper.observer
    }
    return .wait
  }

  /// Removes the sleeper `id` for cancellation (or remembers that it must not suspend).
  mutating func cancel(_ id: UInt64) -> Sleeper? {
    if let index = sleepers.firstIndex(where: { $0.id == id }) {
      return sleepers.remove(at: index)
    }
    cancelledEarly.insert(id)
    return nil
  }

  /// One step of an advance to `deadline`: the earliest sleeper due by then, removed, with `now` moved to its
  /// deadline; or, when none is due, `now` moved to `deadline` and nil.
  ///
  /// Moving `now` in the same step as finding no sleeper is what makes an advance safe for a sleeper that
  /// suspends while it runs: one that suspends before this step is found by it; one that suspends after finds
  /// `now` at `deadline`, so a deadline before it has passed. (Finding none and moving `now` in two steps left a
  /// sleeper that suspended in between, on another thread, waiting on a deadline already behind the clock.)
  mutating func advanceStep(to deadline: TestClock.Instant) -> Sleeper? {
    guard
      let index = sleepers.indices.min(by: {
        (sleepers[$0].deadline, sleepers[$0].id) < (sleepers[$1].deadline, sleepers[$1].id)
      }),
      sleepers[index].deadline <= deadline
    else {
      if deadline > now { now = deadline }
      return nil
    }
    let sleeper = sleepers.remove(at: index)
    if sleeper.deadline > now { now = sleeper.deadline }
    if sleeper.observer?.value == nil { resuming.insert(sleeper.id) }
    return sleeper
  }

  mutating func didResume(_ id: UInt64) {
    resuming.remove(id)
    cancelledEarly.remove(id)
  }

  func isResuming(_ id: UInt64) -> Bool { resuming.contains(id) }

  var latestDeadline: TestClock.Instant? { sleepers.map(\.deadline).max() }

  /// The earliest and the latest deadline of the sleepers, or nil when none sleeps.
  var deadlineRange: (earliest: TestClock.Instant, latest: TestClock.Instant)? {
    guard let first = sleepers.first?.deadline else { return nil }
    return sleepers.reduce((first, first)) { (min($0.0, $1.deadline), max($0.1, $1.deadline)) }
  }

  /// Remembers `observer` (weakly) as a runtime whose effects may sleep on this clock: `advance` lets it come to
  /// rest first, so a sleep its effects are about to begin is found.
  mutating func addObserver(_ observer: any SuspensionObserver) {
    observers[ObjectIdentifier(observer)] = WeakObserver(value: observer)
  }

  /// The runtimes still alive that have slept on this clock (or were registered); forgets the others.
  mutating func liveObservers() -> [any SuspensionObserver] {
    observers = observers.filter { $0.value.value != nil }
    return observers.sorted { $0.key < $1.key }.compactMap(\.value.value)
  }
}
