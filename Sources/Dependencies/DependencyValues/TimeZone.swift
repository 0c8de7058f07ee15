public import Foundation

extension DependencyValues {
  /// The time zone: the user's live; UTC in tests and previews.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
}

private enum TimeZoneKey: DependencyKey {
  static var liveValue: TimeZone { TimeZone.autoupdatingCurrent }
  static var testValue: TimeZone { TimeZone(secondsFromGMT: 0) ?? TimeZone.autoupdatingCurrent }
  static var previewValue: TimeZone { testValue }
}
