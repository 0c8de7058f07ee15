import Foundation

/// The end of a child process a test started, awaited without holding a thread.
///
/// `Process.waitUntilExit` blocks the thread that calls it until the child ends. From a test that thread is one of
/// Swift's cooperative pool (two threads on a 2-core machine) or the main actor's, so every other test that needs it
/// waits for the child too: the subprocess tests held back the rest of the suite for their children's lifetimes.
/// ``Foundation/Process/start()`` sets a termination handler before the child starts (Foundation calls it on a thread
/// of its own once the exit status is known), and ``wait()`` suspends until it ran.
struct ProcessEnd: Sendable {
  /// Finishes when the termination handler ran.
  fileprivate let ended: AsyncStream<Void>

  /// Suspends until the process has ended: its `terminationStatus` and `terminationReason` are then known.
  func wait() async {
    for await _ in ended {}
  }
}

extension Process {
  /// Starts the process (as `run()` does) and returns its end, to await with ``ProcessEnd/wait()``.
  ///
  /// Sets `terminationHandler`: Foundation calls it only for an end that comes after it is set, so it is set here,
  /// before the child can end.
  ///
  /// - Throws: What `run()` throws when the process cannot be started.
  func start() throws -> ProcessEnd {
    let (ended, finish) = AsyncStream<Void>.makeStream()
    terminationHandler = { _ in finish.finish() }
    do {
      try run()
    } catch {
      terminationHandler = nil
      throw error
    }
    return ProcessEnd(ended: ended)
  }

  /// Runs the process to its end, suspending (not blocking a thread) while it runs.
  ///
  /// - Throws: What `run()` throws when the process cannot be started.
  func runToEnd() async throws {
    try await start().wait()
  }
}
