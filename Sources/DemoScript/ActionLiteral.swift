/// A Swift-like literal as written in a demo script: the syntax tree of an action.
///
/// Scripts write actions the way Swift code does (`toggle`, `queryChanged("swift")`,
/// `row(id: "1111…", action: .toggle)`, `[1, 2]`, `nil`). ``ActionLiteralParser`` turns that
/// text into an `ActionLiteral`; ``LiteralDecoder`` decodes it into any `Decodable` action and
/// ``LiteralEncoder`` plus ``printed()`` turn actions back into the same syntax.
///
/// Every node carries the ``SourceLocation`` of its first character, so decoding errors can
/// point at the exact argument that is wrong. Equality (`==`) compares locations too; use
/// ``isEquivalent(to:)`` to compare only what was written.
///
/// ```swift
/// let literal = try ActionLiteralParser().parse(#"row(id: "1", action: .toggle)"#)
/// literal.caseName  // "row"
/// ```
public struct ActionLiteral: Hashable, Sendable {
  /// What a literal is.
  public indirect enum Kind: Hashable, Sendable {
    /// A case or type name with an optional argument list: `toggle`, `.toggle`,
    /// `queryChanged("a")`, `Item(id: "…")`. `name` is `nil` for a bare argument list
    /// `(id: "…", title: "x")`, which decodes as a struct.
    case `case`(name: String?, arguments: [Argument])
    /// A string literal, escapes already resolved.
    case string(String)
    /// An integer literal exactly as written (`-12`, `1_000`, `0xFF`), so that values too large
    /// for any type are reported when decoding into a concrete type rather than trapping here.
    case integer(String)
    /// A floating-point literal (`1.5`, `-2e3`); always finite when parsed.
    case float(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `nil`.
    case `nil`
    /// An array literal `[a, b]`.
    case array([ActionLiteral])
  }

  /// One argument of a case literal: `label: value` or a positional `value`.
  public struct Argument: Hashable, Sendable {
    /// The label, or `nil` for a positional argument.
    public var label: String?
    /// The argument's value.
    public var value: ActionLiteral
    /// Where the argument starts (its label, or its value when unlabelled).
    public var location: SourceLocation

    /// Creates an argument; `location` defaults to the value's location.
    public init(label: String?, value: ActionLiteral, location: SourceLocation? = nil) {
      self.label = label
      self.value = value
      self.location = location ?? value.location
    }
  }

  /// What this literal is.
  public var kind: Kind
  /// Where this literal starts.
  public var location: SourceLocation

  /// Creates a literal.
  public init(_ kind: Kind, at location: SourceLocation = .generated) {
    self.kind = kind
    self.location = location
  }

  /// The case name when this is a named case literal, otherwise `nil`.
  public var caseName: String? {
    if case .case(let name?, _) = kind { return name }
    return nil
  }

  /// Whether `other` was written the same way, ignoring source locations.
  ///
  /// Numbers compare by value: `2`, `0x2`, `2.0` and `2_0e-1` are equivalent; labels, case
  /// names, strings and array elements compare exactly.
  public func isEquivalent(to other: ActionLiteral) -> Bool {
    switch (kind, other.kind) {
    case (.case(let name, let arguments), .case(let otherName, let otherArguments)):
      guard name == otherName, arguments.count == otherArguments.count else { return false }
      return zip(arguments, otherArguments).allSatisfy {
        $0.label == $1.label && $0.value.isEquivalent(to: $1.value)
      }
    case (.string(let a), .string(let b)):
      return a == b
    case (.bool(let a), .bool(let b)):
      return a == b
    case (.nil, .nil):
      return true
    case (.array(let a), .array(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.isEquivalent(to: $1) }
    case (.integer(let a), .integer(let b)):
      if let x = IntegerText(a), let y = IntegerText(b) { return x == y }
      return a == b
    case (.integer, .float), (.float, .integer), (.float, .float):
      guard let a = numericValue, let b = other.numericValue else { return false }
      return a == b
    default:
      return false
    }
  }

  /// The value of a number literal as a `Double`, when it is one.
  var numericValue: Double? {
    switch kind {
    case .float(let value): return value
    case .integer(let text): return IntegerText(text)?.doubleValue
    default: return nil
    }
  }
}
