@testable import DemoRunnerCore
@testable import DemoSession
@testable import DemoTerminal
import Foundation
import Reducer
import Testing

/// Issue 23: a date before year 1 printed differently on the screen and in the state dump (the
/// screen used Foundation's Gregorian calendar, which counts eras and turns Julian before 1582).
@Suite struct DateTextTests {
  struct Stamp { var takenAt: Date }
  enum DatedViewState { case loaded(Stamp) }

  /// Seconds since 2001 for `year`-01-01 00:00 UTC, proleptic Gregorian (astronomical years).
  private static func startOf(year: Int64) -> TimeInterval {
    // Days from 0000-03-01 to `year`-01-01 is the day count of March 1 of `year - 1` plus 306.
    let y = year - 1
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let daysSinceMarch0000 = era * 146_097 + yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + 306
    let daysSince2001 = daysSinceMarch0000 - 719_468 - 11_323
    return TimeInterval(daysSince2001) * 86_400
  }

  static let dates: [Date] = [
    Date(timeIntervalSinceReferenceDate: startOf(year: 0) - 60),  // -0001-12-31 23:59
    Date(timeIntervalSinceReferenceDate: startOf(year: 0) + 3_600),
    Date(timeIntervalSinceReferenceDate: startOf(year: 1)),
    Date(timeIntervalSinceReferenceDate: startOf(year: -4_712) + 43_200),
    Date(timeIntervalSinceReferenceDate: startOf(year: 1_000) + 86_400 * 59),
    Date(timeIntervalSinceReferenceDate: startOf(year: 1_582) + 86_400 * 280),
    Date(timeIntervalSinceReferenceDate: 820_537_199.9996),  // rounds up to the next minute
    Date(timeIntervalSinceReferenceDate: 0),
    Date(timeIntervalSinceReferenceDate: startOf(year: 250_000)),
    Date(timeIntervalSinceReferenceDate: 1e16),
    Date(timeIntervalSinceReferenceDate: -1e16),
    .distantPast, .distantFuture,
  ]

  @Test(arguments: dates)
  func aDatePrintsTheSameOnTheScreenAndInTheStateDump(date: Date) throws {
    let dump = dumpValue(Stamp(takenAt: date))
    let inner = try #require(
      dump.range(of: "Date(").map { dump[$0.upperBound...].dropLast(2) }, "\(dump)")
    // The dump to the minute: `YYYY-MM-DDTHH:MM` with the `T` a space; else the fallback as is.
    let expected: String
    if !inner.contains(" since "), let t = inner.firstIndex(of: "T") {
      expected = inner[..<t] + " " + inner[inner.index(after: t)...].prefix(5)
    } else {
      expected = String(inner)
    }
    #expect(DateText.minutes(date) == expected)
    let screen = TerminalScreen.render(
      title: "Dates", viewState: DatedViewState.loaded(Stamp(takenAt: date)), caseName: "loaded",
      width: 120)
    #expect(screen.contains(expected), "\(screen)")
  }

  @Test func yearsBeforeOneAreAstronomicalAndNeverJulian() {
    #expect(
      DateText.minutes(Date(timeIntervalSinceReferenceDate: Self.startOf(year: 0) - 60))
        == "-0001-12-31 23:59")
    #expect(
      dumpValue(Date(timeIntervalSinceReferenceDate: Self.startOf(year: 0) - 60))
        == "Date(-0001-12-31T23:59:00.000Z)")
    #expect(
      DateText.minutes(Date(timeIntervalSinceReferenceDate: Self.startOf(year: 1_000)))
        == "1000-01-01 00:00")
    #expect(DateText.minutes(Date(timeIntervalSinceReferenceDate: 0)) == "2001-01-01 00:00")
  }
}
