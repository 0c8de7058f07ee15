import Foundation

/// Blocking work (a `waitpid`, a `poll` on a FIFO) run on a thread of its own, so that the test awaiting it holds no
/// thread of Swift's cooperative pool and not the main actor while it blocks.
///
/// The pool has as many threads as cores (two here): a test that blocks one of them takes it from every other test
/// for as long as it blocks.
enum OwnThread {
  /// Runs `work` on a new thread and suspends until it returns its value.
  static func run<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: work()) }.start()
    }
  }
}
