/// Parses the Swift-like literal syntax of demo-script actions into an ``ActionLiteral``.
///
/// Grammar (whitespace is allowed between tokens):
///
/// ```
/// literal   = case | arguments | string | number | "true" | "false" | "nil" | array
/// case      = ["."] name [arguments]          toggle  .toggle  row(id: "1", action: .toggle)
/// arguments = "(" [argument {"," argument} [","]] ")"
/// argument  = [name ":"] literal              labels are unique within one list
/// array     = "[" [literal {"," literal} [","]] "]"
/// name      = [A-Za-z_][A-Za-z0-9_]* | "`" any text but "`" "`"
/// string    = '"' { character | escape } '"'   escapes: \\ \" \' \n \r \t \0 \u{1F600}
/// number    = ["-"] digits ["." digits] [("e"|"E") ["+"|"-"] digits] | ["-"] "0x"|"0o"|"0b" digits
/// ```
///
/// Digits may contain `_`. Integer literals keep their text (see ``ActionLiteral/Kind/integer(_:)``);
/// floating-point literals must be finite. Nesting of `(…)` and `[…]` is limited to
/// ``maximumDepth`` levels and the parser never recurses deeper, so any input ends in a value
/// or a ``ScriptError`` pointing at the offending character.
///
/// ```swift
/// let literal = try ActionLiteralParser().parse(#"queryChanged("swift")"#)
/// print(literal)  // queryChanged("swift")
/// ```
public struct ActionLiteralParser: Sendable {
  /// The default limit on nested `(…)`/`[…]`.
  public static let defaultMaximumDepth = 64

  /// The deepest nesting of `(…)`/`[…]` accepted.
  public var maximumDepth: Int

  /// Creates a parser.
  public init(maximumDepth: Int = ActionLiteralParser.defaultMaximumDepth) {
    self.maximumDepth = max(1, maximumDepth)
  }

  /// Parses `text`, which must hold exactly one literal (surrounding whitespace is fine).
  ///
  /// - Parameters:
  ///   - text: The literal's source text; it may span lines.
  ///   - location: Where `text` starts, used for every location in the result and in errors.
  /// - Throws: ``ScriptError`` for empty input, malformed literals, nesting deeper than
  ///   ``maximumDepth`` or anything after the literal.
  public func parse(
    _ text: String,
    location: SourceLocation = SourceLocation(file: "<input>", line: 1, column: 1)
  ) throws(ScriptError) -> ActionLiteral {
    let bytes = Array(text.utf8)
    let scanner = SourceScanner(bytes: bytes, range: 0..<bytes.count, location: location)
    var reader = LiteralReader(
      scanner: scanner, maximumDepth: maximumDepth, endDescription: "end of input",
      allowsNewlines: true)
    let literal = try reader.readLiteral(depth: 0)
    reader.scanner.skipWhitespace(newlines: true)
    if !reader.scanner.isAtEnd {
      let found = reader.scanner.describeCurrent(endDescription: "end of input")
      throw ScriptError(
        at: reader.scanner.location(), "unexpected \(found) after the literal",
        expected: "end of input")
    }
    return literal
  }

  /// Parses one literal starting at the scanner's position (on one script line) and leaves the
  /// scanner just after it.
  func parseLiteral(from scanner: inout SourceScanner) throws(ScriptError) -> ActionLiteral {
    var reader = LiteralReader(
      scanner: scanner, maximumDepth: maximumDepth, endDescription: "end of line",
      allowsNewlines: false)
    defer { scanner = reader.scanner }
    return try reader.readLiteral(depth: 0)
  }
}

/// The recursive-descent reader behind ``ActionLiteralParser``; recursion depth is bounded by
/// `maximumDepth`.
private struct LiteralReader {
  var scanner: SourceScanner
  let maximumDepth: Int
  let endDescription: String
  let allowsNewlines: Bool

  static let literalDescription =
    "a literal: a case such as `toggle` or `.toggle(…)`, a string, a number, `true`, `false`, "
    + "`nil`, `[…]` or `(…)`"

  private var found: String { scanner.describeCurrent(endDescription: endDescription) }

  private mutating func skipWhitespace() {
    scanner.skipWhitespace(newlines: allowsNewlines)
  }

