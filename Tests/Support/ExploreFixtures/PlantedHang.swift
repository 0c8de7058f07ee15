import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The planted hang: a reducer that never returns.
enum PlantedHang {
  /// The environment variable naming a FIFO the hanging process writes its id to (and keeps open until it ends),
  /// so a test learns which process hangs and sees when it ends, without polling.
  static let fifoVariable = "PLANTED_HANG_FIFO"

  /// Spins without end.
  static func spin() {
    if let path = ProcessInfo.processInfo.environment[fifoVariable] {
      let descriptor = open(path, O_WRONLY)
      if descriptor >= 0 {
        var line = Array("\(getpid())\n".utf8)
        // NB: the pointer covers `line` for the call only; write reads at most `line.count` bytes. The descriptor is
        // left open on purpose: it closes when the process ends, which is what the test waits for.
        _ = write(descriptor, &line, line.count)
      }
    }
    var spins: UInt64 = 0
    while spins != UInt64.max { spins = (spins &+ 1) % (UInt64.max - 1) }
  }
}
