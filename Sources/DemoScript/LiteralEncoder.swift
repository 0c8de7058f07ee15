/// Turns any `Encodable` value into an ``ActionLiteral``, the inverse of ``LiteralDecoder``.
///
/// Enum values encoded the synthesized way become case literals (`tapped`,
/// `queryChanged("a")`, `row(id: "…", action: .toggle)`; `_0`, `_1` keys become positional
/// arguments), other keyed values become struct literals named after their type
/// (`Item(id: "…", title: "x")`), unkeyed values become arrays and single values become
/// strings, numbers, booleans or `nil`. `UUID` and `URL` become strings and `Date` its seconds
/// since 2001-01-01. Dictionaries and sets are sorted so the output is deterministic.
///
/// ```swift
/// let literal = try LiteralEncoder().encode(Action.queryChanged("swift"))
/// literal.printed()  // queryChanged("swift")
/// ```
///
/// The result carries ``SourceLocation/generated`` locations. Non-finite floats are kept as
/// values but have no literal syntax when printed.
public struct LiteralEncoder: Sendable {
  /// Creates an encoder.
  public init() {}

  /// Encodes `value`.
  ///
  /// - Throws: Whatever `value`'s `encode(to:)` throws.
  public func encode<T: Encodable>(_ value: T) throws -> ActionLiteral {
    try EncodingBox.encode(value, codingPath: []).literal()
  }
}
