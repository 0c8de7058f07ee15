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
    case let date as Date: "Date(\(iso8601(date)))"
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

  // MARK: - Dates

  /// `2001-01-01T00:00:00.000Z`: UTC, millisecond precision (rounded to nearest), computed with
  /// integer calendar arithmetic so it needs no formatter, locale or time zone.
  static func iso8601(_ date: Date) -> String {
    // Seconds between 1970-01-01 and 2001-01-01, Foundation's reference date.
    let referenceOffsetMilliseconds: Int64 = 978_307_200_000
    let milliseconds = (date.timeIntervalSinceReferenceDate * 1000).rounded()
    // About ±285,000 years: far beyond any real date, and safely inside Int64.
    guard milliseconds.isFinite, abs(milliseconds) < 9e15 else {
      return "\(date.timeIntervalSinceReferenceDate)s since 2001-01-01T00:00:00Z"
    }
    let total = Int64(milliseconds) + referenceOffsetMilliseconds
    let millisecondsPerDay: Int64 = 86_400_000
    let (days, dayMilliseconds) = floorDivision(total, millisecondsPerDay)
    let (year, month, day) = civilDate(daysSince1970: days)
    let hour = dayMilliseconds / 3_600_000
    let minute = dayMilliseconds / 60_000 % 60
    let second = dayMilliseconds / 1000 % 60
    let millisecond = dayMilliseconds % 1000
    return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2) + "T"
      + padded(hour, 2) + ":" + padded(minute, 2) + ":" + padded(second, 2) + "."
      + padded(millisecond, 3) + "Z"
  }

  /// Quotient rounded toward negative infinity and the matching non-negative remainder.
  private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (Int64, Int64) {
    let remainder = value % divisor
    return remainder < 0
      ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
  }

  /// Proleptic Gregorian year, month and day for a day count since 1970-01-01.
  ///
  /// Works in 400-year eras (146,097 days each) counted from 0000-03-01, so that the leap day
  /// falls at the end of each computed year.
  private static func civilDate(daysSince1970: Int64) -> (Int64, Int64, Int64) {
    let daysSinceMarch0000 = daysSince1970 + 719_468
    let (era, dayOfEra) = floorDivision(daysSinceMarch0000, 146_097)
    let yearOfEra =
      (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153  // 0 = March … 11 = February
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }

  private static func padded(_ value: Int64, _ width: Int) -> String {
    let digits = String(abs(value))
    let padding = String(repeating: "0", count: max(0, width - digits.count))
    return (value < 0 ? "-" : "") + padding + digits
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
