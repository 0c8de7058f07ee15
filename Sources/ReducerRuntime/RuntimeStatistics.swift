/// How a runtime's waits waited: what tells a test that a step needed no OS thread hop.
package struct RuntimeStatistics: Equatable, Sendable {
  /// Jobs the runtime ran (each on the main queue, the main actor's thread).
  package var jobs = 0
  /// Waits that suspended on a continuation: the waiter is resumed from another thread (the one that ran the
  /// last job, or the deadline timer) and hops back to its actor — two OS thread wake-ups, each one a wait for
  /// the scheduler on a loaded machine.
  package var parkedWaits = 0
  /// Times a waiter on the main actor let the runtime's queued work run by passing through the main queue
  /// (``MainQueuePass``). Not a thread hop: the main queue's thread keeps running.
  package var passes = 0
}
