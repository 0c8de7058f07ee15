/// A character that stands for an SF Symbol in the HTML form, which has no symbol font: `plus` → `+`,
/// `checkmark.circle.fill` → `✔`. A symbol not in the table is drawn as `◇` (its name stays in the node's label).
enum SymbolGlyph {
  /// The character drawn for the symbol `name` (`nil`: the generic one).
  static func glyph(for name: String?) -> String {
    guard var name else { return generic }
    if let glyph = table[name] { return glyph }
    if name.hasSuffix(".fill") { name.removeLast(5) }
    if let glyph = table[name] { return glyph }
    if let dot = name.firstIndex(of: "."), let glyph = table[String(name[..<dot])] { return glyph }
    return generic
  }

  private static let generic = "◇"

  private static let table: [String: String] = [
    "plus": "+", "plus.circle": "⊕", "minus": "−", "minus.circle": "⊖", "checkmark": "✓",
    "checkmark.circle": "✔", "circle": "○", "xmark": "✕", "xmark.circle": "⊗", "chevron": "›",
    "chevron.right": "›", "chevron.left": "‹", "ellipsis": "⋯", "ellipsis.circle": "⋯",
    "magnifyingglass": "⌕", "star": "★", "heart": "♥", "clock": "◷", "timer": "◷", "metronome": "♩",
    "music.note": "♪", "list.bullet": "≡", "list.bullet.indent": "≡", "gear": "⚙", "gearshape": "⚙",
    "pencil": "✎", "square.and.pencil": "✎", "trash": "⌫", "exclamationmark.triangle": "⚠",
    "exclamationmark.circle": "!", "wifi.slash": "⚠", "tray": "▭", "person": "☺",
    "person.crop.circle": "☺",
    "arrow.clockwise": "↻", "arrow.counterclockwise": "↺", "info.circle": "ⓘ", "newspaper": "▤",
    "tram": "▣", "bus": "▣", "train.side.front.car": "▣", "calendar": "▦", "doc": "▯",
    "folder": "▱",
    "bell": "♫", "play": "▶", "pause": "❚❚", "stop": "■", "square": "□", "flag": "⚑",
    "bookmark": "⚑",
  ]
}
