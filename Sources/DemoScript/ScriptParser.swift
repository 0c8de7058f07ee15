import Reducer
public import Foundation

/// Reads demo scripts (see ``Script`` for the grammar) from bytes or text.
///
/// Input may be anything: bytes that are not UTF-8, over-long lines, unknown steps, malformed
/// literals, nesting deeper than ``maximumNestingDepth``, out-of-range durations, an empty
/// file. Each of these ends parsing with one ``ScriptError`` naming the file, line and column,
/// what was expected and, for misspelled names, the closest valid ones. Parsing takes time
/// linear in the input and never recurses deeper than ``maximumNestingDepth``.
///
/// ```swift
/// let script = try ScriptParser().parse(data, file: "Scripts/refresh.demo")
/// for step in script.steps { … }
/// // Scripts/refresh.demo:3:1: error: unknown step `sned`; did you mean `send`? (expected …)
/// ```
public struct ScriptParser: Sendable {
  /// The step keywords, in the order they are suggested.
  public static let stepKeywords =
    ["scenario", "send", "advance", "wait", "answer", "expect"] + UIStep.keywords

  /// The longest line accepted, in bytes (line ending excluded).
  public var maximumLineLength: Int
  /// The deepest nesting of `(…)`/`[…]` accepted in a literal.
  public var maximumNestingDepth: Int

  /// Creates a parser.
  public init(
    maximumLineLength: Int = 4_096,
    maximumNestingDepth: Int = ActionLiteralParser.defaultMaximumDepth
  ) {
    self.maximumLineLength = max(1, maximumLineLength)
    self.maximumNestingDepth = max(1, maximumNestingDepth)
  }

