import Dispatch
import Synchronization

/// An executor for effects that must run deterministically: one serial queue that knows when it has no work.
///
/// `TestStore` and the demo runner give it to their stores as the effects' executor preference, so every
/// nonisolated part of every effect (user closures, clock sleeps, service calls) runs here, one job at a time, in
/// enqueue order. "The queue is idle and no action is on its way to the main actor" (see ``HopTracker``) then means
/// the effects are all suspended — on the test clock, on a service that has not answered — or done. That is what
/// makes `receive`, `TestClock.advance` and demo transcripts deterministic.
package final class SerialEffectExecutor: TaskExecutor {
  private let queue: DispatchQueue
  private let pending = Atomic<Int>(0)

  /// An executor whose queue is named `label`.
  package init(label: String) {
    self.queue = DispatchQueue(label: label)
  }

  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    pending.add(1, ordering: .sequentiallyConsistent)
    queue.async {
      job.runSynchronously(on: self.asUnownedTaskExecutor())
      self.pending.subtract(1, ordering: .sequentiallyConsistent)
    }
  }

  /// Whether no job is queued or running.
  package var isIdle: Bool { pending.load(ordering: .sequentiallyConsistent) == 0 }
}
