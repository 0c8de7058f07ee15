@testable import Dependencies
import Reducer
import ReducerTesting
import Testing

@Suite struct TaskNeverTests {
  /// Records what a `Task.never()` reports to the runtime.
  final class RecordingObserver: SuspensionObserver {
    let events = Lock<[String]>([])

    func willSuspend(_ reason: SuspensionReason) -> UInt64 {
      events.withLock { $0.append("willSuspend(\(reason))") }
      return 7
    }
    func willResume(_ token: UInt64) { events.withLock { $0.append("willResume(\(token))") } }
    func didResume(_ token: UInt64) { events.withLock { $0.append("didResume(\(token))") } }
    func settle(isolation: isolated (any Actor)?) async {}

    var recorded: [String] { events.withLock { $0 } }
  }

  /// Calls `Task.never()` from a function that returns, so callers' code after it is reachable for the compiler.
  func parkForever() async throws {
    try await Task.never()
  }

  @Test func neverSuspendsUntilCancelledThenThrowsCancellationError() async {
    let observer = RecordingObserver()
    let task = Task {
      try await SuspensionTracking.$observer.withValue(observer) {
        try await parkForever()
      }
    }
    // Wait until it parked (reported the suspension); no time passes on any clock.
    for _ in 0..<1_000_000 where observer.recorded.isEmpty { await Task.yield() }
    #expect(observer.recorded.count == 1)
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(
      observer.recorded == [
        "willSuspend(Task.never() (only cancellation ends it))", "willResume(7)", "didResume(7)",
      ])
  }

  @Test func neverInAnAlreadyCancelledTaskThrowsAtOnceWithoutSuspending() async {
    let observer = RecordingObserver()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await SuspensionTracking.$observer.withValue(observer) {
        try await parkForever()
      }
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(observer.recorded.isEmpty)
  }

  @Test func neverWithoutAnObserverStillEndsOnCancellation() async {
    let task = Task { try await parkForever() }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
  }

  @MainActor @Test func neverKeepsAStoreEffectAliveUntilItIsCancelled() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Bool> { state, subscribe in
        if subscribe {
          return .run { _ in try await Task.never() }.cancellable(id: "subscription")
        }
        state += 1
        return .cancel(id: "subscription")
      }
    }
    await store.send(true)
    #expect(store.description.contains("effects in flight: 1"))
    await store.send(false) { $0 = 1 }
    await store.finish()
  }
}
