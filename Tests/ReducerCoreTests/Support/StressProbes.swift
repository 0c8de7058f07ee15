import Dependencies

/// Where effects wait until their task is cancelled or the test releases them.
///
/// `onCancel` is the only thing that ends a wait early, and it counts before it resumes, so the
/// count is exact. (An `onCancel` wrapped around some other cancellable wait is not enough: when
/// the inner wait's own handler resumes first, the task may leave the outer scope before the
/// runtime calls the outer handler, and then it never does.)
final class Parking: Sendable {
  private struct State {
    var nextID = 0
    var parked: [Int: CheckedContinuation<Void, any Error>] = [:]
    var cancelled: Set<Int> = []
    var released = false
  }

  private let state = Lock(State())
  /// Waits ended by cancellation (each counted once, however often `onCancel` runs).
  let cancellations = Tally()

  var parkedCount: Int { state.withLock { $0.parked.count } }

  /// Suspends until the task is cancelled (throws `CancellationError`) or ``releaseAll()``.
  func park() async throws {
    let id = state.withLock { state -> Int in
      defer { state.nextID += 1 }
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        enum Outcome { case wait, cancelled, released }
        let outcome = state.withLock { state -> Outcome in
          if state.cancelled.contains(id) { return .cancelled }
          if state.released { return .released }
          state.parked[id] = continuation
          return .wait
        }
        switch outcome {
        case .wait: break
        case .cancelled: continuation.resume(throwing: CancellationError())
        case .released: continuation.resume()
        }
      }
    } onCancel: {
      let (first, continuation) = state.withLock {
        state -> (Bool, CheckedContinuation<Void, any Error>?) in
        (state.cancelled.insert(id).inserted, state.parked.removeValue(forKey: id))
      }
      if first { cancellations.increment() }
      continuation?.resume(throwing: CancellationError())
    }
  }

  /// Ends every wait, now and later, without an error.
  func releaseAll() {
    let continuations = state.withLock { state in
      state.released = true
      defer { state.parked.removeAll() }
      return Array(state.parked.values)
    }
    for continuation in continuations { continuation.resume() }
  }
}

/// A thread-safe counter that can be awaited.
final class Tally: Sendable {
  private struct State {
    var count = 0
    var nextWaiter = 0
    var waiters: [Int: (target: Int, continuation: CheckedContinuation<Void, Never>)] = [:]
    var cancelledWaiters: Set<Int> = []
  }

  private let state = Lock(State())

  var count: Int { state.withLock { $0.count } }

  func increment() {
    let ready = state.withLock { state -> [CheckedContinuation<Void, Never>] in
      state.count += 1
      let due = state.waiters.filter { $0.value.target <= state.count }
      for key in due.keys { state.waiters[key] = nil }
      return due.values.map(\.continuation)
    }
    for continuation in ready { continuation.resume() }
  }

  /// Returns once the count reaches `target`, or when the waiting task is cancelled.
  func wait(untilAtLeast target: Int) async {
    let id = state.withLock { state -> Int in
      defer { state.nextWaiter += 1 }
      return state.nextWaiter
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let resumeNow = state.withLock { state -> Bool in
          if state.count >= target || state.cancelledWaiters.remove(id) != nil { return true }
          state.waiters[id] = (target, continuation)
          return false
        }
        if resumeNow { continuation.resume() }
      }
    } onCancel: {
      let continuation = state.withLock { state -> CheckedContinuation<Void, Never>? in
        if let waiter = state.waiters.removeValue(forKey: id) { return waiter.continuation }
        state.cancelledWaiters.insert(id)
        return nil
      }
      continuation?.resume()
    }
  }
}

/// Counts reducers entered while another reducer of the same store was still running.
final class ReentrancyProbe: Sendable {
  private let depth = Lock((current: 0, violations: 0))

  var violations: Int { depth.withLock { $0.violations } }

  func enter() {
    depth.withLock {
      if $0.current > 0 { $0.violations += 1 }
      $0.current += 1
    }
  }

  func exit() {
    depth.withLock { $0.current -= 1 }
  }
}

/// A weak reference, to check that something was freed.
@MainActor
struct WeakReference<Object: AnyObject> {
  weak var value: Object?

  init(_ value: Object) { self.value = value }
}
