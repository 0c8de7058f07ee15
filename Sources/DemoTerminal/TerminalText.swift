import Dependencies

/// Makes text from servers, fixtures and scripts safe to draw on a terminal.
///
/// A terminal obeys control characters: `ESC [2J` clears the screen, `ESC ]52;…` writes the
/// clipboard, a bare `CR` overwrites the line; and bidirectional controls (U+202E RIGHT-TO-LEFT
/// OVERRIDE and the others) reorder the text around them. Every C0 control (U+0000–U+001F)
/// except the newline, DEL (U+007F), every C1 control (U+0080–U+009F) and every bidi control is
/// therefore replaced by the visible U+FFFD REPLACEMENT CHARACTER `�`, one for one, so a box drawn
/// around the text keeps its width. Everything ``Console`` writes goes through here; the rules
/// are the library's one sanitiser for outside text, `OutsideText`.
///
/// ```swift
/// TerminalText.sanitized("Buy \u{1B}[2Jstamps")  // "Buy �[2Jstamps"
/// ```
package enum TerminalText {
  /// What replaces each control character.
  package static let replacement: Unicode.Scalar = OutsideText.replacement

  /// `text` with its control and bidi-control characters (except `\n`) replaced by
  /// ``replacement``.
  ///
  /// Linear in the length of `text`; text without control characters is returned as it is after
  /// one scan of its UTF-8 bytes.
  package static func sanitized(_ text: String) -> String {
    OutsideText.sanitized(text, keepingNewlines: true)
  }

  /// Whether `scalar` is a control or bidi-control character a terminal (or a browser) may act
  /// on (the newline is not).
  package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar != "\n" && OutsideText.isUnsafe(scalar)
  }
}
