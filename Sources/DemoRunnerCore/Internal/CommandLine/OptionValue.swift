import Foundation

/// The type of an option's value, declared with the option (``CommandOption``): how its text is checked, once, as
/// the command line is parsed (``ParsedArguments``), and what the error names as expected when it is not such a
/// value (`--runs: expected a whole number from 1 to 1000000, got "x"`). Commands then read the value typed
/// (``ParsedArguments/number(_:)``, ``ParsedArguments/seed(_:)``, ``ParsedArguments/url(_:)``), which cannot fail.
enum OptionValue: Sendable, Equatable {
  /// Any text (a name, a path, steps).
  case text
  /// A whole number in the range.
  case wholeNumber(ClosedRange<Int>)
  /// A seed: a whole number from 0 to `UInt64.max`.
  case seed
  /// An absolute `http` or `https` URL with a host.
  case httpURL

  /// What a value must be, for an error: "a whole number from 1 to 1000000".
  var expected: String {
    switch self {
    case .text: "a value"
    case let .wholeNumber(range):
      range.upperBound == Int.max
        ? "a whole number from \(range.lowerBound)"
        : "a whole number from \(range.lowerBound) to \(range.upperBound)"
    case .seed: "a whole number from 0 to \(UInt64.max)"
    case .httpURL: "an absolute http(s) URL, like https://api.example.com/v1"
    }
  }

  /// Whether `text` is such a value.
  func accepts(_ text: String) -> Bool {
    switch self {
    case .text: true
    case let .wholeNumber(range): Int(text).map(range.contains) ?? false
    case .seed: UInt64(text) != nil
    case .httpURL: Self.httpURL(text) != nil
    }
  }

  /// `text` as an absolute http(s) URL with a host, or nil.
  static func httpURL(_ text: String) -> URL? {
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", !(url.host ?? "").isEmpty
    else { return nil }
    return url
  }
}
