import DemoRunnerCore
import DemoScript
import Foundation
import Testing

/// `Testing` also declares `SourceLocation`.
private typealias Location = DemoScript.SourceLocation

@Suite struct ScriptParserTests {
  private let parser = ScriptParser()

  private func parse(_ text: String) throws(ScriptError) -> Script {
    try parser.parse(text, file: "s.demo")
  }

  private func failure(_ text: String) throws -> ScriptError {
    try #require(throws: ScriptError.self) { try parse(text) }
  }

  private func at(_ line: Int, _ column: Int) -> Location {
    Location(file: "s.demo", line: line, column: column)
  }

  private func literal(_ text: String) throws -> ActionLiteral {
    try ActionLiteralParser().parse(text)
  }

  @Test func parsesEveryKindOfStep() throws {
    let script = try parse(
      """
      # Sources/Features/Items/Scripts/refresh.demo
      scenario loaded

      send onAppear
      send rowTapped(id: "11111111-1111-1111-1111-111111111111")  # tap the first row
        advance 1s          # also 300ms, 2m, 1.5s
      wait
      expect viewState loaded
      expect state.items.count == 2
      expect state.query == "swift"
      expect state.items[0].title == "a # b"
      """)
    #expect(script.file == "s.demo")
    #expect(script.scenario == "loaded")
    #expect(
      script.steps.map(\.location) == [
        at(2, 1), at(4, 1), at(5, 1), at(6, 3), at(7, 1), at(8, 1), at(9, 1), at(10, 1), at(11, 1),
      ])
    let kinds = script.steps.map(\.kind)
    #expect(kinds[0] == .scenario("loaded"))
    guard case .send(let onAppear) = kinds[1], case .send(let rowTapped) = kinds[2] else {
      Issue.record("expected two sends, got \(kinds)")
      return
    }
    #expect(onAppear == ActionLiteral(.case(name: "onAppear", arguments: []), at: at(4, 6)))
    #expect(
      try rowTapped.isEquivalent(
        to: literal(#"rowTapped(id: "11111111-1111-1111-1111-111111111111")"#)))
    #expect(rowTapped.location == at(5, 6))
    #expect(kinds[3] == .advance(.seconds(1)))
    #expect(kinds[4] == .wait)
    guard case .expectViewState(let viewState) = kinds[5] else {
      Issue.record("expected a view-state expectation")
      return
    }
    #expect(viewState.caseName == "loaded")
    guard case .expectState(let countPath, let count) = kinds[6],
      case .expectState(let queryPath, let query) = kinds[7],
      case .expectState(let titlePath, let title) = kinds[8]
    else {
      Issue.record("expected state expectations, got \(kinds)")
      return
    }
    #expect(countPath == StatePath([.property("items"), .property("count")]))
    #expect(count.kind == .integer("2"))
    #expect(count.location == at(9, 29))
    #expect(queryPath.description == "state.query")
    #expect(query.kind == .string("swift"))
    #expect(titlePath == StatePath([.property("items"), .index(0), .property("title")]))
    #expect(titlePath.description == "state.items[0].title")
    #expect(title.kind == .string("a # b"))
  }

  @Test(arguments: [
    ("300ms", Duration.milliseconds(300)), ("1s", .seconds(1)), ("1.5s", .milliseconds(1_500)),
    ("2m", .seconds(120)), ("0ms", .zero), ("0.000000001s", .nanoseconds(1)),
    ("0.25m", .seconds(15)), ("1.0000ms", .milliseconds(1)),
  ])
  func parsesDurationsExactly(text: String, expected: Duration) throws {
    #expect(try parse("advance \(text)").steps.first?.kind == .advance(expected))
  }

  @Test(
    arguments: [
      ("advance 1h", 10, "unknown duration unit `h`"),
      ("advance 1", 10, "missing duration unit"),
      ("advance 1 s", 10, "missing duration unit"),
      ("advance 1.s", 11, "expected digits after `.`"),
      ("advance -1s", 9, "unexpected `-`"),
      ("advance 0.0000000001s", 9, "finer than a nanosecond"),
      ("advance 99999999999999999999s", 9, "is too long"),
      ("advance 300000000000s", 9, "is too long"),
      ("advance 999999999999999999999999999999m", 9, "is too long"),
      ("advance 99999999999999999999.5m", 9, "is too long"),
      ("advance", 8, "missing argument after `advance`"),
      ("advance 1ss", 10, "unknown duration unit `ss`"),
    ] as [(String, Int, String)])
  func rejectsMalformedDurations(text: String, column: Int, message: String) throws {
    let error = try failure(text)
    #expect(error.location == at(1, column), "\(error)")
    #expect(error.message.contains(message), "\(error)")
    #expect(error.expected != nil)
  }

  @Test func suggestsTheClosestStep() throws {
    let error = try failure("scenario loaded\nsend onAppear\n     sned toggle\n")
    #expect(
      error.description.hasPrefix("s.demo:3:6: error: unknown step `sned`; did you mean `send`?"))
    let keywords =
      "`scenario`, `send`, `advance`, `wait`, `answer`, `expect`, `tap`, `type`, `toggle`, `pick`, "
      + "`step`, `slide`, `delete`, `refresh`, `back` or `dismiss`"
    #expect(error.expected?.contains(keywords) == true)
    #expect(try failure("wiat").suggestions == ["wait"])
    #expect(try failure("expcet viewState x").suggestions == ["expect"])
    #expect(try failure("Send x").suggestions == ["send"])
  }

