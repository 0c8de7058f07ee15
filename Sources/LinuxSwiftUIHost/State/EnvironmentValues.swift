public import Foundation

// doc: https://developer.apple.com/documentation/swiftui/environmentkey.md
public protocol EnvironmentKey {
  // doc: https://developer.apple.com/documentation/swiftui/environmentkey/value.md
  associatedtype Value
  // doc: https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue.md
  static var defaultValue: Self.Value { get }
}

// doc: https://developer.apple.com/documentation/swiftui/environmentvalues.md
public struct EnvironmentValues: CustomStringConvertible {
  var values: [ObjectIdentifier: Any] = [:]

  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/init().md
  public init() {}

  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)-1zl3f.md
  public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  public var description: String { "EnvironmentValues(\(values.count) set)" }

  /// An observable object put in the environment with `environment(_:)`, by its type.
  func object<T: AnyObject>(_ type: T.Type) -> T? { values[ObjectIdentifier(type)] as? T }
  mutating func setObject<T: AnyObject>(_ object: T?) { values[ObjectIdentifier(T.self)] = object }
}

private enum DismissKey: EnvironmentKey {
  package static var defaultValue: DismissAction { DismissAction(nil) }
}
private enum IsPresentedKey: EnvironmentKey { static var defaultValue: Bool { false } }
private enum IsEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
private enum ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .light } }
private enum LocaleKey: EnvironmentKey {
  package static var defaultValue: Locale { Locale(identifier: "en_US_POSIX") }
}
private enum TimeZoneKey: EnvironmentKey {
  package static var defaultValue: TimeZone { TimeZone(identifier: "UTC") ?? .current }
}
private enum CalendarKey: EnvironmentKey {
  package static var defaultValue: Calendar { Calendar(identifier: .gregorian) }
}
private enum IsSearchingKey: EnvironmentKey { static var defaultValue: Bool { false } }
private enum RefreshKey: EnvironmentKey { static var defaultValue: RefreshAction? { nil } }

extension EnvironmentValues {
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/dismiss.md
  public package(set) var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/ispresented.md
  public package(set) var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled.md
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme.md
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/locale.md
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/timezone.md
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/calendar.md
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/issearching.md
  public package(set) var isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/refresh.md
  public package(set) var refresh: RefreshAction? {
    get { self[RefreshKey.self] }
    set { self[RefreshKey.self] = newValue }
  }
}

// doc: https://developer.apple.com/documentation/swiftui/colorscheme.md
public enum ColorScheme: CaseIterable, Sendable, Hashable {
  // doc: https://developer.apple.com/documentation/swiftui/colorscheme/light.md
  case light
  // doc: https://developer.apple.com/documentation/swiftui/colorscheme/dark.md
  case dark
}

// doc: https://developer.apple.com/documentation/swiftui/dismissaction.md
@MainActor @preconcurrency public struct DismissAction {
  package let action: (@MainActor () -> Void)?
  package nonisolated init(_ action: (@MainActor () -> Void)?) { self.action = action }

  // doc: https://developer.apple.com/documentation/swiftui/dismissaction/callasfunction().md
  public func callAsFunction() { action?() }
}

// doc: https://developer.apple.com/documentation/swiftui/refreshaction.md
public struct RefreshAction: Sendable {
  package let action: @Sendable () async -> Void
  package init(action: @escaping @Sendable () async -> Void) { self.action = action }
  // doc: https://developer.apple.com/documentation/swiftui/refreshaction/callasfunction().md
  public func callAsFunction() async { await action() }
}
