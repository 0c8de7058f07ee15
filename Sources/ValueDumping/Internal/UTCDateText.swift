package import Foundation

/// Dates as text, in UTC on the proleptic Gregorian calendar: the one date format of dumps
/// (`Date(2026-01-01T09:00:00.000Z)`) and of the demo runner's screens (`2026-01-01 09:00`).
///
/// Both precisions are cut from the same calendar arithmetic on the same rounded millisecond
/// count, so a screen's text is always the dump's up to the minute, for every date: years
/// before 1 use astronomical numbering (`0000` is 1 BC, `-0001` is 2 BC, as in ISO 8601), dates
/// before 1582 are never switched to the Julian calendar (as Foundation's Gregorian `Calendar`
/// does), and a date beyond about ±285,000 years, infinite or not a number prints as its
/// seconds since 2001 in both. No formatter, locale or time zone is involved.
///
/// `package`: the demo runner's screens (`DemoRunnerCore`) share it with dumps.
package enum UTCDateText {
  /// `2001-01-01T00:00:00.000Z`: milliseconds, rounded to the nearest.
  package static func milliseconds(_ date: Date) -> String {
    guard let parts = parts(date) else { return fallback(date) }
    return parts.day + "T" + parts.minute + ":" + padded(parts.second, 2) + "."
      + padded(parts.millisecond, 3) + "Z"
  }

  /// `2001-01-01 00:00`: ``milliseconds(_:)`` up to the minute.
  package static func minutes(_ date: Date) -> String {
    guard let parts = parts(date) else { return fallback(date) }
    return parts.day + " " + parts.minute
  }

  /// The text of a date no calendar arithmetic here covers.
  private static func fallback(_ date: Date) -> String {
    "\(date.timeIntervalSinceReferenceDate)s since 2001-01-01T00:00:00Z"
  }

  /// `date` split into `YYYY-MM-DD`, `HH:MM`, seconds and milliseconds; `nil` out of range.
  private static func parts(
    _ date: Date
  ) -> (day: String, minute: String, second: Int64, millisecond: Int64)? {
    // Seconds between 1970-01-01 and 2001-01-01, Foundation's reference date.
    let referenceOffsetMilliseconds: Int64 = 978_307_200_000
    let milliseconds = (date.timeIntervalSinceReferenceDate * 1000).rounded()
    // About ±285,000 years: far beyond any real date, and safely inside Int64.
    guard milliseconds.isFinite, abs(milliseconds) < 9e15 else { return nil }
    let total = Int64(milliseconds) + referenceOffsetMilliseconds
    let millisecondsPerDay: Int64 = 86_400_000
    let (days, dayMilliseconds) = floorDivision(total, millisecondsPerDay)
    let (year, month, day) = civilDate(daysSince1970: days)
    let hour = dayMilliseconds / 3_600_000
    let minute = dayMilliseconds / 60_000 % 60
    return (
      padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2),
      padded(hour, 2) + ":" + padded(minute, 2),
      dayMilliseconds / 1000 % 60, dayMilliseconds % 1000
    )
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
}
