import Dispatch
import Foundation
import Dependencies

/// The part of an ``HTTPTestServer`` its threads share: the listener, routes, recorded requests
/// and the shutdown signal.
///
/// The accept thread and every connection thread hold the core, never the public server object,
/// so the server's `deinit` can run (and stop everything) while they are still alive.
final class ServerCore: Sendable {
  typealias Handler = @Sendable (HTTPTestRequest) -> HTTPTestResponse

  private struct RouteKey: Hashable {
    var method: HTTPTestMethod
    var path: String
  }

  private struct State {
    var routes: [RouteKey: Handler] = [:]
    var requests: [HTTPTestRequest] = []
    var isStopped = false
    var activeConnections = 0
    /// The threads serving connections, so `stop()` called from a handler does not wait for itself.
    var connectionThreads: Set<UInt> = []
    /// How each streamed body ended, in order.
    var streamEndings: [HTTPTestStream.Ending] = []
    /// Callers of `streamEndings(atLeast:)` still waiting: how many endings each waits for.
    var endingWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  }

  let port: UInt16
  let limits: ServerLimits
  let wake: WakeSignal
  private let listener: Int32
  private let state = Lock(State())
  /// Signalled by the accept thread once it has closed the listener.
  private let acceptFinished = DispatchSemaphore(value: 0)
  /// Entered for every connection thread, left when it has closed its connection.
  private let connections = DispatchGroup()

  init(limits: ServerLimits) throws(HTTPTestServerError) {
    self.limits = limits
    self.wake = try WakeSignal()
    (listener, port) = try POSIX.makeLoopbackListener(backlog: 128)
  }

  /// Starts the accept thread; call once.
  func start() {
    let thread = Thread { [self] in acceptLoop() }
    thread.name = "HTTPTestServer \(port) accept"
    thread.start()
  }

  // MARK: Routes and requests

  func setRoute(_ method: HTTPTestMethod, _ path: String, _ handler: @escaping Handler) {
    state.withLock { $0.routes[RouteKey(method: method, path: path)] = handler }
  }

  var requests: [HTTPTestRequest] { state.withLock { $0.requests } }

  var isStopped: Bool { state.withLock { $0.isStopped } }

  /// Records `request` and computes its response; `nil` once the server is stopping.
  func respond(to request: HTTPTestRequest) -> HTTPTestResponse? {
    enum Match {
      case handler(Handler)
      case wrongMethod(allowed: [String])
      case noRoute
    }
    let match: Match? = state.withLock { state in
      guard !state.isStopped else { return nil }
      state.requests.append(request)
      if let handler = state.routes[RouteKey(method: request.method, path: request.path)] {
        return .handler(handler)
      }
      if request.method == .head,
        let handler = state.routes[RouteKey(method: .get, path: request.path)]
      {
        return .handler(handler)
      }
      let allowed = state.routes.keys.filter { $0.path == request.path }.map(\.method.rawValue)
      return allowed.isEmpty ? .noRoute : .wrongMethod(allowed: allowed.sorted())
    }
    switch match {
    case nil:
      return nil
    case .handler(let handler):
      return handler(request)
    case .wrongMethod(let allowed):
      var response = HTTPTestResponse.text(
        "HTTPTestServer: \(request.path) does not answer \(request.method); it answers "
          + "\(allowed.joined(separator: ", "))\n",
        status: 405)
      response.headers["Allow"] = allowed.joined(separator: ", ")
      return response
    case .noRoute:
      return .text("HTTPTestServer: no route for \(request.method) \(request.path)\n", status: 404)
    }
  }

  // MARK: Streams

  var streamEndings: [HTTPTestStream.Ending] { state.withLock { $0.streamEndings } }

  /// Records how a streamed body ended and wakes the waiters it satisfies.
  func record(_ ending: HTTPTestStream.Ending) {
    let satisfied = state.withLock { state in
      state.streamEndings.append(ending)
      let count = state.streamEndings.count
      let ready = state.endingWaiters.filter { $0.count <= count }
      state.endingWaiters.removeAll { $0.count <= count }
      return ready.map(\.continuation)
    }
    for continuation in satisfied { continuation.resume() }
  }

  /// Waits until `count` streamed bodies have ended, or the server is stopped.
  ///
  /// No wall-clock bound: a stream that never ends is what the waiting test fails on, and the run that contains
  /// it is bounded as a whole (`.ci/run`), so how fast the machine is never decides the verdict.
  func waitForStreamEndings(_ count: Int) async {
    await withCheckedContinuation { continuation in
      let waiting = state.withLock { state in
        guard state.streamEndings.count < count, !state.isStopped else { return false }
        state.endingWaiters.append((count, continuation))
        return true
      }
      if !waiting { continuation.resume() }
    }
  }

  // MARK: Shutdown

  /// Stops accepting, closes the listener, cuts every wait short (also of stream endings), and waits (bounded) for the
  /// connection threads to finish. Idempotent.
  func stop() {
    let (isFirst, waiters) = state.withLock { state in
      defer {
        state.isStopped = true
        state.endingWaiters = []
      }
      return (!state.isStopped, state.endingWaiters.map(\.continuation))
    }
    // No stream can end once stopped: whoever waits for one gets what has ended so far.
    for waiter in waiters { waiter.resume() }
    guard isFirst else { return }
    wake.signal()
    // The accept thread only polls and accepts, so it exits promptly; the bound is a safety net.
    _ = acceptFinished.wait(timeout: .now() + .seconds(5))
    let calledFromConnection = state.withLock {
      $0.connectionThreads.contains(POSIX.currentThreadID())
    }
    if !calledFromConnection {
      // A handler still running user code could hold its thread; never wait for it for long.
      _ = connections.wait(timeout: .now() + .seconds(2))
    }
  }

  // MARK: Threads

  private func acceptLoop() {
    defer {
      POSIX.closeDescriptor(listener)
      acceptFinished.signal()
    }
    while true {
      guard
        let events = POSIX.wait(
          [(listener, POSIX.readable), (wake.readEnd, POSIX.readable)], timeoutMilliseconds: -1)
      else { return }
      if events[1] != 0 || isStopped { return }
      guard events[0] != 0 else { continue }
      switch POSIX.acceptConnection(listener) {
      case .accepted(let descriptor):
        startConnection(descriptor)
      case .wouldBlock:
        continue
      case .failed:
        // Out of descriptors or similar: back off briefly instead of spinning, unless stopping.
        if let events = POSIX.wait([(wake.readEnd, POSIX.readable)], timeoutMilliseconds: 50),
          events[0] != 0
        {
          return
        }
      }
    }
  }

  private func startConnection(_ descriptor: Int32) {
    let admitted = state.withLock { state in
      guard !state.isStopped, state.activeConnections < limits.maxConnections else {
        return false
      }
      state.activeConnections += 1
      return true
    }
    guard admitted else {
      POSIX.closeDescriptor(descriptor)
      return
    }
    connections.enter()
    let thread = Thread { [self] in
      let threadID = POSIX.currentThreadID()
      state.withLock { _ = $0.connectionThreads.insert(threadID) }
      var session = ConnectionSession(descriptor: descriptor, core: self)
      session.run()
      POSIX.closeDescriptor(descriptor)
      state.withLock { state in
        state.connectionThreads.remove(threadID)
        state.activeConnections -= 1
      }
      connections.leave()
    }
    thread.name = "HTTPTestServer \(port) connection"
    thread.start()
  }
}
