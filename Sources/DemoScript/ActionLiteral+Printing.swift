import ConvergenceBase

extension ActionLiteral: CustomStringConvertible {
  /// The literal in script syntax, as a top-level action (see ``printed()``).
  public var description: String { printed() }

  /// Prints the literal back in the syntax ``ActionLiteralParser`` reads.
  ///
  /// A top-level case is printed without a dot (`toggle`, `queryChanged("swift")`); nested
  /// enum cases get a leading dot (`row(id: "…", action: .toggle)`), while names that start with
  /// an uppercase letter are read as type names and printed without one (`Item(id: "…")`).
  /// Labels are kept, strings are escaped, names that are not plain identifiers are
  /// backticked. Parsing the output gives an equivalent literal (see ``isEquivalent(to:)``),
  /// except for non-finite floats, which print as `inf`/`nan` and have no literal form.
  public func printed() -> String {
    var output = ""
    write(to: &output, nested: false)
    return output
  }

  private func write(to output: inout String, nested: Bool) {
    switch kind {
    case .case(let name, let arguments):
      if let name {
        if nested, let first = name.unicodeScalars.first, !first.properties.isUppercase {
          output += "."
        }
        output += Self.printableName(name)
        if arguments.isEmpty { return }
      }
      output += "("
      for (index, argument) in arguments.enumerated() {
        if index > 0 { output += ", " }
        if let label = argument.label {
          output += Self.printableName(label) + ": "
        }
        argument.value.write(to: &output, nested: true)
      }
      output += ")"
    case .string(let value):
      output += "\"" + Self.escaped(value) + "\""
    case .integer(let text):
      output += text
    case .float(let value):
      output += "\(value)"
    case .bool(let value):
      output += value ? "true" : "false"
    case .nil:
      output += "nil"
    case .array(let elements):
      output += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { output += ", " }
        element.write(to: &output, nested: true)
      }
      output += "]"
    }
  }

  /// `name` as written in a literal: as is when it is a plain identifier other than `true`,
  /// `false` or `nil`, otherwise between backticks.
  static func printableName(_ name: String) -> String {
    let bytes = Array(name.utf8)
    let isPlain =
      !bytes.isEmpty && SourceScanner.isIdentifierStart(bytes[0])
      && bytes.allSatisfy(SourceScanner.isIdentifierContinuation)
      && !["true", "false", "nil"].contains(name)
    if isPlain { return name }
    let cleaned = name.unicodeScalars.filter { $0 != "`" && $0.value >= 0x20 && $0.value != 0x7F }
    return "`" + String(String.UnicodeScalarView(cleaned)) + "`"
  }

  /// `text` with quotes, backslashes and control characters escaped for a string literal.
  static func escaped(_ text: String) -> String { StringLiteralEscaping.escaped(text) }
}

extension ActionLiteral {
  /// Describes any value as a literal, for printing or for comparing with a script's
  /// `expect state.PATH == VALUE`.
  ///
  /// `Encodable` values go through ``LiteralEncoder``; other values (and parts whose encoding
  /// fails) are described by reflection: enums as cases, structs and classes as
  /// `TypeName(label: value)`, tuples as argument lists, optionals as their value or `nil`,
  /// collections as arrays (sets and dictionaries sorted). Reflection stops 32 levels deep.
  ///
  /// ```swift
  /// ActionLiteral(reflecting: state.items.count).isEquivalent(to: expected)
  /// ```
  public init<T>(reflecting value: T) {
    self = ReflectedLiteral.literal(for: value)
  }
}

/// Prints any action in script syntax, for transcripts.
///
/// The action is turned into an ``ActionLiteral`` by ``LiteralEncoder`` when it is `Encodable`;
/// parts that are not `Encodable` (or whose encoding fails) are described by reflection, which
/// still yields the same syntax for enums, structs, tuples, optionals and collections.
///
/// ```swift
/// printAction(Action.row(id: id, action: .toggle))
/// // row(id: "11111111-1111-1111-1111-111111111111", action: .toggle)
/// ```
public func printAction<A>(_ action: A) -> String {
  ReflectedLiteral.literal(for: action).printed()
}
