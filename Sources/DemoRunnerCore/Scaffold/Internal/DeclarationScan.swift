import Foundation

/// A textual scan for declarations, so `new` refuses a name whose types the `Features` module
/// already has (`new Item` would declare `ItemServicing` a second time).
///
/// Deliberately simple: a keyword (`struct`, `enum`, `class`, `protocol`, `actor`,
/// `typealias`, or `var` for the accessor) followed by the exact name and a character that
/// cannot continue an identifier. A name in a comment counts too; refusing it errs on the
/// safe side.
enum DeclarationScan {
  /// The first of `types` (or `accessor`) that `text` declares, if any.
  static func firstDeclaration(of types: [String], accessor: String, in text: String) -> String? {
    let typeKeywords = ["struct", "enum", "class", "protocol", "actor", "typealias"]
    for name in types where typeKeywords.contains(where: { declares(text, $0, name) }) {
      return name
    }
    return declares(text, "var", accessor) ? accessor : nil
  }

  private static func declares(_ text: String, _ keyword: String, _ name: String) -> Bool {
    let needle = keyword + " " + name
    var rest = text[...]
    while let range = rest.range(of: needle) {
      let before =
        range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
      let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
      if !continuesIdentifier(before), !continuesIdentifier(after) { return true }
      rest = text[range.upperBound...]
    }
    return false
  }

  private static func continuesIdentifier(_ character: Character?) -> Bool {
    guard let character else { return false }
    return character.isLetter || character.isNumber || character == "_"
  }
}
