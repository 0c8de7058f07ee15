/// Where an interactive session reads its lines: a string given in-process, standard input, or
/// a terminal through the line editor.
@MainActor
package struct LineReader {
  private var next: (String) -> String?

  /// Whether the reader draws the prompt itself (the line editor does).
  package private(set) var drawsPrompt = false

  /// Reads the lines of `text`.
  package init(text: String) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    var index = 0
    self.next = { _ in
      guard index < lines.count else { return nil }
      defer { index += 1 }
      return lines[index]
    }
  }

  /// Reads standard input, one line at a time, as it arrives.
  package static var standardInput: LineReader {
    LineReader { _ in readLine(strippingNewline: true) }
  }

  /// Reads a terminal through `editor`: line editing, history, the prompt redrawn.
  package static func terminal(_ editor: TerminalLineEditor) -> LineReader {
    var reader = LineReader { editor.nextLine(prompt: $0) }
    reader.drawsPrompt = true
    return reader
  }

  private init(next: @escaping (String) -> String?) {
    self.next = next
  }

  /// The next line without its line ending, or `nil` at the end of input; `prompt` is drawn by
  /// readers that ``drawsPrompt``.
  package mutating func nextLine(prompt: String = "") -> String? {
    guard let line = next(prompt) else { return nil }
    return line.hasSuffix("\r") ? String(line.dropLast()) : line
  }
}
