import Foundation

/// Reads lines from a terminal with editing and history: Left/Right, Home/End, Backspace and
/// Delete, Ctrl-U/Ctrl-K, Up/Down through the lines typed before, Ctrl-C to abandon a line and
/// Ctrl-D on an empty line to end.
///
/// Keys are decoded by ``KeyParser`` and applied by ``LineBuffer`` (both pure and tested on
/// their own); this class only moves bytes: it reads standard input in raw mode
/// (``RawTerminal``) and redraws the line after each key. Bytes read past a line's Return (keys
/// typed ahead, or pasted lines) are kept for the next line.
@MainActor
final class TerminalLineEditor {
  private var parser = KeyParser()
  private var buffer = LineBuffer()
  private var pending: [UInt8] = []
  private let write: (String) -> Void

  /// An editor that draws with `write` (standard output by default).
  init(write: @escaping (String) -> Void = TerminalLineEditor.writeToStandardOutput) {
    self.write = write
  }

  /// Reads one line after drawing `prompt`; `nil` at the end of input. Falls back to a plain
  /// `readLine` when standard input cannot be put in raw mode.
  func nextLine(prompt: String) -> String? {
    guard let terminal = RawTerminal() else {
      write(prompt)
      return readLine(strippingNewline: true)
    }
    defer { terminal.restore() }
    write(prompt)
    while true {
      if pending.isEmpty {
        pending = RawTerminal.read()
        if pending.isEmpty {
          write("\n")
          let line = buffer.line
          _ = buffer.apply(.interrupt)
          return line.isEmpty ? nil : line
        }
      }
      let byte = pending.removeFirst()
      guard let key = parser.feed(byte) else { continue }
      switch buffer.apply(key) {
      case .unchanged:
        continue
      case .edited:
        redraw(prompt)
      case .submit(let line):
        write("\n")
        return line
      case .interrupted:
        write("^C\n" + prompt)
      case .endOfInput:
        write("\n")
        return nil
      }
    }
  }

  /// `\r`, the prompt and the line, erase to the end, then the cursor put back.
  private func redraw(_ prompt: String) {
    let back = buffer.text.count - buffer.cursor
    write(Self.redrawSequence(prompt: prompt, line: buffer.line, cursorFromEnd: back))
  }

  /// What redrawing a line writes (pure, for tests).
  nonisolated static func redrawSequence(prompt: String, line: String, cursorFromEnd: Int) -> String
  {
    let shown = TerminalText.sanitized(line)
    return "\r" + prompt + shown + "\u{1B}[K"
      + (cursorFromEnd > 0 ? "\u{1B}[\(cursorFromEnd)D" : "")
  }

  /// Writes `text` to standard output at once.
  nonisolated static func writeToStandardOutput(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }
}
