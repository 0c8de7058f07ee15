import Foundation

/// Runs an operation with a wall-clock bound that only stops a hang: the verdict of a test never
/// depends on it, because the bound is far longer than anything the operation waits for.
enum HangGuard {
  /// The result of `operation`, or `nil` when it has not returned within `limit` (it then keeps
  /// running, unobserved, and the caller records the hang).
  static func run<T: Sendable>(
    limit: Duration, _ operation: @escaping @Sendable () async -> T
  ) async -> T? {
    let outcome = Outcome<T>()
    let work = Task { outcome.deliver(await operation()) }
    let watchdog = Task {
      try? await Task.sleep(for: limit)
      outcome.deliver(nil)
    }
    let result = await withCheckedContinuation { outcome.wait(with: $0) }
    watchdog.cancel()
    _ = work
    return result
  }

  /// The first value delivered, handed to the one waiter.
  ///
  /// NB: `@unchecked Sendable`: `value` and `waiter` are read and written only while holding `lock`
  /// (an `NSLock`, which ThreadSanitizer sees).
  private final class Outcome<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: T??
    private var waiter: CheckedContinuation<T?, Never>?

    func deliver(_ delivered: T?) {
      lock.lock()
      guard value == nil else {
        lock.unlock()
        return
      }
      value = .some(delivered)
      let waiter = self.waiter
      self.waiter = nil
      lock.unlock()
      waiter?.resume(returning: delivered)
    }

    func wait(with continuation: CheckedContinuation<T?, Never>) {
      lock.lock()
      guard let value else {
        waiter = continuation
        lock.unlock()
        return
      }
      lock.unlock()
      continuation.resume(returning: value)
    }
  }
}
