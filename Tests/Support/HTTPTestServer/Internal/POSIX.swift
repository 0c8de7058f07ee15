#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Thin wrappers over the socket calls the server needs.
///
/// Every wrapper retries on `EINTR`, never raises `SIGPIPE`, and reports failures as values, so the
/// callers can decide per connection what a failure means. Descriptors are always close-on-exec.
enum POSIX {
  /// What a non-blocking read produced.
  enum ReadOutcome {
    /// This many bytes were appended to the buffer.
    case bytes(Int)
    /// Nothing to read right now.
    case wouldBlock
    /// The peer closed its side.
    case endOfStream
    /// The connection failed (reset, ...).
    case failed
  }

  /// What a non-blocking write produced.
  enum WriteOutcome {
    /// This many bytes were sent.
    case sent(Int)
    /// The socket buffer is full.
    case wouldBlock
    /// The connection failed (reset, peer gone, ...).
    case failed
  }

  /// What a non-blocking accept produced.
  enum AcceptOutcome {
    /// A new connection, already non-blocking and close-on-exec.
    case accepted(Int32)
    /// No pending connection (the peer gave up, or a spurious wake-up).
    case wouldBlock
    /// Accepting failed (out of descriptors, ...); the caller should back off.
    case failed
  }

  /// The `errno` of the last failed call, for error messages.
  static var lastErrorCode: Int32 { errno }

