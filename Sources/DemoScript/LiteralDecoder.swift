/// Decodes any `Decodable` value from an ``ActionLiteral``, the way Swift's synthesized
/// `Codable` expects.
///
/// Case literals follow synthesized enum coding: `tapped` reads as `{"tapped": {}}`,
/// `queryChanged("a")` as `{"queryChanged": {"_0": "a"}}` and
/// `row(id: "…", action: .toggle)` as `{"row": {"id": "…", "action": {"toggle": {}}}}`, so any
/// `enum Action: Codable` works without a parser of its own. Struct values are written
/// `Item(id: "…", title: "x")` (the name must be the type's name) or as a bare argument list
/// `(id: "…", title: "x")`. Strings, numbers (range-checked for every integer type), `true`,
/// `false`, `nil` (for optionals), arrays, `UUID` and `URL` (from strings) and `Date` (seconds
/// since 2001-01-01, like `Date`'s own coding) decode as you would expect; a string-backed enum
/// also accepts its raw value written as a bare case (`.active` for `"active"`).
///
/// Every problem is a ``ScriptError`` pointing at the exact node: unknown case names (with
/// suggestions), unknown, missing or extra argument labels, extra arguments or array elements,
/// type mismatches and out-of-range numbers.
///
/// ```swift
/// let literal = try ActionLiteralParser().parse(#"row(id: "1111…", action: .toggle)"#)
/// let action = try LiteralDecoder().decode(Feature.Action.self, from: literal)
/// ```
///
/// > Important: Synthesized `CodingKeys` cannot be listed, so without ``knownCaseNames`` a
/// > misspelled case is matched only against names one edit away. Pass a provider (for example
/// > one built on runtime reflection) to get suggestions and the list of valid cases.
public struct LiteralDecoder: Sendable {
  /// Returns the case names of an enum type, or `nil` when unknown.
  public var knownCaseNames: (@Sendable (Any.Type) -> [String]?)?

  /// Creates a decoder.
  ///
  /// - Parameter knownCaseNames: Lists the case names of enum types, for suggestions.
  public init(knownCaseNames: (@Sendable (Any.Type) -> [String]?)? = nil) {
    self.knownCaseNames = knownCaseNames
  }

  /// Decodes `type` from `literal`.
  ///
  /// - Throws: ``ScriptError`` located at the node that does not fit `type`, or at the first
  ///   argument or array element that `type` never read.
  public func decode<T: Decodable>(
    _ type: T.Type,
    from literal: ActionLiteral
  ) throws(ScriptError) -> T {
    try DecodingSession.decode(type, from: literal, knownCaseNames: knownCaseNames)
  }
}

/// Parses `text` as an action literal and decodes it as `A`.
///
/// The one-call form of ``ActionLiteralParser`` plus ``LiteralDecoder``.
///
/// ```swift
/// let action = try decodeAction(
///   Feature.Action.self, from: #"queryChanged("swift")"#,
///   location: SourceLocation(file: "search.demo", line: 2, column: 6))
/// ```
///
/// - Parameters:
///   - type: The action type.
///   - text: The literal's source text.
///   - location: Where `text` starts, for error locations.
///   - knownCaseNames: Lists the case names of enum types, for "did you mean" suggestions.
/// - Throws: ``ScriptError`` for syntax errors and for literals that do not fit `A`.
public func decodeAction<A: Decodable>(
  _ type: A.Type,
  from text: String,
  location: SourceLocation = SourceLocation(file: "<input>", line: 1, column: 1),
  knownCaseNames: ((Any.Type) -> [String]?)? = nil
) throws(ScriptError) -> A {
  let literal = try ActionLiteralParser().parse(text, location: location)
  return try DecodingSession.decode(type, from: literal, knownCaseNames: knownCaseNames)
}

/// Decodes an already parsed literal (such as a script's `send` step) as `A`.
///
/// - Throws: ``ScriptError`` for literals that do not fit `A`.
public func decodeAction<A: Decodable>(
  _ type: A.Type,
  from literal: ActionLiteral,
  knownCaseNames: ((Any.Type) -> [String]?)? = nil
) throws(ScriptError) -> A {
  try DecodingSession.decode(type, from: literal, knownCaseNames: knownCaseNames)
}
