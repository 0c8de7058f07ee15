import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One request of a live client, from the start of its data task to its one outcome.
///
/// Whichever comes first ends it, and nothing after that changes it:
///
/// - the complete answer (``completed(with:)`` without an error): its status and body;
/// - a non-2xx status, as soon as the head arrives: that status with an empty body, at once;
/// - a 2xx `Content-Length` above the limit, or received bytes passing it:
///   ``APIError/responseTooLarge(limit:message:)``;
/// - the deadline: `URLError(.timedOut)`;
/// - the calling task's cancellation: `CancellationError`;
/// - a transport error from URLSession.
///
/// Ending resumes the caller at once, then cancels the deadline timer and the data task (unless it
/// completed) and drops the bytes received, so a server that keeps sending costs nothing more; what
/// URLSession still delivers is ignored.
///
/// NB: `@unchecked Sendable`: every mutable stored property is read and written only while holding
/// `lock` (an `NSLock`, a pthread mutex that ThreadSanitizer sees); the continuation is resumed once,
/// outside the lock.
final class LiveExchange: @unchecked Sendable {
  private let lock = NSLock()
  /// `GET http://host/path?name=<redacted>`, for errors.
  private let label: String
  /// The largest body accepted.
  private let maxBytes: Int

  /// The waiting caller; `nil` before ``run(_:deadline:)`` suspends and after the end.
  private var continuation: CheckedContinuation<APIResponse, any Error>?
  /// The outcome, kept when the exchange ended before the caller suspended (cancelled at once).
  private var earlyOutcome: Result<APIResponse, any Error>?
  private var ended = false
  private var response: HTTPURLResponse?
  private var body = Data()
  private var task: URLSessionTask?
  private var timer: Task<Void, Never>?

  init(label: String, maxBytes: Int) {
    self.label = label
    self.maxBytes = maxBytes
  }

  /// Starts the deadline timer and the data task `makeTask` creates, and returns the outcome.
  ///
  /// The task is created and resumed off Swift concurrency's thread pool (see ``offThePool(_:)``);
  /// `makeTask` registers it with the session's delegate before it is resumed.
  func run(
    deadline: Duration, _ makeTask: @escaping @Sendable () -> URLSessionDataTask
  ) async throws -> APIResponse {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let timer = Task {
          do {
            try await Task.sleep(for: deadline)
          } catch {
            return  // the exchange ended first
          }
          self.end(.failure(URLError(.timedOut)))
        }
        lock.lock()
        guard !ended, earlyOutcome == nil else {
          let outcome = earlyOutcome ?? .failure(CancellationError())
          earlyOutcome = nil
          lock.unlock()
          timer.cancel()
          continuation.resume(with: outcome)
          return
        }
        self.continuation = continuation
        self.timer = timer
        lock.unlock()
        Self.offThePool { self.start(makeTask()) }
      }
    } onCancel: {
      end(.failure(CancellationError()))
    }
  }

  /// Resumes `task`, or cancels it when the exchange ended while it was being created.
  private func start(_ task: URLSessionDataTask) {
    lock.lock()
    guard !ended else {
      lock.unlock()
      task.cancel()
      return
    }
    self.task = task
    lock.unlock()
    task.resume()
  }

  /// The head of the answer; `false` when the exchange has ended (the task should stop).
  func received(_ response: URLResponse) -> Bool {
    guard let response = response as? HTTPURLResponse else {
      end(.failure(APIError.transport("\(label): the answer is not an HTTP response")))
      return false
    }
    guard (200..<300).contains(response.statusCode) else {
      end(.success(APIResponse(status: response.statusCode)))
      return false
    }
    let announced = response.expectedContentLength
    if announced > Int64(maxBytes) {
      end(.failure(tooLarge("its Content-Length is \(announced) bytes")))
      return false
    }
    lock.lock()
    defer { lock.unlock() }
    guard !ended else { return false }
    self.response = response
    body = Data()
    return true
  }

  /// More of the body.
  func received(_ data: Data) {
    lock.lock()
    guard !ended else {
      lock.unlock()
      return
    }
    let total = body.count + data.count
    guard total <= maxBytes else {
      lock.unlock()
      end(.failure(tooLarge("\(total) bytes received")))
      return
    }
    body.append(data)
    lock.unlock()
  }

  /// The end of the data task, successful when `error` is `nil`.
  func completed(with error: (any Error)?) {
    if let error {
      end(.failure(error), cancellingTask: false)
      return
    }
    lock.lock()
    let answer = response.map { APIResponse(status: $0.statusCode, body: body) }
    lock.unlock()
    guard let answer else {
      end(.failure(APIError.transport("\(label): the answer is not an HTTP response")))
      return
    }
    end(.success(answer), cancellingTask: false)
  }

  /// Ends the exchange with `outcome` unless it has ended already.
  private func end(_ outcome: Result<APIResponse, any Error>, cancellingTask: Bool = true) {
    lock.lock()
    guard !ended else {
      lock.unlock()
      return
    }
    ended = true
    let continuation = self.continuation
    if continuation == nil { earlyOutcome = outcome }
    let task = self.task
    let timer = self.timer
    self.continuation = nil
    self.task = nil
    self.timer = nil
    response = nil
    body = Data()
    lock.unlock()

    timer?.cancel()
    continuation?.resume(with: outcome)
    if cancellingTask, let task { Self.offThePool { task.cancel() } }
  }

  /// Runs `work` on a Dispatch queue, never on the caller's thread.
  ///
  /// `URLSessionTask.resume()` and `cancel()` wait for the session's internal queue, which a server
  /// flooding a connection keeps busy; called from Swift concurrency's small thread pool, that wait
  /// held back every other task of the process (a 0.3 s deadline was seen to return after 12 s).
  static func offThePool(_ work: @escaping @Sendable () -> Void) {
    DispatchQueue.global().async(execute: work)
  }

  private func tooLarge(_ what: String) -> APIError {
    .responseTooLarge(limit: maxBytes, message: "\(label): \(what)")
  }
}
