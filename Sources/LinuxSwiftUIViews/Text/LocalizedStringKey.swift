public import Foundation

// doc: https://developer.apple.com/documentation/swiftui/localizedstringkey.md
// Not localized here: the key's text is shown as written (interpolations formatted in en_US_POSIX).
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
  /// The key's pieces: literal text, and dates or formatted values shown with the environment's locale.
  let segments: [TextSegment]
  /// The key's text with the screen's fixed defaults.
  package var key: String { segments.map { $0.resolved(.fixed) }.joined() }

  // doc: https://developer.apple.com/documentation/swiftui/localizedstringkey/init(_:).md
  public init(_ value: String) { segments = [.verbatim(value)] }
  // doc: https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:).md
  public init(stringLiteral value: String) { segments = [.verbatim(value)] }
  // doc: https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringinterpolation:).md
  public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

  // doc: https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation.md
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    var segments: [TextSegment] = []

    // doc: https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/init(literalcapacity:interpolationcount:).md
    public init(literalCapacity: Int, interpolationCount: Int) {}
    // doc: https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendliteral(_:).md
    public mutating func appendLiteral(_ literal: String) { segments.append(.verbatim(literal)) }
    // doc: https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-3eiwq.md
    public mutating func appendInterpolation(_ string: String) {
      segments.append(.verbatim(string))
    }
    // doc: https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-1d1s3.md
    public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {
      segments.append(.verbatim("\(value)"))
    }
    // doc: https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:specifier:).md
    public mutating func appendInterpolation<T>(_ value: T, specifier: String)
    where T: _FormatSpecifiable {
      segments.append(
        .verbatim(String(format: specifier, locale: Locale(identifier: "en_US_POSIX"), value._arg)))
    }
    // doc: https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-6fwg6.md
    public mutating func appendInterpolation(_ text: Text) { segments += text.segments }
    // doc: https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:format:).md
    public mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F)
    where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
      segments.append(.formatted(.value(input, style: format)))
    }
    // doc: https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:style:).md
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      segments.append(.formatted(.date(date, style: style)))
    }
    // doc: https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:formatter:)-5y2o2.md
    public mutating func appendInterpolation<Subject>(
      _ subject: Subject, formatter: Formatter? = nil
    )
    where Subject: ReferenceConvertible {
      segments.append(.verbatim(formatter?.string(for: subject) ?? "\(subject)"))
    }
  }
}

// named by: https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-1d1s3.md
// (the numbers a localized string interpolates with a format specifier).
public protocol _FormatSpecifiable: Equatable {
  associatedtype _Arg: CVarArg
  var _arg: Self._Arg { get }
  var _specifier: String { get }
}
extension Int: _FormatSpecifiable {
  public var _arg: Int { self }
  public var _specifier: String { "%lld" }
}
extension Int8: _FormatSpecifiable {
  public var _arg: Int8 { self }
  public var _specifier: String { "%d" }
}
extension Int16: _FormatSpecifiable {
  public var _arg: Int16 { self }
  public var _specifier: String { "%d" }
}
extension Int32: _FormatSpecifiable {
  public var _arg: Int32 { self }
  public var _specifier: String { "%d" }
}
extension Int64: _FormatSpecifiable {
  public var _arg: Int64 { self }
  public var _specifier: String { "%lld" }
}
extension UInt: _FormatSpecifiable {
  public var _arg: UInt { self }
  public var _specifier: String { "%llu" }
}
extension UInt8: _FormatSpecifiable {
  public var _arg: UInt8 { self }
  public var _specifier: String { "%u" }
}
extension UInt16: _FormatSpecifiable {
  public var _arg: UInt16 { self }
  public var _specifier: String { "%u" }
}
extension UInt32: _FormatSpecifiable {
  public var _arg: UInt32 { self }
  public var _specifier: String { "%u" }
}
extension UInt64: _FormatSpecifiable {
  public var _arg: UInt64 { self }
  public var _specifier: String { "%llu" }
}
extension Float: _FormatSpecifiable {
  public var _arg: Float { self }
  public var _specifier: String { "%f" }
}
extension Double: _FormatSpecifiable {
  public var _arg: Double { self }
  public var _specifier: String { "%lf" }
}
