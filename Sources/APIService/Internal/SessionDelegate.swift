import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The live session's delegate: hands each data task's events to its ``LiveExchange`` and applies
/// the ``RedirectPolicy`` to every redirect.
///
/// A task is registered until it completes. Events of a task with no registered exchange are dropped,
/// its answer refused and its transfer cancelled.
///
/// NB: `@unchecked Sendable`: `exchanges` is read and written only while holding `lock` (an
/// `NSLock`, which ThreadSanitizer sees); URLSession calls the delegate on its own queue.
final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private let lock = NSLock()
  private var exchanges: [Int: LiveExchange] = [:]

  /// Routes `task`'s events to `exchange`; call before resuming the task.
  func register(_ exchange: LiveExchange, for task: URLSessionTask) {
    lock.lock()
    exchanges[task.taskIdentifier] = exchange
    lock.unlock()
  }

  /// Stops routing `task`'s events.
  func unregister(_ task: URLSessionTask) {
    lock.lock()
    exchanges[task.taskIdentifier] = nil
    lock.unlock()
  }

  private func exchange(for task: URLSessionTask) -> LiveExchange? {
    lock.lock()
    defer { lock.unlock() }
    return exchanges[task.taskIdentifier]
  }

  func urlSession(
    _ session: URLSession,
    dataTask: URLSessionDataTask,
    didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    let accepted = exchange(for: dataTask)?.received(response) ?? false
    completionHandler(accepted ? .allow : .cancel)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    guard let exchange = exchange(for: dataTask) else {
      // Its exchange has ended; stop the transfer if an earlier cancel has not yet.
      LiveExchange.offThePool { dataTask.cancel() }
      return
    }
    exchange.received(data)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    exchange(for: task)?.completed(with: error)
    unregister(task)
  }

  func urlSession(
    _ session: URLSession,
    task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    completionHandler(RedirectPolicy.redirect(request, from: task.originalRequest))
  }
}
