import Dispatch
import Synchronization

/// The executor a TestStore's effects prefer: one serial queue that knows when it has no work.
///
/// Every nonisolated part of every effect (user closures, clock sleeps, service calls) runs here, so "the queue is
/// idle and no action is on its way to the main actor" means the effects are all suspended: on the test clock, or
/// done. That is what makes `receive` and `TestClock.advance` deterministic.
final class SerialEffectExecutor: TaskExecutor {
  private let queue = DispatchQueue(label: "convergence.test-store.effects")
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
