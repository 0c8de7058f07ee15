import Foundation

/// A piece of a text: written out, or a value formatted where the text is shown, with the environment's locale,
/// time zone and calendar (`Text(date, style:)`, `Text(value, format:)`, a date interpolated in a localized string).
/// A screen's environment fixes them (`en_US_POSIX`, UTC, gregorian) unless a view sets them, so a render is the same
/// on every machine.
package enum TextSegment: Equatable, Sendable {
  case verbatim(String)
  case formatted(FormattedValue)

  package func resolved(_ formatting: TextFormatting) -> String {
    switch self {
    case .verbatim(let string): string
    case .formatted(let value): value.format(formatting)
    }
  }
}

/// What a formatted segment is formatted with: the environment's locale, time zone and calendar.
package struct TextFormatting: Sendable {
  var locale: Locale
  var timeZone: TimeZone
  var calendar: Calendar

  /// The screen's defaults (`en_US_POSIX`, UTC, gregorian): the text a value has outside any view.
  package static var fixed: TextFormatting {
    let environment = EnvironmentValues()
    return TextFormatting(
      locale: environment.locale, timeZone: environment.timeZone, calendar: environment.calendar)
  }
}

extension EnvironmentValues {
  var textFormatting: TextFormatting {
    TextFormatting(locale: locale, timeZone: timeZone, calendar: calendar)
  }
}

/// A value and how to format it; equal when it formats the same with the fixed defaults.
package struct FormattedValue: Equatable, Sendable {
  package let key: String
  package let format: @Sendable (TextFormatting) -> String

  package init(_ format: @escaping @Sendable (TextFormatting) -> String) {
    self.format = format
    key = format(.fixed)
  }

  package static func == (lhs: FormattedValue, rhs: FormattedValue) -> Bool { lhs.key == rhs.key }

  /// `input` formatted by `style` with the locale (and, for dates, the time zone and calendar) of where it is shown.
  package static func value<F: FormatStyle>(_ input: F.FormatInput, style: F) -> FormattedValue
  where F.FormatOutput == String {
    // NB: the input and style are values copied here and only read when the text is resolved.
    nonisolated(unsafe) let make: (TextFormatting) -> String = { formatting in
      localized(style, formatting).format(input)
    }
    return FormattedValue { formatting in make(formatting) }
  }

  /// `style` set to the formatting's locale, and for date styles its time zone and calendar.
  package static func localized<F: FormatStyle>(_ style: F, _ formatting: TextFormatting) -> F {
    if var date = style as? Date.FormatStyle {
      date.timeZone = formatting.timeZone
      date.calendar = formatting.calendar
      date = date.locale(formatting.locale)
      if let localized = date as? F { return localized }
    }
    if var iso = style as? Date.ISO8601FormatStyle {
      iso.timeZone = formatting.timeZone
      if let localized = iso as? F { return localized }
    }
    return style.locale(formatting.locale)
  }

  /// A date as `Text(_:style:)` shows it.
  package static func date(_ date: Date, style: Text.DateStyle) -> FormattedValue {
    FormattedValue { formatting in
      var format = Date.FormatStyle(timeZone: formatting.timeZone).locale(formatting.locale)
      format.calendar = formatting.calendar
      return switch style.kind {
      case .time: date.formatted(format.hour().minute())
      case .date: date.formatted(format.year().month(.wide).day())
      case .relative, .offset, .timer:
        date.formatted(format.year().month().day().hour().minute().second())
      }
    }
  }
}
