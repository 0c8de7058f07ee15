/// How many terminal columns text takes: what the screens' boxes are measured in.
///
/// A character (a grapheme cluster) is as wide as its first scalar, except that emoji take two
/// columns wherever their modifiers and joiners are:
///
/// - **2**: emoji presented as emoji (`👩🏽‍🔬`, a flag, `❤️` with its variation selector) and
///   East Asian wide or fullwidth characters (CJK, Hangul, fullwidth forms);
/// - **0**: a character that is only a combining mark or an invisible format character (a
///   zero-width space, a direction mark);
/// - **1**: everything else, including control characters, which are drawn as `�` one for one.
///
/// ```swift
/// DisplayWidth.of("abc")   // 3
/// DisplayWidth.of("日本")   // 4
/// DisplayWidth.of("👩🏽‍🔬")  // 2
/// ```
///
/// A close approximation of what `wcwidth` and modern terminals do, without tables: ranges
/// cover the wide blocks, and Unicode's own emoji properties cover the emoji.
enum DisplayWidth {
  /// The columns `character` takes.
  static func of(_ character: Character) -> Int {
    if character.isASCII { return 1 }
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.contains(where: { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }) {
      return 2
    }
    if isWide(first.value) { return 2 }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: return 1
    }
  }

  /// The columns `text` takes.
  static func of(_ text: some StringProtocol) -> Int {
    var total = 0
    for character in text { total += of(character) }
    return total
  }

  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
      0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
      0x20000...0x2FFFD, 0x30000...0x3FFFD:
      true
    default:
      false
    }
  }
}
