/// A located, human-readable error about a script or an action literal.
///
/// Every failure of the script language (bad UTF-8, unknown steps, malformed literals,
/// unknown action cases or labels, type mismatches while decoding) is reported as one
/// `ScriptError`: where (``location``), what went wrong (``message``), what was expected
/// (``expected``) and the closest valid names (``suggestions``). Its ``description`` is the
/// single line a terminal prints:
///
/// ```
/// Scripts/refresh.demo:3:6: error: unknown step `sned`; did you mean `send`? (expected `scenario`, …)
/// ```
public struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the problem is.
  public var location: SourceLocation
  /// What went wrong, for example "unknown step `sned`".
  public var message: String
  /// What would have been accepted at ``location``, for example "`)` or `,`".
  public var expected: String?
  /// The closest valid names, best first (at most a few).
  public var suggestions: [String]

  /// Creates an error.
  public init(
    at location: SourceLocation,
    _ message: String,
    expected: String? = nil,
    suggestions: [String] = []
  ) {
    self.location = location
    self.message = message
    self.expected = expected
    self.suggestions = suggestions
  }

  /// `file:line:column: error: message; did you mean `x`? (expected …)`.
  public var description: String {
    var text = "\(location): error: \(message)"
    if !suggestions.isEmpty {
      let names = suggestions.map { "`\($0)`" }
      text += "; did you mean \(ClosestMatch.joined(names, conjunction: "or"))?"
    }
    if let expected {
      text += " (expected \(expected))"
    }
    return text
  }
}
