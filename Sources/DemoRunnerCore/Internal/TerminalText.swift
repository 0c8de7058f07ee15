/// Makes text from servers, fixtures and scripts safe to draw on a terminal.
///
/// A terminal obeys control characters: `ESC [2J` clears the screen, `ESC ]52;…` writes the
/// clipboard, a bare `CR` overwrites the line. Every C0 control (U+0000–U+001F) except the
/// newline, DEL (U+007F) and every C1 control (U+0080–U+009F) is therefore replaced by the
/// visible U+FFFD REPLACEMENT CHARACTER `�`, one for one, so a box drawn around the text keeps
/// its width. Everything ``Console`` writes goes through here.
///
/// ```swift
/// TerminalText.sanitized("Buy \u{1B}[2Jstamps")  // "Buy �[2Jstamps"
/// ```
enum TerminalText {
  /// What replaces each control character.
  static let replacement: Unicode.Scalar = "\u{FFFD}"

  /// `text` with its control characters (except `\n`) replaced by ``replacement``.
  ///
  /// Linear in the length of `text`; text without control characters is returned as it is after
  /// one scan of its UTF-8 bytes.
  static func sanitized(_ text: String) -> String {
    guard needsSanitizing(text) else { return text }
    var output = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      output.append(isControl(scalar) ? replacement : scalar)
    }
    return String(output)
  }

  /// Whether `scalar` is a control character a terminal may act on (the newline is not).
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A: false
    case 0x00...0x1F, 0x7F...0x9F: true
    default: false
    }
  }

  /// A byte scan: C0 and DEL are single bytes, C1 controls are encoded `C2 80`–`C2 9F`.
  private static func needsSanitizing(_ text: String) -> Bool {
    var afterC2 = false
    for byte in text.utf8 {
      if afterC2, (0x80...0x9F).contains(byte) { return true }
      if byte < 0x20, byte != 0x0A { return true }
      if byte == 0x7F { return true }
      afterC2 = byte == 0xC2
    }
    return false
  }
}
