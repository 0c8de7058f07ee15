import Dependencies
import Foundation
import Testing

@Suite struct CalendarLocaleTimeZoneTests {
  @Test func testValuesArePinnedToGregorianUTCAndPOSIX() {
    @Dependency(\.calendar) var calendar
    @Dependency(\.locale) var locale
    @Dependency(\.timeZone) var timeZone
    #expect(calendar.identifier == .gregorian)
    #expect(calendar.timeZone.secondsFromGMT() == 0)
    #expect(locale.identifier == "en_US_POSIX")
    #expect(timeZone.secondsFromGMT() == 0)
  }

  @Test func testValuesDoNotReport() {
    let reporter = CountingIssueReporter()
    withIssueReporters([reporter]) {
      @Dependency(\.calendar) var calendar
      @Dependency(\.locale) var locale
      @Dependency(\.timeZone) var timeZone
      _ = (calendar, locale, timeZone)
    }
    #expect(reporter.issues.isEmpty)
  }

  @Test func previewValuesMatchTestValues() {
    withDependencies {
      $0.context = .preview
    } operation: {
      @Dependency(\.calendar) var calendar
      @Dependency(\.locale) var locale
      @Dependency(\.timeZone) var timeZone
      #expect(calendar.identifier == .gregorian)
      #expect(calendar.timeZone.secondsFromGMT() == 0)
      #expect(locale.identifier == "en_US_POSIX")
      #expect(timeZone.secondsFromGMT() == 0)
    }
  }

  @Test func pinnedCalendarGivesTheSameDayEverywhere() throws {
    @Dependency(\.calendar) var calendar
    // 1970-01-01T23:30:00Z is still January 1st in UTC, whatever the machine's zone.
    let components = calendar.dateComponents(
      [.year, .month, .day, .hour], from: Date(timeIntervalSince1970: 23.5 * 3_600))
    #expect(components.year == 1970)
    #expect(components.month == 1)
    #expect(components.day == 1)
    #expect(components.hour == 23)
  }

  @Test func overridesReplaceThePinnedValues() throws {
    let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
    withDependencies {
      $0.calendar = Calendar(identifier: .iso8601)
      $0.locale = Locale(identifier: "fr_FR")
      $0.timeZone = tokyo
    } operation: {
      @Dependency(\.calendar) var calendar
      @Dependency(\.locale) var locale
      @Dependency(\.timeZone) var timeZone
      #expect(calendar.identifier == .iso8601)
      #expect(locale.identifier == "fr_FR")
      #expect(timeZone.identifier == "Asia/Tokyo")
    }
  }
}
