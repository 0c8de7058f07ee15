import ConvergenceBase

/// The UI steps of the script language (see ``UIStep``):
///
/// ```
/// step   = "tap" LABEL [ "role" ROLE ]
///        | "type" STRING [ "into" LABEL ]
///        | "toggle" LABEL
///        | "pick" LABEL [ "in" LABEL ]
///        | "step" LABEL "by" [ "-" | "+" ] DIGITS      1 to 1000 steps, up or down
///        | "slide" [ LABEL ] "to" [ "-" ] DIGITS [ "." DIGITS ]
///        | "delete" LABEL
///        | "refresh" | "back" | "dismiss"
/// LABEL  = STRING                                       "…" with \\ \" \n \t \u{…} escapes
/// ROLE   = IDENTIFIER                                   button, link, …
/// ```
extension ScriptParser {
  /// The most steps one `step` line may take: the stepper is pressed once per step.
  static let maximumStepperSteps = 1_000

  /// Reads the UI step `keyword` starts (its arguments follow in `scanner`); `nil` when `keyword` is no UI step.
  func parseUIStep(_ keyword: String, _ scanner: inout SourceScanner) throws(ScriptError)
    -> UIStep?
  {
    switch keyword {
    case "tap":
      let label = try readLabel(&scanner, after: keyword, what: "the label of a button or link")
      guard try readOptionalWord("role", after: "the label", &scanner) else {
        return .tap(label)
      }
      try expectMore(&scanner, after: "`role`", expected: "a role such as `button` or `link`")
      let location = scanner.location()
      guard let role = scanner.readPlainIdentifier() else {
        throw ScriptError(
          at: location, "expected a role, found \(Self.found(scanner))",
          expected: "a role such as `button` or `link`")
      }
      return .tap(label, role: role)
    case "type":
      let (text, field) = try readLabels(
        &scanner, after: keyword, ("the text to type", "the text"), or: "into", "the field's label")
      return .type(text, into: field)
    case "toggle":
      return .toggle(try readLabel(&scanner, after: keyword, what: "the toggle's label"))
    case "pick":
      let (option, picker) = try readLabels(
        &scanner, after: keyword, ("the option to pick", "the option"), or: "in",
        "the picker's label")
      return .pick(option, in: picker)
    case "step":
      let label = try readLabel(&scanner, after: keyword, what: "the stepper's label")
      try readWord("by", after: "the label", what: "`by` and a number of steps", &scanner)
      return .step(label, by: try readSteps(&scanner))
    case "slide":
      let expected = "the slider's label and `to VALUE`, or `to VALUE`"
      try expectMore(&scanner, after: "`slide`", expected: expected)
      var label: String?
      if scanner.current == UInt8(ascii: "\"") {
        label = try readQuoted(&scanner, expected: "the slider's label in double quotes")
        try readWord("to", after: "the label", what: "`to` and a value", &scanner)
      } else {
        try readWordHere("to", expected: expected, &scanner)
      }
      return .slide(label, to: try readValue(&scanner))
    case "delete":
      return .delete(
        try readLabel(&scanner, after: keyword, what: "the label of the row to delete"))
    case "refresh": return .refresh
    case "back": return .back
    case "dismiss": return .dismiss
    default: return nil
    }
  }

  /// A quoted label after `keyword` (and whitespace).
  private func readLabel(_ scanner: inout SourceScanner, after keyword: String, what: String)
    throws(ScriptError) -> String
  {
    let expected = "\(what) in double quotes, such as `\"Retry\"`"
    try expectMore(&scanner, after: "`\(keyword)`", expected: expected)
    return try readQuoted(&scanner, expected: expected)
  }

  /// `LABEL [ word LABEL ]` after `keyword`, as `type` and `pick` take it: the first label, and the second when
  /// `word` follows (`nil` at the end of the line or a comment). `first` says what the first label is, in an error
  /// about it and (shorter) in one about what follows it; `second` what the second is.
  private func readLabels(
    _ scanner: inout SourceScanner, after keyword: String, _ first: (what: String, short: String),
    or word: String, _ second: String
  ) throws(ScriptError) -> (String, String?) {
    let label = try readLabel(&scanner, after: keyword, what: first.what)
    guard try readOptionalWord(word, after: first.short, &scanner) else { return (label, nil) }
    return (label, try readLabel(&scanner, after: word, what: second))
  }

  /// A quoted string right here.
  private func readQuoted(_ scanner: inout SourceScanner, expected: String) throws(ScriptError)
    -> String
  {
    let location = scanner.location()
    guard scanner.current == UInt8(ascii: "\"") else {
      throw ScriptError(
        at: location, "expected a quoted label, found \(Self.found(scanner))", expected: expected)
    }
    let literal = try literalParser.parseLiteral(from: &scanner)
    guard case .string(let text) = literal.kind else {
      throw ScriptError(at: location, "expected a quoted label", expected: expected)
    }
    return text
  }

