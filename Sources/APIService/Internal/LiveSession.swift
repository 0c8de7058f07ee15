import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Owns the `URLSession` of a live client, runs each request as a ``LiveExchange``, and invalidates
/// the session when the client is gone.
final class LiveSession: Sendable {
  private let session: URLSession
  private let delegate: SessionDelegate
  private let maxResponseBytes: Int

  init(timeout: Duration, maxResponseBytes: Int) {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = APIClient.seconds(timeout)
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    configuration.httpCookieStorage = nil
    configuration.urlCredentialStorage = nil
    let delegate = SessionDelegate()
    self.delegate = delegate
    self.maxResponseBytes = max(maxResponseBytes, 0)
    session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
  }

  deinit {
    session.finishTasksAndInvalidate()
  }

  /// Sends `request`; fails with `URLError(.timedOut)` once its `timeoutInterval` has passed,
  /// whether the answer has not begun or its body is still arriving.
  ///
  /// The deadline is enforced here because URLSession on Linux truncates timeouts to whole
  /// seconds (a sub-second one fails at once) and treats it as an idle time, which a server
  /// trickling its body never reaches; URLSession gets a looser whole-second bound so that this
  /// deadline always comes first.
  func send(_ request: URLRequest) async throws -> APIResponse {
    let seconds =
      request.timeoutInterval.isFinite ? min(max(request.timeoutInterval, 0), 1e9) : 1e9
    var loosened = request
    loosened.timeoutInterval = seconds.rounded(.up) + 1
    let prepared = loosened
    let exchange = LiveExchange(label: APIClient.label(request), maxBytes: maxResponseBytes)
    return try await exchange.run(deadline: .seconds(seconds)) { [session, delegate] in
      let task = session.dataTask(with: prepared)
      delegate.register(exchange, for: task)
      return task
    }
  }
}
