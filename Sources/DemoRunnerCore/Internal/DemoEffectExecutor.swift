import Dispatch
import Synchronization

/// The executor a demo session's effects prefer: one serial queue that knows when it has no work.
///
/// Every nonisolated part of every effect (the effect's closure, clock sleeps, mock services)
/// runs here, one job at a time, in the order the jobs were enqueued. So "this queue is idle and
/// no action is on its way to the main actor" means every effect is suspended (on the test clock,
/// on a mock that never answers) or done, and the order in which effects deliver their actions
/// does not depend on thread scheduling. The same idea as the `TestStore`'s executor, kept here so
/// the demo runner does not link a test framework.
final class DemoEffectExecutor: TaskExecutor {
  private let queue = DispatchQueue(label: "convergence.demo-runner.effects")
  private let pending = Atomic<Int>(0)

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    pending.add(1, ordering: .sequentiallyConsistent)
    queue.async {
      job.runSynchronously(on: self.asUnownedTaskExecutor())
      self.pending.subtract(1, ordering: .sequentiallyConsistent)
    }
  }

  /// Whether no job is queued or running.
  var isIdle: Bool { pending.load(ordering: .sequentiallyConsistent) == 0 }
}
