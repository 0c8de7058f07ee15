/// A cursor over UTF-8 bytes that knows the line and column of where it stands.
///
/// Both parsers read bytes through it. Locations are computed for the current position only,
/// which always moves forward, so counting columns costs O(length) in total. The bytes must be
/// valid UTF-8 (a `String`'s bytes, or `Data` checked by `UTF8Validation`).
struct SourceScanner {
  /// The whole input; `index` and `end` delimit the part being read.
  let bytes: [UInt8]
  /// The next byte to read.
  private(set) var index: Int
  /// One past the last byte that may be read.
  let end: Int
  /// The file named in locations.
  let file: String
  /// The current 1-based line.
  private(set) var line: Int
  /// The offset where the current line starts (or where reading started).
  private var lineStart: Int
  /// The column of `lineStart` (1 unless reading started mid-line).
  private var lineStartColumn: Int
  /// A known (offset, column) pair on the current line, to count columns incrementally.
  private var cachedOffset: Int
  private var cachedColumn: Int

  /// Reads `bytes[range]`, whose first byte is at `location`.
  init(bytes: [UInt8], range: Range<Int>, location: SourceLocation) {
    self.bytes = bytes
    self.index = range.lowerBound
    self.end = range.upperBound
    self.file = location.file
    self.line = location.line
    self.lineStart = range.lowerBound
    self.lineStartColumn = location.column
    self.cachedOffset = range.lowerBound
    self.cachedColumn = location.column
  }

  var isAtEnd: Bool { index >= end }

  /// The current byte, or `nil` at the end.
  var current: UInt8? { index < end ? bytes[index] : nil }

  /// The byte `offset` places ahead, or `nil` past the end.
  func peek(_ offset: Int) -> UInt8? {
    let position = index + offset
    return position < end ? bytes[position] : nil
  }

  /// Moves past the current byte, keeping line numbers right across newlines.
  mutating func advance() {
    guard index < end else { return }
    let byte = bytes[index]
    index += 1
    if byte == UInt8(ascii: "\n") {
      line += 1
      lineStart = index
      lineStartColumn = 1
      cachedOffset = index
      cachedColumn = 1
    }
  }

  /// Moves past `count` bytes.
  mutating func advance(by count: Int) {
    for _ in 0..<count { advance() }
  }

  /// The location of the current position.
  mutating func location() -> SourceLocation {
    if index < cachedOffset {
      cachedOffset = lineStart
      cachedColumn = lineStartColumn
    }
    var column = cachedColumn
    var offset = cachedOffset
    while offset < index {
      if bytes[offset] & 0xC0 != 0x80 { column += 1 }
      offset += 1
    }
    cachedOffset = index
    cachedColumn = column
    return SourceLocation(file: file, line: line, column: column)
  }

  /// Skips spaces and tabs (and newlines and carriage returns when `newlines` is true).
  mutating func skipWhitespace(newlines: Bool) {
    while let byte = current {
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"): advance()
      case UInt8(ascii: "\r") where newlines, UInt8(ascii: "\n") where newlines: advance()
      default: return
      }
    }
  }

  /// A short, printable description of what stands at the current position, for messages.
  func describeCurrent(endDescription: String) -> String {
    guard index < end else { return endDescription }
    let lead = bytes[index]
    let length: Int
    switch lead {
    case 0..<0x80: length = 1
    case 0xC0..<0xE0: length = 2
    case 0xE0..<0xF0: length = 3
    default: length = 4
    }
    let slice = bytes[index..<min(index + length, end)]
    let text = String(decoding: slice, as: UTF8.self)
    return "`\(ActionLiteral.escaped(text))`"
  }

  /// Whether `byte` may start an identifier.
  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || byte == UInt8(ascii: "_")
  }

  /// Whether `byte` may continue an identifier.
  static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || isDigit(byte)
  }

  /// Whether `byte` is an ASCII decimal digit.
  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// Reads a plain identifier (`[A-Za-z_][A-Za-z0-9_]*`) if one starts here.
  mutating func readPlainIdentifier() -> String? {
    guard let first = current, Self.isIdentifierStart(first) else { return nil }
    let start = index
    while let byte = current, Self.isIdentifierContinuation(byte) { advance() }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }
}
