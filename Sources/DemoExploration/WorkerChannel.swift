import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An explore worker's side of its parent (see ``ChildProcess``): the protocol channel, kept apart from whatever
/// the feature prints, and the watch that ends the worker with its parent.
@MainActor
final class WorkerChannel {
  /// The protocol channel: the standard output the worker was started with.
  private let descriptor: Int32
  private var lastBeat = ContinuousClock.now

  /// Takes the worker's standard output as the protocol channel and points standard output at standard error, so
  /// a feature's `print` (or `_printChanges()`) lands in the parent's diagnostics, never in the protocol. When
  /// standard input is a pipe (the parent's), a thread waits for its end and exits the worker: the parent is gone.
  init() {
    fflush(nil)
    let channel = dup(STDOUT_FILENO)
    descriptor = channel >= 0 ? channel : STDOUT_FILENO
    if channel >= 0 { _ = dup2(STDERR_FILENO, STDOUT_FILENO) }
    var info = stat()
    if fstat(STDIN_FILENO, &info) == 0, info.st_mode & S_IFMT == S_IFIFO {
      Thread.detachNewThread {
        var byte: UInt8 = 0
        while true {
          // NB: `&byte` points at one byte for the call only; read writes at most one.
          let count = read(STDIN_FILENO, &byte, 1)
          if count == 0 || (count < 0 && errno != EINTR) { _exit(3) }
        }
      }
    }
  }

  /// Writes `line` (and a newline) to the parent at once.
  func send(_ line: String) {
    var bytes = Array((line + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
      // NB: the pointer covers `bytes` for the call only; write reads at most `bytes.count - offset` from `offset`.
      let written = bytes.withUnsafeMutableBytes { raw in
        write(descriptor, raw.baseAddress.map { $0 + offset }, raw.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      offset += written
    }
    lastBeat = ContinuousClock.now
  }

  /// Tells the parent's watchdog that the worker is making progress (at most every 50 ms).
  func beat() {
    guard ContinuousClock.now - lastBeat >= .milliseconds(50) else { return }
    send("beat")
  }
}