  /// Whether `word` follows (after whitespace); the end of the line or a comment is `false`, anything else an error.
  private func readOptionalWord(
    _ word: String, after what: String, _ scanner: inout SourceScanner
  ) throws(ScriptError) -> Bool {
    let before = scanner.index
    scanner.skipWhitespace(newlines: false)
    if scanner.isAtEnd || scanner.current == UInt8(ascii: "#") { return false }
    let expected = "`\(word)`, the end of the line or a `#` comment"
    let location = scanner.location()
    guard scanner.index > before else {
      throw ScriptError(
        at: location, "unexpected \(Self.found(scanner)) after \(what)", expected: expected)
    }
    try readKeyword(word, &scanner) { found in ("unexpected \(found) after \(what)", expected) }
    return true
  }

  /// Requires whitespace, then `word`.
  private func readWord(
    _ word: String, after what: String, what expected: String, _ scanner: inout SourceScanner
  ) throws(ScriptError) {
    try expectMore(&scanner, after: what, expected: expected)
    try readWordHere(word, expected: expected, &scanner)
  }

  /// Requires `word` right here.
  private func readWordHere(_ word: String, expected: String, _ scanner: inout SourceScanner)
    throws(ScriptError)
  {
    try readKeyword(word, &scanner) { found in ("expected `\(word)`, found \(found)", expected) }
  }

  /// `[-|+] DIGITS` after `by`: a non-zero number of steps, at most ``maximumStepperSteps`` either way.
  private func readSteps(_ scanner: inout SourceScanner) throws(ScriptError) -> Int {
    let expected =
      "a whole number of steps from -\(Self.maximumStepperSteps) to \(Self.maximumStepperSteps), "
      + "not 0, such as `1` or `-2`"
    try expectMore(&scanner, after: "`by`", expected: expected)
    let location = scanner.location()
    let (negative, digits) = try readSignedDigits(
      &scanner, allowingPlus: true, what: "a number of steps", expected: expected)
    guard digits.count <= 4, let magnitude = Int(digits), magnitude != 0,
      magnitude <= Self.maximumStepperSteps
    else {
      throw ScriptError(
        at: location, "\(negative ? "-" : "")\(Self.shortened(digits)) is not a number of steps",
        expected: expected)
    }
    return negative ? -magnitude : magnitude
  }

  /// A `-` (or a `+` too, when `allowingPlus`), maybe, then a run of digits that must not be empty: whether the
  /// number is negative, and its digits. Fails with "expected `what`, found …" where the digits should start.
  private func readSignedDigits(
    _ scanner: inout SourceScanner, allowingPlus: Bool, what: String, expected: String
  ) throws(ScriptError) -> (negative: Bool, digits: String) {
    let negative = scanner.current == UInt8(ascii: "-")
    if negative || (allowingPlus && scanner.current == UInt8(ascii: "+")) { scanner.advance() }
    let digits = Self.readDigits(&scanner)
    guard !digits.isEmpty else {
      throw ScriptError(
        at: scanner.location(), "expected \(what), found \(Self.found(scanner))", expected: expected
      )
    }
    return (negative, digits)
  }

  /// `[-] DIGITS [. DIGITS]` after `to`: the slider's new value.
  private func readValue(_ scanner: inout SourceScanner) throws(ScriptError) -> Double {
    let expected = "a number such as `0.5` or `-2`"
    try expectMore(&scanner, after: "`to`", expected: expected)
    let location = scanner.location()
    let (negative, whole) = try readSignedDigits(
      &scanner, allowingPlus: false, what: "a number", expected: expected)
    var text = (negative ? "-" : "") + whole
    if scanner.current == UInt8(ascii: ".") {
      scanner.advance()
      let fraction = Self.readDigits(&scanner)
      guard !fraction.isEmpty else {
        throw ScriptError(
          at: scanner.location(), "expected digits after `.`, found \(Self.found(scanner))",
          expected: expected)
      }
      text += "." + fraction
    }
    guard let value = Double(text), value.isFinite, whole.count <= 15 else {
      throw ScriptError(
        at: location, "\(Self.shortened(text)) is too large for a slider",
        expected: "a number of at most 15 digits before the point")
    }
    return value
  }

  /// `text` cut to its first 20 characters (a number thousands of digits long stays readable in an error).
  private static func shortened(_ text: String) -> String {
    text.count <= 20 ? text : String(text.prefix(20)) + "…"
  }
}