  /// Parses a script from raw bytes, which must be UTF-8 (a leading byte-order mark is skipped).
  ///
  /// - Parameters:
  ///   - data: The file's contents.
  ///   - file: The path printed in locations.
  /// - Throws: ``ScriptError`` for invalid UTF-8 (located at the first bad byte) and every
  ///   error ``parse(_:file:)-(String,_)`` reports.
  public func parse(_ data: Data, file: String) throws(ScriptError) -> Script {
    let bytes = [UInt8](data)
    if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
      let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
      let line = bytes[..<offset].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
      let column = bytes[lineStart..<offset].reduce(1) { $1 & 0xC0 != 0x80 ? $0 + 1 : $0 }
      let hex = String(bytes[offset], radix: 16, uppercase: true)
      throw ScriptError(
        at: SourceLocation(file: file, line: line, column: column),
        "invalid UTF-8 byte 0x\(hex.count == 1 ? "0" + hex : hex)",
        expected: "a UTF-8 text file")
    }
    return try parse(bytes: bytes, file: file)
  }

  /// Parses a script from text.
  ///
  /// - Parameters:
  ///   - text: The script.
  ///   - file: The path printed in locations.
  /// - Throws: ``ScriptError`` for an empty script, over-long lines, unknown steps, malformed
  ///   arguments and misplaced `scenario` steps.
  public func parse(_ text: String, file: String) throws(ScriptError) -> Script {
    try parse(bytes: Array(text.utf8), file: file)
  }

  private func parse(bytes: [UInt8], file: String) throws(ScriptError) -> Script {
    var steps: [ScriptStep] = []
    var scenarioLine: Int?
    var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var line = 1
    while start <= bytes.count {
      let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      var end = newline
      if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
      var scanner = SourceScanner(
        bytes: bytes, range: start..<end,
        location: SourceLocation(file: file, line: line, column: 1))
      if end - start > maximumLineLength {
        scanner.advance(by: maximumLineLength)
        throw ScriptError(
          at: scanner.location(), "line is longer than \(maximumLineLength) bytes",
          expected: "a shorter line")
      }
      if let step = try parseStep(&scanner) {
        if case .scenario = step.kind {
          if let scenarioLine {
            throw ScriptError(
              at: step.location, "duplicate `scenario` step (the first is on line \(scenarioLine))",
              expected: "one `scenario` step per script")
          }
          if !steps.isEmpty {
            throw ScriptError(
              at: step.location, "`scenario` must come before every other step",
              expected: "`scenario` as the first step")
          }
          scenarioLine = line
        }
        steps.append(step)
      }
      start = newline + 1
      line += 1
    }
    guard !steps.isEmpty else {
      throw ScriptError(
        at: SourceLocation(file: file, line: 1, column: 1), "script has no steps",
        expected: "at least one step: " + Self.keywordList)
    }
    return Script(file: file, steps: steps)
  }

  private static let keywordList = ClosestMatch.joined(
    stepKeywords.map { "`\($0)`" }, conjunction: "or")

  /// Parses one line; `nil` for blank and comment lines.
  private func parseStep(_ scanner: inout SourceScanner) throws(ScriptError) -> ScriptStep? {
    scanner.skipWhitespace(newlines: false)
    guard let first = scanner.current, first != UInt8(ascii: "#") else { return nil }
    let location = scanner.location()
    guard let keyword = scanner.readPlainIdentifier() else {
      throw ScriptError(
        at: location, "expected a step, found \(Self.found(scanner))",
        expected: Self.keywordList)
    }
    let kind: ScriptStep.Kind
    switch keyword {
    case "scenario":
      try expectMore(&scanner, after: "`\(keyword)`", expected: "a scenario name")
      kind = .scenario(try parseScenarioName(&scanner))
    case "send":
      try expectMore(&scanner, after: "`\(keyword)`", expected: "an action such as `onAppear`")
      kind = .send(try literalParser.parseLiteral(from: &scanner))
    case "advance":
      try expectMore(&scanner, after: "`\(keyword)`", expected: Self.durationExamples)
      kind = .advance(try parseDuration(&scanner))
    case "wait":
      kind = .wait
    case "answer":
      kind = .answer(try parseAnswer(&scanner))
    case "expect":
      kind = try parseExpectation(&scanner)
    default:
      if let step = try parseUIStep(keyword, &scanner) {
        kind = .ui(step)
        break
      }
      throw ScriptError(
        at: location, "unknown step `\(keyword)`", expected: Self.keywordList,
        suggestions: ClosestMatch.suggestions(for: keyword, among: Self.stepKeywords))
    }
    try finishLine(&scanner)
    return ScriptStep(kind, at: location)
  }

  /// `ANSWER` of an `answer` step: one of ``ServiceAnswer``'s names.
  private func parseAnswer(_ scanner: inout SourceScanner) throws(ScriptError) -> ServiceAnswer {
    let names = ServiceAnswer.allCases.map(\.rawValue)
    let expected = ClosestMatch.joined(names.map { "`\($0)`" }, conjunction: "or")
    try expectMore(&scanner, after: "`answer`", expected: expected)
    let location = scanner.location()
    guard let word = scanner.readPlainIdentifier() else {
      throw ScriptError(
        at: location, "expected an answer, found \(Self.found(scanner))", expected: expected)
    }
    guard let answer = ServiceAnswer(rawValue: word) else {
      throw ScriptError(
        at: location, "unknown answer `\(word)`", expected: expected,
        suggestions: ClosestMatch.suggestions(for: word, among: names))
    }
    return answer
  }

  var literalParser: ActionLiteralParser {
    ActionLiteralParser(maximumDepth: maximumNestingDepth)
  }

  static func found(_ scanner: SourceScanner) -> String {
    scanner.describeCurrent(endDescription: "end of line")
  }

  /// Requires whitespace and then something other than the end of the line or a comment after `what` (a keyword in
  /// backticks, or words such as `the label`); `expected` says what should follow.
  func expectMore(_ scanner: inout SourceScanner, after what: String, expected: String)
    throws(ScriptError)
  {
    let before = scanner.index
    scanner.skipWhitespace(newlines: false)
    if scanner.isAtEnd || scanner.current == UInt8(ascii: "#") {
      throw ScriptError(
        at: scanner.location(), "missing argument after \(what)", expected: expected)
    }
    if scanner.index == before {
      throw ScriptError(
        at: scanner.location(), "unexpected \(Self.found(scanner)) after \(what)",
        expected: "a space, then \(expected)")
    }
  }

  /// Reads the identifier `word` right here; otherwise throws, located here, the message and expectation `failure`
  /// makes of what stands here: another identifier in backticks, or a description such as `end of line`.
  func readKeyword(
    _ word: String, _ scanner: inout SourceScanner,
    else failure: (_ found: String) -> (message: String, expected: String)
  ) throws(ScriptError) {
    let location = scanner.location()
    var probe = scanner
    let found = probe.readPlainIdentifier()
    guard found == word else {
      let error = failure(found.map { "`\($0)`" } ?? Self.found(scanner))
      throw ScriptError(at: location, error.message, expected: error.expected)
    }
    scanner = probe
  }

  /// Allows only whitespace and a comment after a step.
  private func finishLine(_ scanner: inout SourceScanner) throws(ScriptError) {
    scanner.skipWhitespace(newlines: false)
    guard scanner.isAtEnd || scanner.current == UInt8(ascii: "#") else {
      throw ScriptError(
        at: scanner.location(), "unexpected \(Self.found(scanner)) after the step",
        expected: "the end of the line or a `#` comment")
    }
  }

  private func parseScenarioName(_ scanner: inout SourceScanner) throws(ScriptError) -> String {
    if scanner.current == UInt8(ascii: "\"") {
      let literal = try literalParser.parseLiteral(from: &scanner)
      if case .string(let name) = literal.kind, !name.isEmpty { return name }
      throw ScriptError(at: literal.location, "empty scenario name", expected: "a scenario name")
    }
    let start = scanner.index
    while let byte = scanner.current,
      SourceScanner.isIdentifierContinuation(byte) || byte == UInt8(ascii: "-")
        || byte == UInt8(ascii: ".")
    {
      scanner.advance()
    }
    guard scanner.index > start else {
      throw ScriptError(
        at: scanner.location(), "unexpected \(Self.found(scanner)) in scenario name",
        expected: "a name made of letters, digits, `_`, `-` and `.`, or a quoted string")
    }
    return String(decoding: scanner.bytes[start..<scanner.index], as: UTF8.self)
  }

  private static let durationExamples = "a duration such as `300ms`, `1s`, `1.5s` or `2m`"

  /// Reads `DIGITS [. DIGITS] UNIT` into an exact `Duration`.
  private func parseDuration(_ scanner: inout SourceScanner) throws(ScriptError) -> Duration {
    let location = scanner.location()
    let whole = Self.readDigits(&scanner)
    guard !whole.isEmpty else {
      throw ScriptError(
        at: location, "unexpected \(Self.found(scanner))", expected: Self.durationExamples)
    }
    var fraction = ""
    if scanner.current == UInt8(ascii: ".") {
      scanner.advance()
      fraction = Self.readDigits(&scanner)
      guard !fraction.isEmpty else {
        throw ScriptError(
          at: scanner.location(), "expected digits after `.`, found \(Self.found(scanner))",
          expected: Self.durationExamples)
      }
    }
    let unitLocation = scanner.location()
    guard let unit = scanner.readPlainIdentifier() else {
      throw ScriptError(
        at: unitLocation, "missing duration unit, found \(Self.found(scanner))",
        expected: "`ms`, `s` or `m` right after the number")
    }
    let nanosecondsPerUnit: [String: Int128] = [
      "ms": 1_000_000, "s": 1_000_000_000, "m": 60_000_000_000,
    ]
    guard let multiplier = nanosecondsPerUnit[unit] else {
      throw ScriptError(
        at: unitLocation, "unknown duration unit `\(unit)`", expected: "`ms`, `s` or `m`",
        suggestions: ClosestMatch.suggestions(for: unit, among: ["ms", "s", "m"]))
    }
    let tooLong = ScriptError(
      at: location,
      "duration `\(whole)\(fraction.isEmpty ? "" : "." + fraction)\(unit)` is too long",
      expected: "at most 292 years")
    guard fraction.count <= 12 else {
      throw ScriptError(
        at: location, "duration has more than 12 decimal places",
        expected: "a duration exact to the nanosecond")
    }
    guard whole.count <= 20, let wholeValue = Int128(whole),
      let fractionValue = Int128(fraction.isEmpty ? "0" : fraction)
    else { throw tooLong }
    var scale: Int128 = 1
    for _ in 0..<fraction.count { scale *= 10 }
    let fractionNanoseconds = fractionValue * multiplier
    guard fractionNanoseconds % scale == 0 else {
      throw ScriptError(
        at: location, "duration is finer than a nanosecond",
        expected: "a duration exact to the nanosecond")
    }
    let total = wholeValue * multiplier + fractionNanoseconds / scale
    guard let nanoseconds = Int64(exactly: total) else { throw tooLong }
    return .nanoseconds(nanoseconds)
  }

  /// The run of ASCII digits at the scanner, maybe empty.
  static func readDigits(_ scanner: inout SourceScanner) -> String {
    let start = scanner.index
    while let byte = scanner.current, SourceScanner.isDigit(byte) { scanner.advance() }
    return String(decoding: scanner.bytes[start..<scanner.index], as: UTF8.self)
  }

  private static let expectationForms =
    "`viewState CASE`, `declared viewState`, `state.PATH == VALUE`, `invariants`, `roundTrip` or "
    + "`settled`"

  /// Reads what follows `expect`.
  private func parseExpectation(_ scanner: inout SourceScanner) throws(ScriptError)
    -> ScriptStep.Kind
  {
    try expectMore(&scanner, after: "`expect`", expected: Self.expectationForms)
    let subjectLocation = scanner.location()
    guard let subject = scanner.readPlainIdentifier() else {
      throw ScriptError(
        at: subjectLocation, "unexpected \(Self.found(scanner)) after `expect`",
        expected: Self.expectationForms)
    }
    switch subject {
    case "viewState":
      try expectMore(&scanner, after: "`expect viewState`", expected: "a case such as `loaded`")
      let literal = try literalParser.parseLiteral(from: &scanner)
      guard literal.caseName != nil else {
        throw ScriptError(
          at: literal.location,
          "expected a view-state case, found \(DecodingNode(literal).summary)",
          expected: "a case such as `loaded` or `failed(\"message\")`")
      }
      return .expectViewState(literal)
    case "declared":
      try expectMore(&scanner, after: "`expect declared`", expected: "`viewState`")
      try readKeyword("viewState", &scanner) { found in
        ("unexpected \(found) after `expect declared`", "`viewState`")
      }
      return .expectDeclaredViewState
    case "state":
      let path = try parseStatePath(&scanner)
      scanner.skipWhitespace(newlines: false)
      guard scanner.current == UInt8(ascii: "="), scanner.peek(1) == UInt8(ascii: "=") else {
        throw ScriptError(
          at: scanner.location(), "unexpected \(Self.found(scanner)) after `\(path)`",
          expected: "`==` followed by the expected value")
      }
      scanner.advance(by: 2)
      let value = try literalParser.parseLiteral(from: &scanner)
      return .expectState(path, equals: value)
    default:
      if let check = ScriptCheck(rawValue: subject) { return .expectCheck(check) }
      throw ScriptError(
        at: subjectLocation, "unknown expectation `\(subject)`", expected: Self.expectationForms,
        suggestions: ClosestMatch.suggestions(
          for: subject,
          among: ["viewState", "declared", "state"] + ScriptCheck.allCases.map(\.rawValue)))
    }
  }

  /// Reads `{. name | [index]}` after `state`.
  private func parseStatePath(_ scanner: inout SourceScanner) throws(ScriptError) -> StatePath {
    var components: [StatePath.Component] = []
    while true {
      switch scanner.current {
      case UInt8(ascii: "."):
        scanner.advance()
        guard let name = scanner.readPlainIdentifier() else {
          throw ScriptError(
            at: scanner.location(),
            "expected a property name after `.`, found \(Self.found(scanner))",
            expected: "a name such as `items`")
        }
        components.append(.property(name))
      case UInt8(ascii: "["):
        scanner.advance()
        let location = scanner.location()
        let digits = Self.readDigits(&scanner)
        guard !digits.isEmpty, scanner.current == UInt8(ascii: "]") else {
          throw ScriptError(
            at: scanner.location(), "unexpected \(Self.found(scanner)) in index",
            expected: "a non-negative integer and `]`, such as `[0]`")
        }
        guard let index = Int(digits) else {
          throw ScriptError(
            at: location, "index `\(digits)` is too large", expected: "an index that fits `Int`")
        }
        scanner.advance()
        components.append(.index(index))
      default:
        return StatePath(components)
      }
    }
  }
}
