public import Foundation

// doc: https://developer.apple.com/documentation/swiftui/environmentkey.md
public protocol EnvironmentKey {
  // doc: https://developer.apple.com/documentation/swiftui/environmentkey/value.md
  associatedtype Value
  // doc: https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue.md
  static var defaultValue: Self.Value { get }
}

// doc: https://developer.apple.com/documentation/swiftui/environmentvalues.md
/// The built-in values are stored properties, starting at SwiftUI's defaults (with a fixed locale, time zone and
/// calendar, so a rendering is the same on every machine); a value of a user's `EnvironmentKey` and an object put in
/// with `environment(_:)` are kept by their key's type.
public struct EnvironmentValues: CustomStringConvertible {
  /// The values set through a key and the objects put in with `environment(_:)`, by the key's (or object's) type.
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

  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/dismiss.md
  public package(set) var dismiss = DismissAction(nil)
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/ispresented.md
  public package(set) var isPresented = false
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled.md
  public var isEnabled = true
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme.md
  public var colorScheme = ColorScheme.light
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/locale.md
  public var locale = Self.defaultLocale
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/timezone.md
  public var timeZone = Self.defaultTimeZone
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/calendar.md
  public var calendar = Self.defaultCalendar
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/issearching.md
  public package(set) var isSearching = false
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/refresh.md
  public package(set) var refresh: RefreshAction? = nil

  private static let defaultLocale = Locale(identifier: "en_US_POSIX")
  private static let defaultTimeZone = TimeZone(identifier: "UTC") ?? .current
  private static let defaultCalendar = Calendar(identifier: .gregorian)
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
