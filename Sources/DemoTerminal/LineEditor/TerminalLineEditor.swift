import Foundation

/// Reads lines from a terminal with editing and history: Left/Right, Home/End, Backspace and
/// Delete, Ctrl-U/Ctrl-K, Up/Down through the lines typed before, Ctrl-C to abandon a line and
/// Ctrl-D on an empty line to end.
///
/// Everything but the terminal is ``LineEditorMachine`` (pure and tested on its own: keys,
/// incremental drawing, terminal replies consumed whole); this class only moves bytes: it reads
/// standard input in raw mode (``RawTerminal``), feeds all that one read returned to the
/// machine at once (a paste is drawn once, not once per key), writes what the machine draws, and
/// asks the terminal's width before each batch, so a resize (`SIGWINCH`) is honoured at the
/// next key. Bytes read past a line's Return (keys typed ahead, or pasted lines) are kept for the
/// next line.
@MainActor
package final class TerminalLineEditor {
  private var machine = LineEditorMachine()
  /// Bytes read and not fed yet, from ``pendingStart`` on.
  private var pending: [UInt8] = []
  private var pendingStart = 0
  private let write: (String) -> Void
  private let columns: () -> Int

  /// An editor that draws with `write` (standard output by default) on a terminal `columns` wide
  /// (asked again before each batch of keys).
  package init(
    write: @escaping (String) -> Void = TerminalLineEditor.writeToStandardOutput,
    columns: @escaping () -> Int = { TerminalWidth.terminalColumns() ?? TerminalWidth.golden }
  ) {
    self.write = write
    self.columns = columns
  }

  /// Reads one line after drawing `prompt`; `nil` at the end of input. Falls back to a plain
  /// `readLine` when standard input cannot be put in raw mode.
  func nextLine(prompt: String) -> String? {
    guard let terminal = RawTerminal() else {
      write(prompt)
      return readLine(strippingNewline: true)
    }
    defer { terminal.restore() }
    write(machine.begin(prompt: prompt, columns: columns()))
    while true {
      if pendingStart >= pending.count {
        pending = RawTerminal.read()
        pendingStart = 0
        if pending.isEmpty {
          return finish(machine.endOfStream())
        }
      }
      let output = machine.feed(pending[pendingStart...], columns: columns())
      pendingStart += output.consumed
      if output.event != nil { return finish(output) }
      if !output.text.isEmpty { write(output.text) }
    }
  }

  /// Writes the machine's last output and returns the line it ended with.
  private func finish(_ output: LineEditorMachine.Output) -> String? {
    if !output.text.isEmpty { write(output.text) }
    switch output.event {
    case .line(let line)?: return line
    case .endOfInput?, nil: return nil
    }
  }

  /// Writes `text` to standard output at once.
  nonisolated static func writeToStandardOutput(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }
}
