import Foundation

/// Serves the requests of one connection, one after another, on the connection's own thread.
///
/// Every wait is bounded by a deadline and cut short when the server stops, so a session always
/// ends: at end of stream, on `Connection: close`, on a malformed request (answered, then closed),
/// on a timeout, or at shutdown.
struct ConnectionSession {
  let io: ConnectionIO
  let core: ServerCore
  let limits: ServerLimits
  /// Bytes received and not yet consumed (a pipelined next request may already be here).
  private var buffer: [UInt8] = []

  init(descriptor: Int32, core: ServerCore) {
    self.io = ConnectionIO(descriptor: descriptor, wake: core.wake)
    self.core = core
    self.limits = core.limits
  }

  /// Serves requests until the connection ends. The caller closes the descriptor.
  mutating func run() {
    while true {
      switch serveOneRequest() {
      case .keepOpen: continue
      case .close: return
      case .reject(let status, let reason):
        let response = HTTPTestResponse.text("HTTPTestServer: \(reason)\n", status: status)
        let bytes = ResponseEncoder.encode(response, method: .get, keepAlive: false)
        if io.write(bytes, until: .now.advanced(by: limits.writeTimeout)) {
          io.lingeringClose(for: .seconds(1), maxBytes: limits.maxHeadBytes + limits.maxBodyBytes)
        }
        return
      }
    }
  }

  private enum Step {
    case keepOpen
    case close
    case reject(status: Int, reason: String)
  }

  private mutating func serveOneRequest() -> Step {
    // The head. An idle connection waits up to `idleTimeout` for its next request to start.
    var deadline = ContinuousClock.now.advanced(
      by: buffer.isEmpty ? limits.idleTimeout : limits.requestTimeout)
    var head: RequestParser.Head
    var headLength: Int
    parsing: while true {
      switch RequestParser.parseHead(buffer, maxHeadBytes: limits.maxHeadBytes) {
      case .head(let parsed, let length):
        head = parsed
        headLength = length
        break parsing
      case .invalid(let status, let reason):
        return .reject(status: status, reason: reason)
      case .incomplete:
        let wasEmpty = buffer.isEmpty
        switch io.read(into: &buffer, maxCount: 64 * 1024, until: deadline) {
        case .received:
          if wasEmpty { deadline = .now.advanced(by: limits.requestTimeout) }
        case .timedOut:
          return buffer.isEmpty ? .close : .reject(status: 408, reason: "request timed out")
        case .endOfStream, .stopped, .failed:
          return .close
        }
      }
    }

    // The body.
    let bodyLength: Int
    switch RequestParser.bodyLength(of: head, maxBodyBytes: limits.maxBodyBytes) {
    case .success(let length): bodyLength = length
    case .failure(let rejection): return .reject(status: rejection.status, reason: rejection.reason)
    }
    let requestLength = headLength + bodyLength
    if buffer.count < requestLength && head.expectsContinue {
      guard
        io.write(ResponseEncoder.continueResponse, until: .now.advanced(by: limits.writeTimeout))
      else { return .close }
    }
    while buffer.count < requestLength {
      let missing = requestLength - buffer.count
      switch io.read(into: &buffer, maxCount: min(missing, 64 * 1024), until: deadline) {
      case .received: continue
      case .timedOut: return .reject(status: 408, reason: "request body timed out")
      case .endOfStream, .stopped, .failed: return .close
      }
    }
    let body = Data(buffer[headLength..<requestLength])
    buffer.removeFirst(requestLength)

    // The answer.
    let request = HTTPTestRequest(
      method: HTTPTestMethod(rawValue: head.method),
      target: head.target,
      fields: head.fields,
      body: body,
      version: head.version)
    guard let response = core.respond(to: request) else { return .close }
    if let delay = response.delay, delay > .zero, !io.pause(for: delay) {
      return .close
    }
    let keepAlive = head.keepsAlive && !core.isStopped && response.stream == nil
    let bytes = ResponseEncoder.encode(response, method: request.method, keepAlive: keepAlive)
    guard io.write(bytes, until: .now.advanced(by: limits.writeTimeout)) else {
      if response.stream != nil {
        core.record(
          HTTPTestStream.Ending(
            path: request.path, chunksSent: 0, reason: core.isStopped ? .serverStopped : .clientGone
          ))
      }
      return .close
    }
    if let stream = response.stream, request.method != .head {
      let (chunksSent, reason) = send(stream)
      core.record(HTTPTestStream.Ending(path: request.path, chunksSent: chunksSent, reason: reason))
    }
    return keepAlive ? .keepOpen : .close
  }

  /// Writes the chunks of `stream` until it ends, the peer goes away, a write times out or the server
  /// stops, and says how many chunks went out and why it stopped. The caller closes the connection
  /// afterwards.
  private func send(_ stream: HTTPTestStream) -> (Int, HTTPTestStream.Ending.Reason) {
    let piece = ResponseEncoder.piece(stream.chunk, of: stream)
    var sent = 0
    while stream.count.map({ sent < $0 }) ?? true {
      if stream.interval > .zero, !io.pause(for: stream.interval) { return (sent, .serverStopped) }
      if core.isStopped { return (sent, .serverStopped) }
      guard io.write(piece, until: .now.advanced(by: limits.writeTimeout)) else {
        return (sent, core.isStopped ? .serverStopped : .clientGone)
      }
      sent += 1
    }
    if stream.framing == .chunked,
      !io.write(ResponseEncoder.lastChunk, until: .now.advanced(by: limits.writeTimeout))
    {
      return (sent, core.isStopped ? .serverStopped : .clientGone)
    }
    return (sent, .completed)
  }
}
