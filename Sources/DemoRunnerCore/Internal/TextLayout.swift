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

  /// Linear in the length of `text`: every character is counted once, and a long word is cut
  /// by walking its indices forward, never by recounting what is left of it.
  private static func wrapLines(_ text: String, width: Int, restWidth: Int) -> [String] {
    var width = max(1, width)
    let restWidth = max(1, restWidth)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineCount = 0
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
        var rest = word
        var restCount = word.count
        if lineCount > 0, lineCount + 1 + restCount > width {
          lines.append(line)
          (line, lineCount, width) = ("", 0, restWidth)
        }
        while restCount > width {
          if lineCount > 0 {
            lines.append(line)
            (line, lineCount, width) = ("", 0, restWidth)
          }
          let cut = rest.index(rest.startIndex, offsetBy: width)
          lines.append(String(rest[..<cut]))
          rest = rest[cut...]
          restCount -= width
          width = restWidth
        }
        if lineCount > 0 {
          line += " "
          lineCount += 1
        }
        line += rest
        lineCount += restCount
      }
      lines.append(line)
      width = restWidth
    }
    return lines
  }

  /// `text` padded with spaces (or cut with `…`) to exactly `width` characters.
  ///
  /// Counts at most `width + 1` characters, however long `text` is.
  static func fit(_ text: String, width: Int) -> String {
    let width = max(0, width)
    if let cut = text.index(text.startIndex, offsetBy: width, limitedBy: text.endIndex),
      cut != text.endIndex
    {
      return String(text[..<cut].dropLast()) + "…"
    }
    let count = text.count
    return text + String(repeating: " ", count: width - count)
  }

  /// `text` as it is when it has at most `width` characters, else cut to `width` ending in `…`.
  static func truncate(_ text: String, width: Int) -> String {
    let width = max(1, width)
    guard let cut = text.index(text.startIndex, offsetBy: width, limitedBy: text.endIndex),
      cut != text.endIndex
    else { return text }
    return String(text[..<text.index(before: cut)]) + "…"
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
