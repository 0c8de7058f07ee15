package import Foundation
import ValueDumping

/// Dates as the screens show them: UTC, to the minute, independent of the machine's settings.
///
/// The same format as state dumps (`UTCDateText`, shared with `ValueDumping`), cut at the
/// minute: a date prints the same on a screen and in the dump below it, for every date (before
/// year 1, before 1582, far in the future).
package enum DateText {
  /// `2026-01-01 09:00`.
  package static func minutes(_ date: Date) -> String {
    UTCDateText.minutes(date)
  }
}
