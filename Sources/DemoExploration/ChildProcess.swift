import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the runner as an explore worker (``ExploreWorker``) and collects what it wrote, through pipes only: no
/// temporary file is created, so an unwritable or shared temporary folder plays no part.
///
/// - Its standard output is the worker's protocol channel (progress lines, then the result); the worker moves
///   whatever the feature prints to standard error, so user output never reaches it.
/// - Its standard error is read as it comes, and only its tail is kept (for the runtime's message of a trap).
/// - Its standard input is a pipe this process holds open and never writes: when this process ends, however it
///   ends (SIGTERM from a CI timeout, SIGKILL), the worker reads end-of-file and exits.
/// - A ``Watchdog`` ends a worker that makes no progress for its bound: the result is then marked `hung`.
enum ChildProcess {
  /// How a child ended and what it wrote.
  struct Result {
    /// The exit status, when it exited.
    var status: Int32
    /// The signal that ended it, when one did (a trap, or the watchdog's kill).
    var signal: Int32?
    /// Whether the watchdog ended it: no progress for the watchdog's bound.
    var hung: Bool
    /// Its protocol channel (its standard output).
    var output: Data
    /// The tail of its standard error.
    var errorText: String

    /// The protocol channel's lines.
    var lines: [Substring] { String(decoding: output, as: UTF8.self).split(separator: "\n") }

    /// Whether it ended abnormally: trapped, or hung.
    var crashed: Bool { hung || signal != nil }

    /// The number after `prefix` on the last protocol line that starts with it.
    func lastNumber(after prefix: String) -> Int? {
      lines.last { $0.hasPrefix(prefix) }.flatMap { Int($0.dropFirst(prefix.count)) }
    }

    /// The rest of the last protocol line that starts with `prefix`.
    func lastLine(after prefix: String) -> Substring? {
      lines.last { $0.hasPrefix(prefix) }.map { $0.dropFirst(prefix.count) }
    }

    /// The runtime's message for a trap (`Fatal error: …`, `Precondition failed: …`, `Assertion failed: …`),
    /// without the file and line printed before it.
    var trapMessage: String {
      let markers = [
        "Fatal error", "Precondition failed", "Assertion failed", "Unexpectedly found nil",
      ]
      for line in errorText.split(separator: "\n").reversed() {
        guard
          let range = markers.compactMap({ line.range(of: $0) }).min(by: {
            $0.lowerBound < $1.lowerBound
          })
        else { continue }
        return String(line[range.lowerBound...])
      }
      return "no message"
    }
  }

  /// Why a child could not be started.
  struct LaunchError: Error, CustomStringConvertible {
    var description: String
  }

  /// At most this much of a child's standard error is kept (its end).
  static let errorTailLimit = 64 * 1024

  /// Runs `executable` with `arguments` and waits for it, ending it when the watchdog says it hangs.
  ///
  /// The caller suspends while the child runs: its pipes are read, and the watchdog kept, on a thread of the
  /// child's own, and its end comes through Foundation's termination handler. Neither the main actor (``ExploreChild``
  /// runs there) nor a thread of Swift's cooperative pool blocks on the child.
  static func run(
    _ executable: String, _ arguments: [String], watchdog: Watchdog
  ) async throws(LaunchError) -> Result {
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    // A trap is expected and reported by the parent: no backtrace (it can take seconds to symbolicate).
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    // Set before the child starts: Foundation calls it only for an end that comes after it is set.
    let (ended, finish) = AsyncStream<Void>.makeStream()
    process.terminationHandler = { _ in finish.finish() }
    do {
      try process.run()
    } catch {
      throw LaunchError(description: "cannot start the explore worker `\(executable)`: \(error)")
    }
    // The child's ends are the child's: without closing them here, end-of-file would never come.
    try? output.fileHandleForWriting.close()
    try? errors.fileHandleForWriting.close()
    try? input.fileHandleForReading.close()
    let outputFD = output.fileHandleForReading.fileDescriptor
    let errorFD = errors.fileHandleForReading.fileDescriptor
    let child = process.processIdentifier
    let collected = await withCheckedContinuation { continuation in
      Thread {
        var collected = Collected()
        collected.drain(output: outputFD, errors: errorFD, process: child, watchdog: watchdog)
        continuation.resume(returning: collected)
      }.start()
    }
    for await _ in ended {}
    try? output.fileHandleForReading.close()
    try? errors.fileHandleForReading.close()
    // Held open until now: the child's standard input ends with this process, or here.
    try? input.fileHandleForWriting.close()
    let signal = process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil
    return Result(
      status: process.terminationStatus, signal: signal, hung: collected.hung,
      output: collected.output, errorText: String(decoding: collected.errors, as: UTF8.self))
  }

  /// What a child wrote, read from both pipes as it comes.
  private struct Collected {
    var output = Data()
    var errors = Data()
    var hung = false
    /// Whether the worker gave its answer (`report`, `replayed`, `traced`, `error`): what it does after that (its
    /// exit) is not watched.
    var answered = false
    /// How much of `output` was looked at for an answer.
    private var scanned = 0

    /// The lines that end a worker's work.
    static let answers = ["report ", "replayed ", "traced", "error "].map { Data($0.utf8) }

    /// Looks at the complete lines received since the last look for one that answers.
    private mutating func lookForAnswer() {
      while let newline = output[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
        let line = output[scanned..<newline]
        if Self.answers.contains(where: { line.starts(with: $0) }) { answered = true }
        scanned = newline + 1
      }
    }

    /// Reads both pipes until both end; kills the child when the watchdog finds no progress.
    mutating func drain(
      output outputFD: Int32, errors errorFD: Int32, process: Int32, watchdog: Watchdog
    ) {
      var open: [Int32] = [outputFD, errorFD]
      var progress = WatchdogProgress(process: process, watchdog: watchdog)
      var buffer = [UInt8](repeating: 0, count: 64 * 1024)
      while !open.isEmpty {
        var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        // NB: `&fds` points at `fds.count` pollfd values for the call only; poll reads and writes only those.
        let ready = poll(&fds, nfds_t(fds.count), 100)
        if ready < 0, errno != EINTR { break }
        for entry in fds where entry.revents != 0 {
          // NB: `&buffer` points at `buffer.count` bytes for the call only; read writes at most that many and
          // returns how many it wrote.
          let count = read(entry.fd, &buffer, buffer.count)
          if count < 0, errno == EINTR { continue }
          guard count > 0 else {
            open.removeAll { $0 == entry.fd }
            continue
          }
          if entry.fd == outputFD {
            output.append(contentsOf: buffer[0..<count])
            progress.made()
            lookForAnswer()
          } else {
            errors.append(contentsOf: buffer[0..<count])
            if errors.count > 2 * errorTailLimit {
              errors.removeFirst(errors.count - errorTailLimit)
            }
          }
        }
        if !hung, !answered, progress.isStalled() {
          hung = true
          kill(process, SIGKILL)
        }
      }
    }
  }
}
