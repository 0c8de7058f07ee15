/// Small text helpers for the terminal screens and transcripts.
package enum TextLayout {
  /// `text` broken into lines of at most `width` terminal columns (see ``DisplayWidth``), at
  /// spaces where possible; lines after the first are indented by `hangingIndent` spaces.
  package static func wrap(_ text: String, width: Int, hangingIndent: Int = 0) -> [String] {
    let indent = min(max(0, hangingIndent), max(0, width - 1))
    let lines = wrapLines(text, width: width, restWidth: width - indent)
    return lines.enumerated().map {
      $0.offset == 0 ? $0.element : String(repeating: " ", count: indent) + $0.element
    }
  }

  /// Linear in the length of `text`: every character is measured once, and a long word is cut
  /// by walking its indices forward, never by measuring what is left of it again.
  private static func wrapLines(_ text: String, width: Int, restWidth: Int) -> [String] {
    var width = max(1, width)
    let restWidth = max(1, restWidth)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineCount = 0
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
        var rest = word
        var restCount = DisplayWidth.of(word)
        if lineCount > 0, lineCount + 1 + restCount > width {
          lines.append(line)
          (line, lineCount, width) = ("", 0, restWidth)
        }
        while restCount > width {
          if lineCount > 0 {
            lines.append(line)
            (line, lineCount, width) = ("", 0, restWidth)
          }
          let (cut, taken) = prefix(of: rest, fitting: width)
          // A last character wider than the line: it goes on a line of its own, below.
          if cut == rest.endIndex { break }
          lines.append(String(rest[..<cut]))
          rest = rest[cut...]
          restCount -= taken
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

  /// Where the longest prefix of `text` that fits in `width` columns ends, and its width; at
  /// least one character, so a character wider than `width` still moves the cut forward.
  private static func prefix(
    of text: Substring, fitting width: Int
  ) -> (end: Substring.Index, width: Int) {
    var end = text.startIndex
    var taken = 0
    while end < text.endIndex {
      let next = DisplayWidth.of(text[end])
      if taken + next > width, end > text.startIndex { break }
      taken += next
      end = text.index(after: end)
      if taken >= width { break }
    }
    return (end, taken)
  }

  /// `text` padded with spaces (or cut with `…`) to exactly `width` columns.
  ///
  /// Measures at most `width + 1` columns of `text`, however long it is.
  package static func fit(_ text: String, width: Int) -> String {
    let width = max(0, width)
    let (end, taken) = prefix(of: text[...], fitting: width)
    if end == text.endIndex, taken <= width {
      return text + String(repeating: " ", count: width - taken)
    }
    guard width > 0 else { return "…" }
    let (cut, kept) = prefix(of: text[...], fitting: width - 1)
    let head = kept > width - 1 ? "" : String(text[..<cut])
    let used = kept > width - 1 ? 0 : kept
    return head + "…" + String(repeating: " ", count: max(0, width - 1 - used))
  }

  /// `text` as it is when it takes at most `width` columns, else cut to `width` ending in `…`.
  package static func truncate(_ text: String, width: Int) -> String {
    let width = max(1, width)
    let (end, taken) = prefix(of: text[...], fitting: width)
    if end == text.endIndex, taken <= width { return text }
    let (cut, kept) = prefix(of: text[...], fitting: width - 1)
    return (kept > width - 1 || width == 1 ? "" : String(text[..<cut])) + "…"
  }

  /// `text` centred in `width` columns.
  package static func center(_ text: String, width: Int) -> String {
    let textWidth = DisplayWidth.of(text)
    guard textWidth < width else { return fit(text, width: width) }
    let left = (width - textWidth) / 2
    return fit(String(repeating: " ", count: left) + text, width: width)
  }

  /// The columns `text` takes (see ``DisplayWidth``).
  package static func width(_ text: some StringProtocol) -> Int {
    DisplayWidth.of(text)
  }

  /// A camel-case name as words: `signedOut` → `Signed out`.
  package static func humanize(_ name: String) -> String {
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
  package static func indent(_ text: String, by prefix: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : prefix + $0 }
      .joined(separator: "\n")
  }
}
