/// Makes text that came from outside the program (servers, files, scripts, fixtures) safe to show.
///
/// Every text the library builds from outside data — error messages, diffs, terminal screens, the
/// HTML gallery — passes through ``sanitized(_:keepingNewlines:)`` first, so no outside byte can
/// act on whoever reads it:
///
/// - C0 controls (U+0000–U+001F), DEL (U+007F) and C1 controls (U+0080–U+009F): a terminal obeys
///   them (`ESC [2J` clears the screen, `ESC ]52;…BEL` writes the clipboard, a bare `CR`
///   overwrites the line).
/// - Bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069): they reorder
///   the text around them, so `"txt.\u{202E}exe"` would read as `"txtexe."` in a browser or a terminal.
///
/// Each one is replaced by the visible U+FFFD REPLACEMENT CHARACTER, one for one, so a box drawn
/// around the text keeps its width. The newline is kept unless `keepingNewlines` is false.
///
/// ```swift
/// OutsideText.sanitized("Buy \u{1B}[2Jstamps")  // "Buy �[2Jstamps"
/// ```
package enum OutsideText {
  /// What replaces each control character.
  package static let replacement: Unicode.Scalar = "\u{FFFD}"

  /// `text` with every control and bidirectional-control character replaced by ``replacement``.
  ///
  /// Linear in the length of `text`; text with nothing to replace is returned as it is after one scan
  /// of its UTF-8 bytes.
  ///
  /// - Parameters:
  ///   - text: Text from outside the program.
  ///   - keepingNewlines: Whether `\n` stays (multi-line messages) or is replaced too (one-line fields).
  package static func sanitized(_ text: String, keepingNewlines: Bool = true) -> String {
    guard needsSanitizing(text, keepingNewlines: keepingNewlines) else { return text }
    var output = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let unsafe = isUnsafe(scalar) && !(keepingNewlines && scalar == "\n")
      output.append(unsafe ? replacement : scalar)
    }
    return String(output)
  }

  /// Whether `scalar` is a control or bidirectional-control character (the newline counts as one).
  package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// A byte scan: C0 and DEL are single bytes; C1 controls are `C2 80`–`C2 9F`; U+061C is `D8 9C`;
  /// the other bidi controls are `E2 80 8E`, `E2 80 8F`, `E2 80 AA`–`AE` and `E2 81 A6`–`A9`.
  private static func needsSanitizing(_ text: String, keepingNewlines: Bool) -> Bool {
    var previous: UInt8 = 0
    var beforePrevious: UInt8 = 0
    for byte in text.utf8 {
      if byte < 0x20, !(keepingNewlines && byte == 0x0A) { return true }
      if byte == 0x7F { return true }
      if previous == 0xC2, (0x80...0x9F).contains(byte) { return true }
      if previous == 0xD8, byte == 0x9C { return true }
      if beforePrevious == 0xE2, previous == 0x80,
        byte == 0x8E || byte == 0x8F || (0xAA...0xAE).contains(byte)
      {
        return true
      }
      if beforePrevious == 0xE2, previous == 0x81, (0xA6...0xA9).contains(byte) { return true }
      beforePrevious = previous
      previous = byte
    }
    return false
  }
}
