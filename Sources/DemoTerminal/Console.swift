import Foundation

/// Where a command writes: standard output and standard error, collected or streamed.
///
/// The in-process entry point collects both into strings; the executable streams them to the
/// process's file handles as it goes, so an interactive session shows each step at once.
///
/// Everything written is passed through ``TerminalText/sanitized(_:)`` first: text that came
/// from a server, a fixture or a script never reaches the terminal with a raw control character
/// in it (each becomes `�`; newlines stay). Colour (``TerminalStyle``) is added after that, so
/// the only escape sequences written are the runner's own.
@MainActor
package final class Console {
  /// Everything written to standard output so far (collecting consoles only).
  package private(set) var output = ""
  /// Everything written to standard error so far (collecting consoles only).
  package private(set) var errors = ""
  private let streams: Bool
  /// How standard output is coloured (set once `--color` is parsed).
  package var outputStyle = TerminalStyle.plain
  /// How standard error is coloured.
  package var errorStyle = TerminalStyle.plain
  /// The progress line of a long command, on a terminal's standard error only (off elsewhere); hidden around
  /// everything else written, so output never lands after a half-drawn line.
  package var progress = ProgressLine.off()

  /// A console that collects (`streams == false`) or writes through to the process.
  package init(streams: Bool) {
    self.streams = streams
  }

  /// Writes `text` and a newline to standard output.
  package func print(_ text: String = "") {
    writeLine(outputStyle.highlight(TerminalText.sanitized(text)), toErrors: false)
  }

  /// Writes `text` to standard output without a newline, when streaming (an interactive prompt).
  package func prompt(_ text: String) {
    guard streams else { return }
    FileHandle.standardOutput.write(Data(TerminalText.sanitized(text).utf8))
  }

  /// Writes `text` and a newline to standard error.
  package func error(_ text: String) {
    writeLine(errorStyle.highlight(TerminalText.sanitized(text)), toErrors: true)
  }

  /// Writes `line` and a newline to standard error or output (collected, or streamed), around the progress line.
  private func writeLine(_ line: String, toErrors: Bool) {
    progress.hide()
    defer { progress.show() }
    let text = line + "\n"
    if streams {
      (toErrors ? FileHandle.standardError : FileHandle.standardOutput).write(Data(text.utf8))
    } else if toErrors {
      errors += text
    } else {
      output += text
    }
  }
}
