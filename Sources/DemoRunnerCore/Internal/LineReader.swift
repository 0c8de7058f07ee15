/// Where an interactive session reads its lines: a string given in-process, or standard input.
struct LineReader {
  private var next: () -> String?

  /// Reads the lines of `text`.
  init(text: String) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    var index = 0
    self.next = {
      guard index < lines.count else { return nil }
      defer { index += 1 }
      return lines[index]
    }
  }

  /// Reads standard input, one line at a time, as it arrives.
  static var standardInput: LineReader {
    LineReader { readLine(strippingNewline: true) }
  }

  private init(next: @escaping () -> String?) {
    self.next = next
  }

  /// The next line without its line ending, or `nil` at the end of input.
  mutating func nextLine() -> String? {
    guard let line = next() else { return nil }
    return line.hasSuffix("\r") ? String(line.dropLast()) : line
  }
}
