import DemoRunnerCore
import DemoScript
import Testing

/// `Testing` also declares `SourceLocation`.
private typealias Location = DemoScript.SourceLocation

@Suite struct ActionLiteralParserTests {
  private let parser = ActionLiteralParser()

  private func parse(_ text: String) throws(ScriptError) -> ActionLiteral {
    try parser.parse(text, location: Location(file: "a.demo", line: 1, column: 1))
  }

  private func failure(_ text: String) -> ScriptError? {
    do throws(ScriptError) {
      _ = try parse(text)
      return nil
    } catch {
      return error
    }
  }

  private func at(_ column: Int, line: Int = 1) -> Location {
    Location(file: "a.demo", line: line, column: column)
  }

  @Test func parsesBareAndDottedCases() throws {
    #expect(try parse("toggle") == ActionLiteral(.case(name: "toggle", arguments: []), at: at(1)))
    #expect(
      try parse("  .toggle ") == ActionLiteral(.case(name: "toggle", arguments: []), at: at(3)))
    #expect(try parse("`default`").caseName == "default")
    #expect(try parse(".`true`").caseName == "true")
  }

  @Test func parsesPositionalAndLabelledArgumentsWithTheirLocations() throws {
    let literal = try parse(#"row(id: "x", action: .rename("y"))"#)
    guard case .case("row", let arguments) = literal.kind else {
      Issue.record("expected a case, got \(literal)")
      return
    }
    #expect(arguments.map(\.label) == ["id", "action"])
    #expect(arguments.map(\.location) == [at(5), at(14)])
    #expect(arguments[0].value == ActionLiteral(.string("x"), at: at(9)))
    guard case .case("rename", let inner) = arguments[1].value.kind else {
      Issue.record("expected a nested case, got \(arguments[1].value)")
      return
    }
    #expect(arguments[1].value.location == at(22))
    #expect(
      inner == [ActionLiteral.Argument(label: nil, value: ActionLiteral(.string("y"), at: at(30)))])
  }

  @Test func parsesMixedArgumentsArraysAndTrailingCommas() throws {
    let literal = try parse("move(1, to: -2,)")
    #expect(
      literal.isEquivalent(
        to: ActionLiteral(
          .case(
            name: "move",
            arguments: [
              .init(label: nil, value: ActionLiteral(.integer("1"))),
              .init(label: "to", value: ActionLiteral(.integer("-2"))),
            ]))))
    let array = try parse("[1, [true, nil], [],]")
    #expect(
      array.isEquivalent(
        to: ActionLiteral(
          .array([
            ActionLiteral(.integer("1")),
            ActionLiteral(.array([ActionLiteral(.bool(true)), ActionLiteral(.nil)])),
            ActionLiteral(.array([])),
          ]))))
    #expect(
      try parse("toggle ()").isEquivalent(to: ActionLiteral(.case(name: "toggle", arguments: []))))
  }

  @Test func parsesBareArgumentListsAsNamelessCases() throws {
    let literal = try parse(#"(id: "1", title: "x")"#)
    guard case .case(nil, let arguments) = literal.kind else {
      Issue.record("expected a nameless case, got \(literal)")
      return
    }
    #expect(arguments.map(\.label) == ["id", "title"])
  }

  @Test func resolvesStringEscapes() throws {
    let literal = try parse(#""a\"b\\c\n\t\r\0\'\u{1F600}\u{E9} é""#)
    #expect(literal.kind == .string("a\"b\\c\n\t\r\0'😀é é"))
  }

  @Test func keepsIntegerTextAndParsesFloats() throws {
    #expect(try parse("-1_000").kind == .integer("-1_000"))
    #expect(try parse("0xFF").kind == .integer("0xFF"))
    #expect(try parse("0b1010").kind == .integer("0b1010"))
    #expect(
      try parse("99999999999999999999999999999").kind == .integer("99999999999999999999999999999"))
    #expect(try parse("1.5").kind == .float(1.5))
    #expect(try parse("-2e3").kind == .float(-2000))
    #expect(try parse("1E+2").kind == .float(100))
    #expect(try parse("1e-05").kind == .float(0.00001))
  }

  @Test func parsesKeywords() throws {
    #expect(try parse("true").kind == .bool(true))
    #expect(try parse("false").kind == .bool(false))
    #expect(try parse("nil").kind == .nil)
  }

  @Test func countsLinesAndUnicodeColumns() throws {
    let literal = try parse("a(\"é😀\", b: \n  .c)")
    guard case .case(_, let arguments) = literal.kind else {
      Issue.record("expected a case")
      return
    }
    #expect(arguments[1].location == at(9))
    #expect(arguments[1].value.location == at(3, line: 2))
    let shifted = try parser.parse("x(1)", location: Location(file: "s.demo", line: 7, column: 6))
    guard case .case(_, let shiftedArguments) = shifted.kind else { return }
    #expect(shiftedArguments[0].location == Location(file: "s.demo", line: 7, column: 8))
  }

  @Test func printsTopLevelWithoutDotAndNestedWithDot() throws {
    let cases: [(input: String, printed: String)] = [
      (".toggle", "toggle"),
      (#"row(id:"1",action:toggle)"#, #"row(id: "1", action: .toggle)"#),
      (#"add(Item(id: "1"))"#, #"add(Item(id: "1"))"#),
      ("m( 1 , to : 2 )", "m(1, to: 2)"),
      (#"s("q\"\\\n\u{7}")"#, #"s("q\"\\\n\u{7}")"#),
      ("`default`(`true`: 1, `a b`: 2)", "default(`true`: 1, `a b`: 2)"),
      ("[.a, nil, true, -1.5, 0x1F]", "[.a, nil, true, -1.5, 0x1F]"),
      ("(x: 1)", "(x: 1)"),
    ]
    for (input, printed) in cases {
      let literal = try parse(input)
      #expect(literal.printed() == printed, "printing \(input)")
      #expect(try parse(literal.printed()).isEquivalent(to: literal), "reparsing \(printed)")
    }
  }

  @Test func equivalenceIgnoresLocationsAndComparesNumbersByValue() throws {
    #expect(try parse("a(1)").isEquivalent(to: parse("  a( 1 )")))
    #expect(try parse("2").isEquivalent(to: parse("0x2")))
    #expect(try parse("2").isEquivalent(to: parse("2.0")))
    #expect(try parse("1_000").isEquivalent(to: parse("1000")))
    #expect(try !parse("a(x: 1)").isEquivalent(to: parse("a(y: 1)")))
    #expect(try !parse("[1]").isEquivalent(to: parse("[1, 2]")))
    #expect(try !parse(#""1""#).isEquivalent(to: parse("1")))
  }

  @Test(
    arguments: [
      ("", 1, "missing literal at end of input"),
      ("   ", 4, "missing literal"),
      (#"queryChanged("abc"#, 14, "unterminated string literal"),
      (#""a\qb""#, 3, "invalid escape sequence `\\q`"),
      (#""\u{D800}""#, 2, "is not a Unicode scalar"),
      (#""\u{110000}""#, 2, "is not a Unicode scalar"),
      (#""\u{}""#, 2, "malformed `\\u` escape"),
      (#""\u{123456789}""#, 2, "malformed `\\u` escape"),
      ("toggle extra", 8, "unexpected `e` after the literal"),
      ("a(1 2)", 5, "unexpected `2` in argument list"),
      ("a(1, 2", 7, "unterminated argument list"),
      ("[1, 2", 6, "unterminated array literal"),
      ("a(x: 1, x: 2)", 9, "duplicate label `x`"),
      (#"["a": 1]"#, 5, "dictionary literals are not supported"),
      ("1e999", 1, "is out of range"),
      ("-x", 2, "expected a digit after `-`"),
      ("1.2.3", 4, "unexpected `.` in number literal"),
      ("12abc", 3, "unexpected `a` in number literal"),
      ("0x", 3, "missing digits in hexadecimal literal"),
      ("0b102", 5, "unexpected `2` in binary literal"),
      (". toggle", 2, "expected a case name after `.`"),
      ("`abc", 1, "unterminated backticked name"),
      ("``", 1, "empty backticked name"),
      ("a(,)", 3, "unexpected `,`"),
      ("+1", 1, "unexpected `+`"),
      ("\"a\u{1}b\"", 3, "control character in string literal"),
    ] as [(String, Int, String)])
  func reportsMalformedLiteralsAtTheOffendingColumn(
    input: String, column: Int, message: String
  ) throws {
    let error = try #require(failure(input), "expected \(input) to fail")
    #expect(error.location == at(column), "\(error)")
    #expect(error.message.contains(message), "\(error)")
    #expect(error.expected != nil, "\(error) says what was expected")
  }

  @Test func limitsNestingDepth() throws {
    let ok = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
    #expect(failure(ok) == nil)
    let deep = String(repeating: "a(", count: 65) + String(repeating: ")", count: 65)
    let nested = try #require(failure(deep))
    #expect(nested.message == "literal is nested deeper than 64 levels")
    #expect(nested.location == at(130))
    let shallow = ActionLiteralParser(maximumDepth: 2)
    #expect(throws: ScriptError.self) { try shallow.parse("[[[1]]]") }
  }

  @Test func errorDescriptionNamesFileLineAndColumn() throws {
    let error = try #require(failure("a(1 2)"))
    #expect(
      error.description
        == "a.demo:1:5: error: unexpected `2` in argument list (expected `,` or `)` to close `(` at 1:2)"
    )
  }
}
