/// How text is written inside a Swift-style string literal: the one escaper of the explorer's action text, the
/// demo runner's action literals and a script's UI-step labels, so all of them escape the same characters the same
/// way and the script parser reads each back.
package enum StringLiteralEscaping {
  /// `text` with quotes, backslashes and control characters (C0, DEL and C1) escaped for a string literal.
  ///
  /// `\"`, `\\`, `\n`, `\r` and `\t` are always written so; then every scalar `asUnicode` accepts is written
  /// `\u{…}` (uppercase hex); then NUL is `\0`, and the other control characters are `\u{…}`. By default nothing
  /// more is written `\u{…}`; a UI step's label passes ``OutsideText/isUnsafe(_:)``, so bidirectional controls are
  /// escaped too (and NUL is `\u{0}`). Cannot fail; linear in the length of `text`.
  package static func escaped(
    _ text: String, asUnicode: (Unicode.Scalar) -> Bool = { _ in false }
  ) -> String {
    var output = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _ where asUnicode(scalar): output += unicodeEscape(scalar)
      case "\0": output += "\\0"
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
        output += unicodeEscape(scalar)
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// `\u{…}`, the scalar's value in uppercase hex.
  private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }
}
