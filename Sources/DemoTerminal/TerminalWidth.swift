import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How many columns screens are drawn in: `COLUMNS`, else the terminal's width, else 80; in an
/// interactive session, measured before each line (``measure(environment:terminalColumns:)``),
/// the terminal's width first, since it follows resizes and `COLUMNS` does not.
///
/// Goldens never depend on it: `check` and `record` always draw at ``golden`` columns.
package enum TerminalWidth {
  /// The width when nothing says otherwise, and the width goldens are recorded at.
  package static let golden = 80
  /// The narrowest width used (a smaller `COLUMNS` is raised to it).
  static let minimum = 30
  /// The widest width used (a larger `COLUMNS` is lowered to it).
  static let maximum = 400

  /// The width from `COLUMNS` in `environment` when it is a number, else from the terminal on
  /// standard output when `askTerminal` (the executable), else ``golden``.
  package static func resolve(environment: [String: String], askTerminal: Bool) -> Int {
    if let text = environment["COLUMNS"],
      let columns = Int(text.trimmingCharacters(in: .whitespaces)), columns > 0
    {
      return min(max(columns, minimum), maximum)
    }
    if askTerminal, let columns = terminalColumns() {
      return min(max(columns, minimum), maximum)
    }
    return golden
  }

  /// The width for an interactive session, asked again before each line: the terminal's
  /// (`terminalColumns`, ``terminalColumns()`` by default) first, because it follows a resize
  /// (`SIGWINCH`) while an exported `COLUMNS` is a snapshot from when the runner started; then
  /// `COLUMNS` in `environment` when there is no terminal to ask; else ``golden``.
  package static func measure(
    environment: [String: String], terminalColumns: () -> Int? = { TerminalWidth.terminalColumns() }
  ) -> Int {
    if let columns = terminalColumns(), columns > 0 {
      return min(max(columns, minimum), maximum)
    }
    return resolve(environment: environment, askTerminal: false)
  }

  /// The width of the terminal on standard output, if it is one, asked now (it changes when the
  /// window is resized).
  static func terminalColumns() -> Int? {
    guard isatty(STDOUT_FILENO) == 1 else { return nil }
    return columns(of: STDOUT_FILENO)
  }

  /// The width of the terminal on file descriptor `descriptor`, asked now; nil when it is not a terminal.
  static func columns(of descriptor: Int32) -> Int? {
    var size = winsize()
    #if canImport(Glibc)
      let request = UInt(TIOCGWINSZ)
    #else
      let request = TIOCGWINSZ
    #endif
    guard ioctl(descriptor, request, &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}
