import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a ``ProgressLine`` is drawn: a terminal that can redraw a line in place.
///
/// The runner's is the terminal on standard error (``standardError(environment:isTerminal:)``), and only when
/// standard error *is* a terminal: a pipe, a file or CI's log gets nothing. Tests hand a fake one that collects
/// the bytes, so both sides of the decision are checked without a terminal.
package struct ProgressTerminal: Sendable {
  /// Writes raw bytes (escape sequences included) to the terminal.
  var write: @Sendable (String) -> Void
  /// The terminal's width in columns now (it can be resized while a command runs).
  var columns: @Sendable () -> Int

  /// The terminal on standard error when `isTerminal` says it is one and `TERM` is not `dumb` (which cannot erase
  /// a line); `nil` otherwise — a pipe, a file or a CI log, where progress would only add noise.
  package static func standardError(environment: [String: String], isTerminal: Bool)
    -> ProgressTerminal?
  {
    guard isTerminal, environment["TERM"] != "dumb" else { return nil }
    return ProgressTerminal(
      write: { text in FileHandle.standardError.write(Data(text.utf8)) },
      columns: { TerminalWidth.columns(of: STDERR_FILENO) ?? TerminalWidth.golden })
  }
}
