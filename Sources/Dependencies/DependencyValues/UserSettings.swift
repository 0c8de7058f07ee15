public import Foundation

extension DependencyValues {
  /// The calendar: the user's live; Gregorian in UTC in tests and previews.
  public var calendar: Calendar {
    get { self[UserSettingKey<Calendar>.self] }
    set { self[UserSettingKey<Calendar>.self] = newValue }
  }

  /// The locale: the user's live; `en_US_POSIX` in tests and previews.
  public var locale: Locale {
    get { self[UserSettingKey<Locale>.self] }
    set { self[UserSettingKey<Locale>.self] = newValue }
  }

  /// The time zone: the user's live; UTC in tests and previews.
  public var timeZone: TimeZone {
    get { self[UserSettingKey<TimeZone>.self] }
    set { self[UserSettingKey<TimeZone>.self] = newValue }
  }
}

/// A value that follows the user's settings live and is one fixed value in tests and previews, so that what a test
/// formats does not depend on the machine it runs on.
private protocol UserSetting: Sendable {
  /// The user's current setting, following its changes.
  static var autoupdatingCurrent: Self { get }
  /// The value tests and previews use.
  static var fixed: Self { get }
}

/// The dependency key of a ``UserSetting``: one key type per value type.
private enum UserSettingKey<Value: UserSetting>: DependencyKey {
  static var liveValue: Value { Value.autoupdatingCurrent }
  static var testValue: Value { Value.fixed }
  static var previewValue: Value { Value.fixed }
}

extension Calendar: UserSetting {
  fileprivate static var fixed: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .fixed
    return calendar
  }
}

extension Locale: UserSetting {
  fileprivate static var fixed: Locale { Locale(identifier: "en_US_POSIX") }
}

extension TimeZone: UserSetting {
  fileprivate static var fixed: TimeZone { TimeZone(secondsFromGMT: 0) ?? .autoupdatingCurrent }
}
