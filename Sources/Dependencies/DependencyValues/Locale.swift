public import Foundation

extension DependencyValues {
  /// The locale: the user's live; `en_US_POSIX` in tests and previews.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }
}

private enum LocaleKey: DependencyKey {
  static var liveValue: Locale { Locale.autoupdatingCurrent }
  static var testValue: Locale { Locale(identifier: "en_US_POSIX") }
  static var previewValue: Locale { testValue }
}
