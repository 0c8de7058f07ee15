/// One line on a terminal saying what a long command is doing and how far it got, redrawn in place:
///
/// ```text
/// check 7/17 [####······] 3s elapsed, about 4s left · Sources/Features/News/Scripts/retry.demo
/// ```
///
/// It is drawn only on a terminal (``ProgressTerminal``): with none (a pipe, a file, CI's log, an in-process run)
/// every call does nothing, so nothing extra is ever written where output is kept — and the report a command
/// prints on standard output is the same bytes either way. Each redraw is `\r`, erase-line (`ESC [2K`) and the
/// line cut to the terminal's width less one column (a wrapped line could not be redrawn in place); ``finish()``
/// erases it. The ``Console`` hides the line around everything else it writes, so reports and errors never land
/// after a half-drawn progress line.
///
/// The estimate is the average time of the items done so far times the items left; the clock is injected, so a
/// test reads exact figures.
@MainActor
package final class ProgressLine {
  private let terminal: ProgressTerminal?
  private let now: @Sendable () -> Duration
  private var task = ""
  private var total = 0
  private var done = 0
  private var detail = ""
  private var started = Duration.zero
  /// Whether a line is on the terminal now (drawn and not erased).
  private var isShown = false

  /// A progress line drawn on `terminal` (`nil`: nowhere), timed by `now` (the process's monotonic clock by
  /// default; tests pass a fake).
  package init(terminal: ProgressTerminal?, now: (@Sendable () -> Duration)? = nil) {
    self.terminal = terminal
    if let now {
      self.now = now
    } else {
      let origin = ContinuousClock.now
      self.now = { ContinuousClock.now - origin }
    }
  }

  /// A line that is never drawn.
  static func off() -> ProgressLine { ProgressLine(terminal: nil, now: { .zero }) }

  /// Whether anything is drawn at all (there is a terminal).
  var isEnabled: Bool { terminal != nil }

  /// Starts a task of `total` items (`check`, 17 scripts): the estimate's clock starts now.
  package func start(_ task: String, total: Int, detail: String = "") {
    guard isEnabled else { return }
    self.task = task
    self.total = max(0, total)
    self.done = 0
    self.detail = detail
    self.started = now()
    draw()
  }

  /// `done` items of the task are finished; `detail` says what is being done now.
  package func update(done: Int, detail: String) {
    guard isEnabled else { return }
    self.done = min(max(0, done), total)
    self.detail = detail
    draw()
  }

  /// Erases the line: the task is over.
  package func finish() {
    guard isEnabled, !task.isEmpty else { return }
    erase()
    task = ""
  }

  /// Erases the line for a moment, so that other output starts at the beginning of a clean line.
  func hide() {
    guard isShown else { return }
    erase()
  }

  /// Draws the line again after ``hide()``, when a task is running.
  func show() {
    guard isEnabled, !task.isEmpty, !isShown else { return }
    draw()
  }

  /// The line's text for the current figures, before it is cut to the terminal's width.
  var text: String {
    let elapsed = now() - started
    var line = "\(task) \(done)/\(total) \(bar) \(Self.format(elapsed)) elapsed"
    if done > 0, done < total {
      let perItem = elapsed / done
      line += ", about \(Self.format(perItem * (total - done))) left"
    } else if done == 0, total > 0 {
      line += ", estimating…"
    }
    if !detail.isEmpty { line += " · " + detail }
    return line
  }

  /// Ten cells, filled in proportion to the items done.
  private var bar: String {
    let filled = total == 0 ? 10 : done * 10 / total
    return "[" + String(repeating: "#", count: filled) + String(repeating: "·", count: 10 - filled)
      + "]"
  }

  private func draw() {
    guard let terminal else { return }
    let width = max(10, terminal.columns() - 1)
    let line = TextLayout.truncate(TerminalText.sanitized(text), width: width)
    terminal.write("\r\u{1B}[2K" + line)
    isShown = true
  }

  private func erase() {
    terminal?.write("\r\u{1B}[2K")
    isShown = false
  }

  /// `duration` to the second for a person: `4s`, `2m05s`, `1h02m`.
  static func format(_ duration: Duration) -> String {
    let seconds = max(0, Int(duration.components.seconds))
    if seconds < 60 { return "\(seconds)s" }
    if seconds < 3_600 {
      let rest = seconds % 60
      return "\(seconds / 60)m\(rest < 10 ? "0" : "")\(rest)s"
    }
    let minutes = seconds / 60 % 60
    return "\(seconds / 3_600)h\(minutes < 10 ? "0" : "")\(minutes)m"
  }
}