  /// A human-readable text for an `errno` value.
  static func describe(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "errno \(code)" }
    return "\(String(cString: text)) (errno \(code))"
  }

  // MARK: Descriptors

  /// Creates a TCP listener bound to 127.0.0.1 on a port the kernel picks, and returns it with the
  /// port it was given.
  static func makeLoopbackListener(
    backlog: Int32
  ) throws(HTTPTestServerError) -> (descriptor: Int32, port: UInt16) {
    let descriptor = try makeTCPSocket()
    var reuse: Int32 = 1
    _ = setsockopt(
      descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
    var address = loopbackAddress(port: 0)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0 else { throw failure("bind 127.0.0.1:0", closing: descriptor) }
    guard listen(descriptor, backlog) == 0 else {
      throw failure("listen", closing: descriptor)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let named = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &length)
      }
    }
    guard named == 0 else { throw failure("getsockname", closing: descriptor) }
    guard setNonBlocking(descriptor) else {
      throw failure("fcntl O_NONBLOCK", closing: descriptor)
    }
    return (descriptor, UInt16(bigEndian: address.sin_port))
  }

  /// Binds a TCP socket to 127.0.0.1 on a port the kernel picks and never listens on it: a connection to that port
  /// is refused for as long as the socket stays open, and no other socket can take the port (no `SO_REUSEADDR`).
  static func makeLoopbackClosedPort(port requested: UInt16 = 0) throws(HTTPTestServerError) -> (
    descriptor: Int32, port: UInt16
  ) {
    let descriptor = try makeTCPSocket()
    var address = loopbackAddress(port: requested)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0 else { throw failure("bind 127.0.0.1:\(requested)", closing: descriptor) }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let named = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &length)
      }
    }
    guard named == 0 else { throw failure("getsockname", closing: descriptor) }
    return (descriptor, UInt16(bigEndian: address.sin_port))
  }

  /// Connects a blocking TCP socket to 127.0.0.1:`port`, then makes it non-blocking.
  static func connectToLoopback(port: UInt16) throws(HTTPTestServerError) -> Int32 {
    let descriptor = try makeTCPSocket()
    var address = loopbackAddress(port: port)
    var result: Int32
    repeat {
      result = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
    } while result != 0 && errno == EINTR
    guard result == 0 else { throw failure("connect 127.0.0.1:\(port)", closing: descriptor) }
    guard setNonBlocking(descriptor) else {
      throw failure("fcntl O_NONBLOCK", closing: descriptor)
    }
    return descriptor
  }

  /// Creates a pipe whose ends are non-blocking and close-on-exec.
  static func makePipe() throws(HTTPTestServerError) -> (readEnd: Int32, writeEnd: Int32) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw .system(operation: "pipe", message: describe(errno)) }
    for end in ends {
      _ = setCloseOnExec(end)
      _ = setNonBlocking(end)
    }
    return (ends[0], ends[1])
  }

  /// Accepts one pending connection from a non-blocking listener.
  static func acceptConnection(_ listener: Int32) -> AcceptOutcome {
    while true {
      let descriptor = accept(listener, nil, nil)
      if descriptor >= 0 {
        _ = setCloseOnExec(descriptor)
        _ = setNonBlocking(descriptor)
        suppressSIGPIPE(descriptor)
        return .accepted(descriptor)
      }
      switch errno {
      case EINTR: continue
      case EAGAIN, EWOULDBLOCK, ECONNABORTED, EPROTO: return .wouldBlock
      default: return .failed
      }
    }
  }

  /// Closes a descriptor; errors are ignored (there is nothing useful to do with them).
  static func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
  }

  /// Ends the sending side of a connection (the peer reads end-of-stream), keeping reading open.
  static func shutdownWrite(_ descriptor: Int32) {
    _ = shutdown(descriptor, Int32(SHUT_WR))
  }

  // MARK: I/O

  /// Appends up to `maxCount` available bytes to `buffer`.
  static func receive(
    _ descriptor: Int32, into buffer: inout [UInt8], maxCount: Int
  ) -> ReadOutcome {
    var chunk = [UInt8](repeating: 0, count: max(maxCount, 1))
    while true {
      let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count > 0 {
        buffer.append(contentsOf: chunk[..<count])
        return .bytes(count)
      }
      if count == 0 { return .endOfStream }
      switch errno {
      case EINTR: continue
      case EAGAIN, EWOULDBLOCK: return .wouldBlock
      default: return .failed
      }
    }
  }

  /// Sends as many of `bytes` as the socket takes now.
  static func send(_ descriptor: Int32, _ bytes: ArraySlice<UInt8>) -> WriteOutcome {
    while true {
      let count = bytes.withUnsafeBytes { raw in
        systemSend(descriptor, raw.baseAddress, raw.count, sendFlags)
      }
      if count >= 0 { return .sent(count) }
      switch errno {
      case EINTR: continue
      case EAGAIN, EWOULDBLOCK: return .wouldBlock
      default: return .failed
      }
    }
  }

  /// Writes one byte to a pipe; a full pipe is fine (it is readable already).
  static func writeByte(_ descriptor: Int32) {
    var byte: UInt8 = 1
    while write(descriptor, &byte, 1) < 0 && errno == EINTR {}
  }

  /// Waits until one of `descriptors` is ready for `events`, or `timeoutMilliseconds` pass
  /// (-1: forever).
  ///
  /// - Returns: the `revents` of each descriptor (all zero on timeout or interruption), or `nil`
  ///   when `poll` itself failed.
  static func wait(
    _ descriptors: [(descriptor: Int32, events: Int16)], timeoutMilliseconds: Int32
  ) -> [Int16]? {
    var entries = descriptors.map { pollfd(fd: $0.descriptor, events: $0.events, revents: 0) }
    let result = poll(&entries, nfds_t(entries.count), timeoutMilliseconds)
    if result < 0 {
      return errno == EINTR ? Array(repeating: 0, count: entries.count) : nil
    }
    return entries.map(\.revents)
  }

  /// `POLLIN`, as `poll` wants it.
  static let readable = Int16(POLLIN)
  /// `POLLOUT`, as `poll` wants it.
  static let writable = Int16(POLLOUT)

  // MARK: Threads

  /// An identifier of the calling thread, unique among live threads.
  static func currentThreadID() -> UInt {
    #if canImport(Darwin)
      return UInt(bitPattern: pthread_self())
    #else
      return UInt(pthread_self())
    #endif
  }

  // MARK: Helpers

  private static func makeTCPSocket() throws(HTTPTestServerError) -> Int32 {
    #if canImport(Darwin)
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #else
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    guard descriptor >= 0 else { throw .system(operation: "socket", message: describe(errno)) }
    _ = setCloseOnExec(descriptor)
    suppressSIGPIPE(descriptor)
    return descriptor
  }

  private static func loopbackAddress(port: UInt16) -> sockaddr_in {
    var address = sockaddr_in()
    #if canImport(Darwin)
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
    return address
  }

  private static func failure(
    _ operation: String, closing descriptor: Int32
  ) -> HTTPTestServerError {
    let message = describe(errno)
    closeDescriptor(descriptor)
    return .system(operation: operation, message: message)
  }

  private static func setNonBlocking(_ descriptor: Int32) -> Bool {
    let flags = fcntl(descriptor, F_GETFL, 0)
    return flags >= 0 && fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) == 0
  }

  private static func setCloseOnExec(_ descriptor: Int32) -> Bool {
    let flags = fcntl(descriptor, F_GETFD, 0)
    return flags >= 0 && fcntl(descriptor, F_SETFD, flags | FD_CLOEXEC) == 0
  }

  private static func suppressSIGPIPE(_ descriptor: Int32) {
    #if canImport(Darwin)
      var on: Int32 = 1
      _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    #endif
  }

  #if canImport(Darwin)
    private static let sendFlags: Int32 = 0
  #else
    private static let sendFlags = Int32(MSG_NOSIGNAL)
  #endif

  private static func systemSend(
    _ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int, _ flags: Int32
  ) -> Int {
    #if canImport(Darwin)
      return Darwin.send(descriptor, bytes, count, flags)
    #elseif canImport(Glibc)
      return Glibc.send(descriptor, bytes, count, flags)
    #else
      return Musl.send(descriptor, bytes, count, flags)
    #endif
  }
}
