/// The module a scaffolded feature compiles into (`demo-runner new NAME --module NAME`), checked: what the test
/// file's `import` line names, so it must be a name `import` accepts.
///
/// A Swift identifier of ASCII letters, digits and `_`, not starting with a digit, at most 64 characters, and not
/// a word Swift reserves (`class`, `self`, `Self`, `Any`, `true`, …) nor `_` alone: `import class` does not compile.
/// Contextual keywords (`open`, `actor`, `async`, `some`) are names like any other there and are accepted.
///
/// ```swift
/// try ModuleName("WeatherFeatures").name   // "WeatherFeatures"
/// try ModuleName("class")                  // UsageError: "… it is a Swift keyword …"
/// ```
struct ModuleName: Equatable, Sendable {
  /// The longest name accepted, in characters.
  static let maximumLength = 64

  /// The module's name: `WeatherFeatures`.
  let name: String

  /// Checks `text`, given as `--module TEXT`.
  ///
  /// - Throws: ``UsageError`` (exit 2) naming the argument and saying what is wrong.
  init(_ text: String) throws(UsageError) {
    func refuse(_ problem: String) -> UsageError {
      UsageError(
        command: "new",
        message: "invalid module name \(FeatureName.quoted(text)) for `--module`: \(problem)",
        expected: Self.expectation)
    }
    let scalars = Array(text.unicodeScalars)
    guard let first = scalars.first else { throw refuse("it is empty") }
    guard Self.isIdentifierStart(first) else {
      throw refuse("it starts with a digit or a character that is not an ASCII letter or `_`")
    }
    if let index = scalars.firstIndex(where: { !Self.isIdentifierStart($0) && !Self.isDigit($0) }) {
      throw refuse("a character at column \(index + 1) is not an ASCII letter, digit or `_`")
    }
    guard scalars.count <= Self.maximumLength else {
      throw refuse("it is \(scalars.count) characters long, more than \(Self.maximumLength)")
    }
    guard text != "_" else { throw refuse("`_` alone is not a name (`import _` does not compile)") }
    guard !Self.reservedWords.contains(text) else {
      throw refuse("it is a Swift keyword (`import \(text)` does not compile)")
    }
    self.name = text
  }

  private static let expectation =
    "`--module NAME`, the Swift module the feature's sources compile into (letters, digits and `_`, "
    + "not starting with a digit, at most 64 characters, not a Swift keyword), e.g. `--module WeatherFeatures`"

  /// The words Swift reserves everywhere, which `import` cannot name: each one is a parse error in
  /// `import WORD` (checked with `swiftc -parse`, Swift 6.3). Contextual keywords are not here.
  static let reservedWords: Set<String> = [
    // Declarations.
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout",
    "internal", "let", "operator", "precedencegroup", "private", "protocol", "public", "rethrows",
    "static",
    "struct", "subscript", "typealias", "var",
    // Statements.
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if",
    "in", "repeat", "return", "switch", "throw", "where", "while",
    // Expressions and types.
    "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
  ]

  private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}