  mutating func readLiteral(depth: Int) throws(ScriptError) -> ActionLiteral {
    skipWhitespace()
    let location = scanner.location()
    guard let byte = scanner.current else {
      throw ScriptError(
        at: location, "missing literal at \(endDescription)", expected: Self.literalDescription)
    }
    switch byte {
    case UInt8(ascii: "\""):
      return ActionLiteral(.string(try readString(location: location)), at: location)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return ActionLiteral(try readNumber(location: location), at: location)
    case UInt8(ascii: "["):
      return ActionLiteral(.array(try readArray(depth: depth)), at: location)
    case UInt8(ascii: "("):
      let arguments = try readArguments(depth: depth)
      return ActionLiteral(.case(name: nil, arguments: arguments), at: location)
    case UInt8(ascii: "."):
      scanner.advance()
      guard let next = scanner.current,
        SourceScanner.isIdentifierStart(next) || next == UInt8(ascii: "`")
      else {
        throw ScriptError(
          at: scanner.location(), "expected a case name after `.`, found \(found)",
          expected: "a name such as `.toggle`")
      }
      let name = try readName()
      return try readCase(name: name, location: location, depth: depth)
    case UInt8(ascii: "`"):
      let name = try readName()
      return try readCase(name: name, location: location, depth: depth)
    case _ where SourceScanner.isIdentifierStart(byte):
      let name = try readName()
      switch name {
      case "true": return ActionLiteral(.bool(true), at: location)
      case "false": return ActionLiteral(.bool(false), at: location)
      case "nil": return ActionLiteral(.nil, at: location)
      default: return try readCase(name: name, location: location, depth: depth)
      }
    default:
      throw ScriptError(at: location, "unexpected \(found)", expected: Self.literalDescription)
    }
  }

  /// Reads a plain or backticked name.
  private mutating func readName() throws(ScriptError) -> String {
    guard scanner.current == UInt8(ascii: "`") else {
      return scanner.readPlainIdentifier() ?? ""
    }
    let location = scanner.location()
    scanner.advance()
    let start = scanner.index
    while let byte = scanner.current, byte != UInt8(ascii: "`") {
      if byte < 0x20 || byte == 0x7F {
        throw ScriptError(
          at: scanner.location(), "control character in a backticked name",
          expected: "a closing `` ` ``")
      }
      scanner.advance()
    }
    guard scanner.current == UInt8(ascii: "`") else {
      throw ScriptError(
        at: location, "unterminated backticked name", expected: "a closing `` ` ``")
    }
    let name = String(decoding: scanner.bytes[start..<scanner.index], as: UTF8.self)
    scanner.advance()
    guard !name.isEmpty else {
      throw ScriptError(at: location, "empty backticked name", expected: "a name between backticks")
    }
    return name
  }

  private mutating func readCase(
    name: String,
    location: SourceLocation,
    depth: Int
  ) throws(ScriptError) -> ActionLiteral {
    let afterName = scanner
    scanner.skipWhitespace(newlines: false)
    guard scanner.current == UInt8(ascii: "(") else {
      scanner = afterName
      return ActionLiteral(.case(name: name, arguments: []), at: location)
    }
    let arguments = try readArguments(depth: depth)
    return ActionLiteral(.case(name: name, arguments: arguments), at: location)
  }

  private mutating func enterNesting(
    depth: Int,
    at location: SourceLocation
  ) throws(ScriptError) {
    if depth + 1 > maximumDepth {
      throw ScriptError(
        at: location, "literal is nested deeper than \(maximumDepth) levels",
        expected: "at most \(maximumDepth) nested `(…)` or `[…]`")
    }
  }

  /// Reads `( … )` starting at `(`.
  private mutating func readArguments(depth: Int) throws(ScriptError) -> [ActionLiteral.Argument] {
    let open = scanner.location()
    try enterNesting(depth: depth, at: open)
    scanner.advance()
    var arguments: [ActionLiteral.Argument] = []
    var labels: Set<String> = []
    while true {
      skipWhitespace()
      if scanner.current == UInt8(ascii: ")") {
        scanner.advance()
        return arguments
      }
      let location = scanner.location()
      var label: String?
      if let byte = scanner.current,
        SourceScanner.isIdentifierStart(byte) || byte == UInt8(ascii: "`")
      {
        let beforeName = scanner
        let name = try readName()
        skipWhitespace()
        if scanner.current == UInt8(ascii: ":") {
          guard labels.insert(name).inserted else {
            throw ScriptError(
              at: location, "duplicate label `\(name)`", expected: "each label at most once")
          }
          label = name
          scanner.advance()
        } else {
          scanner = beforeName
        }
      }
      let value = try readLiteral(depth: depth + 1)
      arguments.append(ActionLiteral.Argument(label: label, value: value, location: location))
      if try readSeparator(closing: ")", opened: "(", at: open, in: "argument list") {
        return arguments
      }
    }
  }

