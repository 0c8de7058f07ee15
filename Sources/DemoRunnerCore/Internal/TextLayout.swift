/// Small text helpers for the terminal screens and transcripts.
enum TextLayout {
  /// `text` broken into lines of at most `width` characters, at spaces where possible; lines
  /// after the first are indented by `hangingIndent` spaces.
  static func wrap(_ text: String, width: Int, hangingIndent: Int = 0) -> [String] {
    let indent = min(max(0, hangingIndent), max(0, width - 1))
    let lines = wrapLines(text, width: width, restWidth: width - indent)
    return lines.enumerated().map {
      $0.offset == 0 ? $0.element : String(repeating: " ", count: indent) + $0.element
    }
  }

  private static func wrapLines(_ text: String, width: Int, restWidth: Int) -> [String] {
    var width = max(1, width)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
        var word = Substring(word)
        if !line.isEmpty, line.count + 1 + word.count > width {
          lines.append(line)
          line = ""
          width = max(1, restWidth)
        }
        while word.count > width {
          if !line.isEmpty {
            lines.append(line)
            line = ""
            width = max(1, restWidth)
          }
          lines.append(String(word.prefix(width)))
          word = word.dropFirst(width)
          width = max(1, restWidth)
        }
        line += line.isEmpty ? String(word) : " " + word
      }
      lines.append(line)
      width = max(1, restWidth)
    }
    return lines
  }

  /// `text` padded with spaces (or cut with `…`) to exactly `width` characters.
  static func fit(_ text: String, width: Int) -> String {
    if text.count <= width { return text + String(repeating: " ", count: width - text.count) }
    return String(text.prefix(max(0, width - 1))) + "…"
  }

  /// `text` centred in `width` characters.
  static func center(_ text: String, width: Int) -> String {
    guard text.count < width else { return fit(text, width: width) }
    let left = (width - text.count) / 2
    return fit(String(repeating: " ", count: left) + text, width: width)
  }

  /// A camel-case name as words: `signedOut` → `Signed out`.
  static func humanize(_ name: String) -> String {
    var words = ""
    for character in name {
      if character.isUppercase, !words.isEmpty {
        words += " " + character.lowercased()
      } else if character == "_" {
        words += " "
      } else {
        words.append(character)
      }
    }
    return words.prefix(1).uppercased() + words.dropFirst()
  }

  /// Every line of `text` prefixed with `prefix`.
  static func indent(_ text: String, by prefix: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : prefix + $0 }
      .joined(separator: "\n")
  }
}
