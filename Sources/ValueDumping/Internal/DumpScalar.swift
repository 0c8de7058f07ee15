import Foundation

/// Single-line text for values that dump as literals rather than as reflected structures.
///
/// Strings are quoted with escapes (so a dump line never contains a line break), numbers and
/// `Bool` print as literals, and Foundation values whose mirrors expose storage details (or
/// memory addresses, like `Data`) get a stable, readable form.
enum DumpScalar {
  /// The literal text for `value`, or `nil` when `value` should be reflected instead.
  static func text(for value: Any) -> String? {
    switch value {
    case let string as String: quoted(string)
    case let substring as Substring: quoted(String(substring))
    case let character as Character: quoted(String(character))
    case let scalar as Unicode.Scalar: quoted(String(scalar))
    case let string as StaticString: quoted(string.description)
    case let bool as Bool: bool ? "true" : "false"
    case let integer as any BinaryInteger: String(describing: integer)
    case let number as any FloatingPoint: String(describing: number)
    case let uuid as UUID: "UUID(\(uuid.uuidString))"
    case let date as Date: "Date(\(UTCDateText.milliseconds(date)))"
    case let url as URL: "URL(\(url.absoluteString))"
    case let data as Data: "Data(\(data.count) \(data.count == 1 ? "byte" : "bytes"))"
    case let decimal as Decimal: decimal.description
    case let duration as Duration: durationText(duration)
    case let locale as Locale: "Locale(\(locale.identifier))"
    case let timeZone as TimeZone: "TimeZone(\(timeZone.identifier))"
    default: nil
    }
  }

  // MARK: - Strings

  /// `value` as a double-quoted Swift literal: quotes, backslashes and control characters are
  /// escaped, so the result is always a single line.
  static func quoted(_ value: String) -> String {
    "\"" + escaped(value, escapingQuotes: true) + "\""
  }

  /// Escapes line breaks and other control characters (and, optionally, `"` and `\`).
  static func escaped(_ value: String, escapingQuotes: Bool) -> String {
    var output = ""
    output.unicodeScalars.reserveCapacity(value.unicodeScalars.count)
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"" where escapingQuotes: output += "\\\""
      case "\\" where escapingQuotes: output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\0": output += "\\0"
      case _ where needsUnicodeEscape(scalar):
        output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// Control characters and the Unicode line/paragraph separators, which would break a line.
  private static func needsUnicodeEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F..<0xA0, 0x2028, 0x2029: true
    default: false
    }
  }

  // MARK: - Durations

  /// The shortest exact constructor spelling: `.seconds(1)`, `.milliseconds(1500)`,
  /// `.microseconds(3)`, `.nanoseconds(7)`, else `Duration(seconds: s, attoseconds: a)`.
  static func durationText(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    if attoseconds == 0 { return ".seconds(\(seconds))" }
    let units: [(name: String, attosecondsPerUnit: Int64, unitsPerSecond: Int64)] = [
      ("milliseconds", 1_000_000_000_000_000, 1000),
      ("microseconds", 1_000_000_000_000, 1_000_000),
      ("nanoseconds", 1_000_000_000, 1_000_000_000),
    ]
    for unit in units where attoseconds % unit.attosecondsPerUnit == 0 {
      let (whole, overflow) = seconds.multipliedReportingOverflow(by: unit.unitsPerSecond)
      let (total, overflowAgain) = whole.addingReportingOverflow(
        attoseconds / unit.attosecondsPerUnit)
      if !overflow, !overflowAgain { return ".\(unit.name)(\(total))" }
    }
    return "Duration(seconds: \(seconds), attoseconds: \(attoseconds))"
  }
}