  /// Reads `[ … ]` starting at `[`.
  private mutating func readArray(depth: Int) throws(ScriptError) -> [ActionLiteral] {
    let open = scanner.location()
    try enterNesting(depth: depth, at: open)
    scanner.advance()
    var elements: [ActionLiteral] = []
    while true {
      skipWhitespace()
      if scanner.current == UInt8(ascii: "]") {
        scanner.advance()
        return elements
      }
      elements.append(try readLiteral(depth: depth + 1))
      skipWhitespace()
      if scanner.current == UInt8(ascii: ":") {
        throw ScriptError(
          at: scanner.location(), "dictionary literals are not supported",
          expected: "`,` or `]` to close `[` at \(open.line):\(open.column)")
      }
      if try readSeparator(closing: "]", opened: "[", at: open, in: "array literal") {
        return elements
      }
    }
  }

  /// Reads what follows an element of a list opened by `opener` at `open`: a `,` (returns
  /// false: another element follows) or `closer` (returns true: the list is done).
  ///
  /// - Throws: at the end of the text, "unterminated `list`"; at anything else, "unexpected …".
  private mutating func readSeparator(
    closing closer: Unicode.Scalar, opened opener: Unicode.Scalar, at open: SourceLocation,
    in list: String
  ) throws(ScriptError) -> Bool {
    skipWhitespace()
    switch scanner.current {
    case UInt8(ascii: ","):
      scanner.advance()
      return false
    case UInt8(ascii: closer):
      scanner.advance()
      return true
    case nil:
      throw ScriptError(
        at: scanner.location(), "unterminated \(list)",
        expected: "`\(closer)` to close `\(opener)` at \(open.line):\(open.column)")
    default:
      throw ScriptError(
        at: scanner.location(), "unexpected \(found) in \(list)",
        expected: "`,` or `\(closer)` to close `\(opener)` at \(open.line):\(open.column)")
    }
  }

  private static let escapeDescription =
    #"one of `\\`, `\"`, `\'`, `\n`, `\r`, `\t`, `\0` or `\u{…}` with 1 to 8 hex digits"#

  /// Reads a string literal starting at its opening quote.
  private mutating func readString(location: SourceLocation) throws(ScriptError) -> String {
    scanner.advance()
    var buffer: [UInt8] = []
    while true {
      guard let byte = scanner.current, byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r")
      else {
        throw ScriptError(
          at: location, "unterminated string literal",
          expected: "a closing `\"` before \(endDescription)")
      }
      switch byte {
      case UInt8(ascii: "\""):
        scanner.advance()
        return String(decoding: buffer, as: UTF8.self)
      case UInt8(ascii: "\\"):
        buffer.append(contentsOf: try readEscape(stringLocation: location))
      case 0..<0x20 where byte != UInt8(ascii: "\t"), 0x7F:
        throw ScriptError(
          at: scanner.location(), "control character in string literal",
          expected: "an escape such as `\\t` or `\\u{7F}`")
      default:
        buffer.append(byte)
        scanner.advance()
      }
    }
  }