  @Test func ignoresCommentsBlankLinesCarriageReturnsAndByteOrderMark() throws {
    let data =
      Data([0xEF, 0xBB, 0xBF]) + Data("# c\r\n\r\n  \t\r\nsend a(\"#\") # x\r\nwait\r\n".utf8)
    let script = try parser.parse(data, file: "s.demo")
    #expect(script.steps.map(\.location) == [at(4, 1), at(5, 1)])
    #expect(script.steps.last?.kind == .wait)
  }

  @Test func rejectsEmptyScripts() throws {
    for text in ["", "\n\n", "# only a comment\n   # another"] {
      let error = try failure(text)
      #expect(error.message == "script has no steps")
      #expect(error.location == at(1, 1))
    }
    #expect(throws: ScriptError.self) { try parser.parse(Data(), file: "s.demo") }
  }

  @Test func locatesInvalidUTF8() throws {
    let data = Data("send a\nsend b(\"é".utf8) + Data([0xFF]) + Data("\")\n".utf8)
    let error = try #require(throws: ScriptError.self) { try parser.parse(data, file: "s.demo") }
    #expect(error.location == at(2, 10))
    #expect(error.message == "invalid UTF-8 byte 0xFF")
    let overlong = Data([0x73, 0xC0, 0x80])
    let second = try #require(throws: ScriptError.self) {
      try parser.parse(overlong, file: "s.demo")
    }
    #expect(second.location == at(1, 2))
    let surrogate = Data([0x0A, 0xED, 0xA0, 0x80])
    let third = try #require(throws: ScriptError.self) {
      try parser.parse(surrogate, file: "s.demo")
    }
    #expect(third.location == at(2, 1))
  }

  @Test func rejectsOverlongLines() throws {
    let short = ScriptParser(maximumLineLength: 20)
    let error = try #require(throws: ScriptError.self) {
      try short.parse("wait\nsend " + String(repeating: "a", count: 40), file: "s.demo")
    }
    #expect(error.location == at(2, 21))
    #expect(error.message == "line is longer than 20 bytes")
    #expect(
      try short.parse("send " + String(repeating: "a", count: 15), file: "s.demo").steps.count == 1)
  }

  @Test func requiresOneLeadingScenario() throws {
    let duplicate = try failure("scenario a\nscenario b")
    #expect(duplicate.location == at(2, 1))
    #expect(duplicate.message.contains("the first is on line 1"))
    let late = try failure("wait\nscenario a")
    #expect(late.message == "`scenario` must come before every other step")
    #expect(try parse(#"scenario "slow network""#).scenario == "slow network")
    #expect(try parse("scenario error-404.v2").scenario == "error-404.v2")
    #expect(try failure(#"scenario """#).message == "empty scenario name")
    #expect(try failure("scenario !").message.contains("in scenario name"))
  }

  @Test func locatesLiteralErrorsInsideTheLine() throws {
    let error = try failure("wait\n  send row(id: \"1\", action: .toggle")
    #expect(error.location == at(2, 36))
    #expect(error.message == "unterminated argument list")
    #expect(error.expected == "`)` to close `(` at 2:11")
    let unterminated = try failure(#"send queryChanged("abc # not a comment"#)
    #expect(unterminated.location == at(1, 19))
    #expect(unterminated.message == "unterminated string literal")
  }

  @Test(
    arguments: [
      ("send", 5, "missing argument after `send`"),
      ("send   # comment", 8, "missing argument after `send`"),
      ("send(x)", 5, "unexpected `(` after `send`"),
      ("wait now", 6, "unexpected `n` after the step"),
      ("send a b", 8, "unexpected `b` after the step"),
      ("expect", 7, "missing argument after `expect`"),
      ("expect viewstate loaded", 8, "unknown expectation `viewstate`"),
      ("expect viewState", 17, "missing argument after `expect viewState`"),
      (#"expect viewState "loaded""#, 18, "expected a view-state case"),
      ("expect state.count 2", 20, "unexpected `2` after `state.count`"),
      ("expect state.count = 2", 20, "unexpected `=` after `state.count`"),
      ("expect state. == 2", 14, "expected a property name after `.`"),
      ("expect state[x] == 2", 14, "unexpected `x` in index"),
      ("expect state[99999999999999999999] == 2", 14, "is too large"),
      ("expect state.count ==", 22, "missing literal"),
      ("123", 1, "expected a step, found `1`"),
      ("é", 1, "expected a step, found `é`"),
    ] as [(String, Int, String)])
  func reportsMalformedSteps(text: String, column: Int, message: String) throws {
    let error = try failure(text)
    #expect(error.location == at(1, column), "\(error)")
    #expect(error.message.contains(message), "\(error)")
    #expect(error.expected != nil, "\(error)")
  }

  @Test func suggestsExpectationsAndUnits() throws {
    #expect(try failure("expect viewstate loaded").suggestions == ["viewState"])
    #expect(try failure("expect stat.x == 1").suggestions == ["state"])
    #expect(try failure("advance 1sec").suggestions.isEmpty)
    #expect(try failure("advance 1mss").suggestions == ["ms"])
  }

  @Test func keepsSendLiteralsForLaterDecoding() throws {
    let script = try parse("send move(1, to: 2)\nsend quryChanged(\"a\")")
    guard case .send(let literal) = script.steps[1].kind else {
      Issue.record("expected a send step")
      return
    }
    let error = try #require(throws: ScriptError.self) {
      try decodeAction(
        LiteralFixtures.Action.self, from: literal, knownCaseNames: LiteralFixtures.caseNames)
    }
    #expect(error.location == at(2, 6))
    #expect(error.description.hasPrefix("s.demo:2:6: error: unknown case `quryChanged`"))
    #expect(error.suggestions == ["queryChanged"])
  }
}
