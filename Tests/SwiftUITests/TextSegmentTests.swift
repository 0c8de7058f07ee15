import Foundation
import SwiftUI
import Testing

/// A date shown every way a view shows one: by style, by format, interpolated, and as a title.
private struct Dated: View {
  let date: Date
  var body: some View {
    VStack {
      Text(date, style: .date)
      Text(date, style: .time)
      Text(date, format: .dateTime.year().month().day().hour().minute())
      Text("On \(date, style: .date)")
    }
    .navigationTitle(Text(date, style: .date))
  }
}

@MainActor @Suite struct TextSegmentTests {
  /// 2001-01-02 23:30 UTC: another day in most time zones east of UTC.
  let date = Date(timeIntervalSinceReferenceDate: 86_400 + 84_600)

  /// (ICU puts a narrow no-break space before "PM".)
  @Test func datesRenderTheSameOnEveryMachineWithTheScreensFixedLocaleAndTimeZone() {
    let host = ViewHost(Dated(date: date))
    host.render()
    #expect(
      host.tree.textForm == """
        title "January 2, 2001"
        vstack
          text "January 2, 2001"
          text "11:30\u{202F}PM"
          text "Jan 2, 2001 at 11:30\u{202F}PM"
          text "On January 2, 2001"
        """)
  }

  @Test func aViewCanOverrideTheLocaleAndTimeZoneThroughTheEnvironment() {
    let host = ViewHost(
      Dated(date: date)
        .environment(\.locale, Locale(identifier: "de_DE"))
        .environment(\.timeZone, TimeZone(identifier: "Europe/Berlin") ?? .gmt))
    host.render()
    #expect(
      host.tree.textForm == """
        title "3. Januar 2001"
        vstack
          text "3. Januar 2001"
          text "00:30"
          text "3. Jan. 2001, 00:30"
          text "On 3. Januar 2001"
        """)
  }
}
