import ConvergenceBase
import DemoRunnerCore
import DemoScript
import Features
import Foundation
import Testing

/// Every input the fuzzer (Scripts/fuzz.sh) ever failed on, replayed through the harness's
/// checks, plus a focused test per bug.
///
/// The harness reads each input as a script and as one action literal; whatever parses must
/// print and parse back to an equivalent literal, and whatever decodes must encode, print and
/// decode back to an equal action.
@Suite struct FuzzRegressionTests {
  /// A fuzzer finding: the input exactly as found (base64, since most are not valid UTF-8).
  struct Finding: Sendable, CustomTestStringConvertible {
    let name: String
    let base64: String

    var bytes: [UInt8] { Data(base64Encoded: base64).map { [UInt8]($0) } ?? [] }
    var testDescription: String { name }
  }

  static let findings = [
    // `counts((`kspa…`: 1, 01))`: the unlabelled second argument decodes as the dictionary key
    // "_1", which the encoder printed as a positional argument in first place, so it came back
    // as "_0".
    Finding(
      name: "dictionary key _1 printed as a positional argument",
      base64:
        "Y291bnRzKChga3NwYf//////////////////////////////////////////////////gICAgICA"
        + "gICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICA"
        + "gICAgICAgICAgICA////////////////////////////////////////////////////////////"
        + "/////////////////////////////////////////////////////////////////2NlYDogMSwg"
        + "MDEpKQ=="),
    // `itemsResponse(.success([Item(…, isDonfailuree:.true)]))`: `.true` prints as
    // ``.`true` ``, which the fuzz build (-O without -wmo) read back as the name "`true".
    Finding(
      name: "backticked keyword case name",
      base64:
        "aXRlbXNSZXNwb25zZSguc3VjY2VzcyhbSXRlbShpbDogIjExMTExMTExLTExMf//////////////"
        + "//////////8iLCB0aXRsZTogImEiLCBpc0RvbmVlOiAiYSIsIGlzRG9uZmFpbHVyZWU6LnRydWUp"
        + "XSkp"),
  ]

  @Test(arguments: findings)
  func findingPassesTheHarnessChecks(_ finding: Finding) throws {
    #expect(!finding.bytes.isEmpty)
    try Self.checkScript(finding.bytes)
    try Self.checkLiteral(String(decoding: finding.bytes, as: UTF8.self))
  }

  // MARK: Dictionary keys that look positional

  @Test(arguments: [
    #"counts((`a`: 1, 2))"#, #"counts((_1: 5))"#, #"counts((`_0`: 5, a: 1))"#,
    #"counts((_2: 1, _0: 2))"#, #"counts((`_01`: 3))"#,
  ])
  func dictionaryKeysThatLookPositionalSurviveARoundTrip(_ text: String) throws {
    let action = try decodeAction(RoundTripAction.self, from: text)
    let printed = try LiteralEncoder().encode(action).printed()
    #expect(try decodeAction(RoundTripAction.self, from: printed) == action)
  }

  @Test func positionalKeysPrintUnlabelledOnlyAtTheirOwnPosition() throws {
    let printed = try LiteralEncoder().encode(RoundTripAction.counts(["_1": 1, "b": 2])).printed()
    #expect(printed == "counts(Dictionary(_1: 1, b: 2))")
    let payload = try LiteralEncoder().encode(RoundTripAction.move(1, to: 2)).printed()
    #expect(payload == "move(1, to: 2)")
  }

  @Test func omittedOptionalPayloadSurvivesARoundTrip() throws {
    for action in [RoundTripAction.pair(nil, 5), .pair("a", 5)] {
      let printed = try LiteralEncoder().encode(action).printed()
      #expect(try decodeAction(RoundTripAction.self, from: printed) == action, "\(printed)")
    }
  }

  // MARK: Keyword case names

  @Test(arguments: [".true", ".`true`", "`nil`", "x(a: .false)", "`false`(1)"])
  func keywordCaseNamesRoundTrip(_ text: String) throws {
    let literal = try ActionLiteralParser().parse(text)
    #expect(literal.caseName.map { ["true", "false", "nil", "x"].contains($0) } == true)
    let reparsed = try ActionLiteralParser().parse(literal.printed())
    #expect(reparsed.isEquivalent(to: literal))
    #expect(reparsed.caseName == literal.caseName)
  }

  // MARK: The harness's checks

  /// Parses `bytes` as a script; decodes and round-trips every literal in it.
  static func checkScript(_ bytes: [UInt8]) throws {
    let lineCount = bytes.count { $0 == UInt8(ascii: "\n") } + 1
    let script: Script
    do throws(ScriptError) {
      script = try ScriptParser().parse(Data(bytes), file: "fuzz.demo")
    } catch {
      #expect((1...lineCount).contains(error.location.line) && error.location.column >= 1)
      #expect(!error.message.isEmpty)
      return
    }
    for step in script.steps {
      switch step.kind {
      case .send(let literal):
        try checkRoundTrip(literal)
        if let action = try? decodeAction(ItemsFeature.Action.self, from: literal) {
          try checkRoundTrip(action)
        }
        if let action = try? decodeAction(RoundTripAction.self, from: literal) {
          try checkRoundTrip(action)
        }
      case .expectViewState(let literal), .expectState(_, equals: let literal):
        try checkRoundTrip(literal)
      case .ui(let ui):
        // A UI step prints as it is written: its description reads back as the same step.
        let reparsed = try ScriptParser().parse(ui.description, file: "fuzz.demo")
        #expect(reparsed.steps.map(\.kind) == [.ui(ui)])
      case .scenario, .advance, .wait, .answer, .expectDeclaredViewState, .expectCheck:
        break
      }
    }
  }

  /// Parses `text` as one literal and as actions of both sample types; round-trips successes.
  static func checkLiteral(_ text: String) throws {
    if let literal = try? ActionLiteralParser().parse(text) { try checkRoundTrip(literal) }
    if let action = try? decodeAction(ItemsFeature.Action.self, from: text) {
      try checkRoundTrip(action)
    }
    if let action = try? decodeAction(RoundTripAction.self, from: text) {
      try checkRoundTrip(action)
    }
  }

  static func checkRoundTrip(_ literal: ActionLiteral) throws {
    let reparsed = try ActionLiteralParser().parse(literal.printed())
    #expect(reparsed.isEquivalent(to: literal), "\(literal.printed())")
  }

  static func checkRoundTrip<A: Codable & Equatable>(_ action: A) throws {
    let printed = try LiteralEncoder().encode(action).printed()
    #expect(try decodeAction(A.self, from: printed) == action, "\(printed)")
  }
}

/// The shapes the fuzz harness's sample action has that `ItemsFeature.Action` lacks.
private enum RoundTripAction: Codable, Equatable, Sendable {
  case counts([String: Int])
  case move(Int, to: Int)
  case pair(String?, Int)
  case flag(Bool)
  case toggle
}
