import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How long an explore worker may go without progress (a run started, a step played) before its parent ends it
/// and reports a hang.
///
/// The bound is on the **processor time** the worker uses without progress (Linux: from `/proc`), so a loaded
/// machine, which only slows the worker down, never makes a normal step look like a hang: a step of a feature
/// takes microseconds to milliseconds of processor time, a reducer that never returns burns it without end.
/// Where processor time cannot be read, and for a worker blocked without using any, a wall-clock bound applies
/// too, well above anything a normal step waits (exploring's own longest wait for effects is 60 s).
package struct Watchdog: Sendable {
  /// Processor time without progress after which the worker hangs.
  package var processorTime: Duration
  /// Wall-clock time without progress after which the worker hangs.
  package var wallTime: Duration

  /// The default: 20 s of processor time, or 5 minutes of wall-clock time, without progress.
  package static let standard = Watchdog(processorTime: .seconds(20), wallTime: .seconds(300))

  package init(processorTime: Duration, wallTime: Duration) {
    self.processorTime = processorTime
    self.wallTime = wallTime
  }
}

/// A worker's progress as its parent sees it: when it last made some, and how much processor time it had used.
struct WatchdogProgress {
  let process: Int32
  let watchdog: Watchdog
  private var lastWall = ContinuousClock.now
  private var lastProcessorTime: Duration?
  private var lastLook = ContinuousClock.now
  private var progressed = false
  /// Whether the worker said anything yet: until then (the process starting, which a sanitizer can make costly)
  /// only the wall-clock bound applies.
  private var started = false

  /// Whether the system told the worker's processor time when it started (Linux): from then on, not being told
  /// means the worker is gone.
  private let readsProcessorTime: Bool

  init(process: Int32, watchdog: Watchdog) {
    self.process = process
    self.watchdog = watchdog
    lastProcessorTime = Self.processorTime(of: process)
    readsProcessorTime = lastProcessorTime != nil
  }

  /// The worker made progress.
  mutating func made() { progressed = true }

  /// Whether the worker made no progress for the watchdog's bound (looked at most every 50 ms, `now` being the
  /// time of the look). A worker that already ended (its processor time, read before, is gone with it: exited and
  /// reaped, while the last of its output is still being read) never hung.
  mutating func isStalled(at now: ContinuousClock.Instant = .now) -> Bool {
    guard now - lastLook >= .milliseconds(50) else { return false }
    lastLook = now
    let used = Self.processorTime(of: process)
    if used == nil, readsProcessorTime { return false }
    if progressed {
      progressed = false
      started = true
      lastWall = now
      lastProcessorTime = used
      return false
    }
    if now - lastWall >= watchdog.wallTime { return true }
    guard started else { return false }
    guard let used, let before = lastProcessorTime else {
      // No processor time to go by: the bound applies to wall-clock time.
      return now - lastWall >= watchdog.processorTime
    }
    return used - before >= watchdog.processorTime
  }

  /// The processor time `process` used so far (user and system), when the system tells (Linux).
  static func processorTime(of process: Int32) -> Duration? {
    #if os(Linux)
      guard let text = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
        let close = text.lastIndex(of: ")")
      else { return nil }
      // After the command's closing parenthesis: state (field 3) … utime (14), stime (15).
      let fields = text[text.index(after: close)...].split(separator: " ")
      guard fields.count > 12, let user = Int64(fields[11]), let system = Int64(fields[12]) else {
        return nil
      }
      let ticks = Int64(sysconf(Int32(_SC_CLK_TCK)))
      guard ticks > 0 else { return nil }
      return .milliseconds((user + system) * 1000 / ticks)
    #else
      return nil
    #endif
  }
}
