import Dependencies
import Dispatch

/// A thread-safe, ordered record of what concurrent code did, for assertions.
final class Log<Element: Sendable>: Sendable {
  private let storage = Lock<[Element]>([])

  /// Appends `element`.
  func append(_ element: Element) {
    storage.withLock { $0.append(element) }
  }

  /// Everything appended so far, in order.
  var values: [Element] { storage.withLock { $0 } }
}

extension TestClock {
  /// Yields until at least `count` tasks sleep on this clock; false if they never get there.
  ///
  /// Tests call it after starting tasks, so that the next `advance` finds every sleeper registered
  /// however the machine schedules the tasks.
  func waitForSleepers(_ count: Int) async -> Bool {
    for _ in 0..<1_000_000 {
      if sleeperCount >= count { return true }
      await Task.yield()
    }
    return false
  }
}

/// A task executor that runs every job on one serial queue.
///
/// `TestClock.advance` wakes a sleeper, then yields until the sleeper has run to its next
/// suspension. With the test and its tasks on one serial queue, "has run" is certain: the queue is
/// first in, first out, so the woken task's job runs before the advancing task's next turn. A
/// `TestStore` arranges the same for effects; tests that start their own tasks opt in with
/// ``withSerialExecutor(_:)`` and `Task(executorPreference:)`.
final class SerialTestExecutor: TaskExecutor {
  private let queue = DispatchQueue(label: "convergence.dependencies-tests.serial")

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
  }
}

/// Runs `body` on a fresh ``SerialTestExecutor``; tasks `body` starts should prefer the same
/// executor.
func withSerialExecutor<R: Sendable>(
  _ body: (SerialTestExecutor) async -> sending R
) async -> R {
  let executor = SerialTestExecutor()
  return await withTaskExecutorPreference(executor) { await body(executor) }
}
