/// How text is written inside a Swift-style string literal, shared by the explorer's action text
/// and the demo runner's action literals so both escape the same characters the same way.
package enum StringLiteralEscaping {
  /// `text` with quotes, backslashes and control characters (C0, DEL and C1) escaped for a string
  /// literal: `\"`, `\\`, `\n`, `\r`, `\t`, `\0`, and `\u{…}` (uppercase hex) for the others.
  package static func escaped(_ text: String) -> String {
    var output = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\0": output += "\\0"
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
        output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}
