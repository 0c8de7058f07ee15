/// Deadline-bounded I/O on one non-blocking connection that also wakes up when the server stops.
struct ConnectionIO {
  /// How a wait for the connection ended.
  enum ReadResult {
    /// Bytes were appended to the buffer.
    case received
    /// The peer closed its sending side.
    case endOfStream
    /// The deadline passed first.
    case timedOut
    /// The server is stopping.
    case stopped
    /// The connection failed.
    case failed
  }

  let descriptor: Int32
  let wake: WakeSignal

  /// Reads whatever arrives next into `buffer`, waiting at most until `deadline`.
  func read(
    into buffer: inout [UInt8], maxCount: Int, until deadline: ContinuousClock.Instant
  ) -> ReadResult {
    while true {
      let timeout = Self.milliseconds(until: deadline)
      if timeout == 0 { return .timedOut }
      guard
        let events = POSIX.wait(
          [(descriptor, POSIX.readable), (wake.readEnd, POSIX.readable)],
          timeoutMilliseconds: timeout)
      else { return .failed }
      if events[1] != 0 { return .stopped }
      guard events[0] != 0 else { continue }
      switch POSIX.receive(descriptor, into: &buffer, maxCount: maxCount) {
      case .bytes: return .received
      case .wouldBlock: continue
      case .endOfStream: return .endOfStream
      case .failed: return .failed
      }
    }
  }

  /// Writes all of `bytes`; `false` when the peer went away, the deadline passed, or the server
  /// is stopping.
  func write(_ bytes: [UInt8], until deadline: ContinuousClock.Instant) -> Bool {
    var remaining = bytes[...]
    while !remaining.isEmpty {
      switch POSIX.send(descriptor, remaining) {
      case .sent(let count):
        remaining = remaining.dropFirst(count)
      case .wouldBlock:
        let timeout = Self.milliseconds(until: deadline)
        guard timeout > 0,
          let events = POSIX.wait(
            [(descriptor, POSIX.writable), (wake.readEnd, POSIX.readable)],
            timeoutMilliseconds: timeout),
          events[1] == 0
        else { return false }
      case .failed:
        return false
      }
    }
    return true
  }

  /// Waits for `duration`; `false` when the server started stopping meanwhile.
  func pause(for duration: Duration) -> Bool {
    let deadline = ContinuousClock.now.advanced(by: duration)
    while true {
      let timeout = Self.milliseconds(until: deadline)
      if timeout == 0 { return true }
      guard let events = POSIX.wait([(wake.readEnd, POSIX.readable)], timeoutMilliseconds: timeout)
      else { return false }
      if events[0] != 0 { return false }
    }
  }

  /// Half-closes the connection and discards what the peer still sends, for up to `duration` or
  /// `maxBytes`, so that an early error response is not lost to a TCP reset.
  func lingeringClose(for duration: Duration, maxBytes: Int) {
    POSIX.shutdownWrite(descriptor)
    let deadline = ContinuousClock.now.advanced(by: duration)
    var discarded: [UInt8] = []
    var total = 0
    while total < maxBytes {
      discarded.removeAll(keepingCapacity: true)
      guard case .received = read(into: &discarded, maxCount: 64 * 1024, until: deadline) else {
        return
      }
      total += discarded.count
    }
  }

  /// Milliseconds left until `deadline`, rounded up, clamped to `0...Int32.max`.
  static func milliseconds(until deadline: ContinuousClock.Instant) -> Int32 {
    let remaining = ContinuousClock.now.duration(to: deadline)
    guard remaining > .zero else { return 0 }
    let (seconds, attoseconds) = remaining.components
    let perMillisecond: Int64 = 1_000_000_000_000_000
    let roundUp: Int64 = attoseconds % perMillisecond == 0 ? 0 : 1
    let (milliseconds, overflow) = seconds.multipliedReportingOverflow(by: 1000)
    guard !overflow else { return Int32.max }
    return Int32(clamping: milliseconds + attoseconds / perMillisecond + roundUp)
  }
}