  /// Reads one escape sequence starting at its backslash; returns its UTF-8 bytes.
  private mutating func readEscape(stringLocation: SourceLocation) throws(ScriptError) -> [UInt8] {
    let location = scanner.location()
    scanner.advance()
    guard let byte = scanner.current else {
      throw ScriptError(
        at: stringLocation, "unterminated string literal",
        expected: "a closing `\"` before \(endDescription)")
    }
    let simple: [UInt8: UInt8] = [
      UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
      UInt8(ascii: "0"): 0x00, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "\""): 0x22,
      UInt8(ascii: "'"): 0x27,
    ]
    if let resolved = simple[byte] {
      scanner.advance()
      return [resolved]
    }
    guard byte == UInt8(ascii: "u") else {
      throw ScriptError(
        at: location, "invalid escape sequence `\\\(found.dropFirst().dropLast())`",
        expected: Self.escapeDescription)
    }
    scanner.advance()
    guard scanner.current == UInt8(ascii: "{") else {
      throw ScriptError(
        at: location, "malformed `\\u` escape",
        expected: "`\\u{` followed by 1 to 8 hex digits and `}`")
    }
    scanner.advance()
    var value: UInt32 = 0
    var count = 0
    while count < 8,
      let digit = scanner.current.flatMap({ Character(Unicode.Scalar($0)).hexDigitValue })
    {
      value = value << 4 | UInt32(digit)
      count += 1
      scanner.advance()
    }
    guard count > 0, scanner.current == UInt8(ascii: "}") else {
      throw ScriptError(
        at: location, "malformed `\\u` escape",
        expected: "`\\u{` followed by 1 to 8 hex digits and `}`")
    }
    scanner.advance()
    guard let scalar = Unicode.Scalar(value) else {
      throw ScriptError(
        at: location, "`\\u{\(String(value, radix: 16, uppercase: true))}` is not a Unicode scalar",
        expected: "a value up to 10FFFF outside D800...DFFF")
    }
    return Array(String(Character(scalar)).utf8)
  }

  /// Reads a number starting at `-` or a digit.
  private mutating func readNumber(location: SourceLocation) throws(ScriptError)
    -> ActionLiteral.Kind
  {
    let start = scanner.index
    if scanner.current == UInt8(ascii: "-") {
      scanner.advance()
      guard let byte = scanner.current, SourceScanner.isDigit(byte) else {
        throw ScriptError(
          at: scanner.location(), "expected a digit after `-`, found \(found)",
          expected: "a number such as `-1`")
      }
    }
    let radixMarkers: [UInt8: (radix: Int, name: String)] = [
      UInt8(ascii: "x"): (16, "hexadecimal"), UInt8(ascii: "o"): (8, "octal"),
      UInt8(ascii: "b"): (2, "binary"),
    ]
    if scanner.current == UInt8(ascii: "0"),
      let marker = scanner.peek(1).flatMap({ radixMarkers[$0] })
    {
      scanner.advance(by: 2)
      var digits = 0
      while let byte = scanner.current {
        if byte == UInt8(ascii: "_") {
          scanner.advance()
          continue
        }
        guard let value = Character(Unicode.Scalar(byte)).hexDigitValue, value < marker.radix
        else { break }
        digits += 1
        scanner.advance()
      }
      if let byte = scanner.current,
        SourceScanner.isIdentifierContinuation(byte) || byte == UInt8(ascii: ".")
      {
        throw ScriptError(
          at: scanner.location(), "unexpected \(found) in \(marker.name) literal",
          expected: "\(marker.name) digits")
      }
      guard digits > 0 else {
        throw ScriptError(
          at: scanner.location(), "missing digits in \(marker.name) literal",
          expected: "\(marker.name) digits")
      }
      return .integer(String(decoding: scanner.bytes[start..<scanner.index], as: UTF8.self))
    }
    skipDigits()
    var isFloat = false
    if scanner.current == UInt8(ascii: "."), let next = scanner.peek(1), SourceScanner.isDigit(next)
    {
      isFloat = true
      scanner.advance()
      skipDigits()
    }
    if scanner.current == UInt8(ascii: "e") || scanner.current == UInt8(ascii: "E") {
      var offset = 1
      if scanner.peek(1) == UInt8(ascii: "+") || scanner.peek(1) == UInt8(ascii: "-") { offset = 2 }
      if let digit = scanner.peek(offset), SourceScanner.isDigit(digit) {
        isFloat = true
        scanner.advance(by: offset)
        skipDigits()
      }
    }
    if let byte = scanner.current,
      SourceScanner.isIdentifierContinuation(byte) || byte == UInt8(ascii: ".")
    {
      throw ScriptError(
        at: scanner.location(), "unexpected \(found) in number literal",
        expected: "digits, a fraction `.5`, an exponent `e3` or the end of the number")
    }
    let text = String(decoding: scanner.bytes[start..<scanner.index], as: UTF8.self)
    guard isFloat else { return .integer(text) }
    guard let value = Double(text.filter { $0 != "_" }), value.isFinite else {
      throw ScriptError(
        at: location, "floating-point literal `\(text)` is out of range",
        expected: "a finite number")
    }
    return .float(value)
  }

  private mutating func skipDigits() {
    while let byte = scanner.current, SourceScanner.isDigit(byte) || byte == UInt8(ascii: "_") {
      scanner.advance()
    }
  }
}
