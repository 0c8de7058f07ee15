import Dispatch

/// An actor whose jobs run on the main queue: awaiting ``pass()`` from the main actor lets every job queued on
/// the main queue before it run, and comes back to the main actor — without leaving the main queue's thread.
///
/// It is what ``EffectRuntime`` uses instead of a continuation or `Task.yield()` while the runtime's own work is
/// queued on the main queue: both of those resume through the global executor and hop back to the main actor
/// from there, waking two threads (the main queue's drainer parks as soon as the queue runs dry).
actor MainQueuePass {
  static let shared = MainQueuePass()

  private let executor = MainQueueExecutor()
  /// How many passes were made: the method must touch the actor's state, so the hop to it is not optimized away.
  private var passes: UInt64 = 0

  nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

  /// Runs behind everything queued on the main queue so far.
  func pass() { passes &+= 1 }
}

/// A serial executor that runs each job in its own block on the main queue, in enqueue order.
final class MainQueueExecutor: SerialExecutor {
  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    DispatchQueue.main.async { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
  }
}
