import DemoRunnerCore
import DemoScript
import Foundation
import Testing

/// A deterministic SplitMix64 generator, so every run feeds the parsers the same inputs.
private struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

/// Feeds thousands of malformed lines to the script parser and the literal decoder and checks
/// that each one ends in a parse or a well-located `ScriptError`: never a crash or a hang.
@Suite struct MalformedInputTests {
  static let validLines = [
    "scenario loaded",
    "send onAppear",
    #"send queryChanged("swift")"#,
    #"send row(id: "11111111-1111-1111-1111-111111111111", action: .toggle)"#,
    #"send row(id: "22222222-2222-2222-2222-222222222222", action: .rename("a\"b\u{1F600}"))"#,
    "send move(1, to: -2)",
    "send flagsSet([true, false, true,])",
    "send outcome(.success([1, 2, 0x3, 1_000]))",
    #"send itemAdded(Item(id: "11111111-1111-1111-1111-111111111111", title: "é", note: nil))"#,
    #"send nested(Wrapper(value: [(id: "11111111-1111-1111-1111-111111111111", title: "t")]))"#,
    "send scale(-1.25e2)",
    "send limit(255)   # the largest",
    "advance 1.5s",
    "advance 300ms",
    "wait",
    "expect viewState loaded",
    #"expect state.items[0].title == "x""#,
    "expect state.items.count == 2",
  ]

  /// Counts outcomes and records the first few anomalies.
  final class Tally {
    var parsed = 0
    var failed = 0
    var anomalies: [String] = []

    var total: Int { parsed + failed }

    func anomaly(_ text: String) {
      if anomalies.count < 10 { anomalies.append(text) }
    }
  }

  /// Parses `bytes` as a script; on success decodes every `send` as a fixture action. Checks
  /// that every error points inside the input.
  static func check(_ bytes: [UInt8], parser: ScriptParser = ScriptParser(), tally: Tally) {
    let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    func validate(_ error: ScriptError, _ input: String) {
      let location = error.location
      guard location.file == "m.demo", location.line >= 1, location.line <= lines.count,
        location.column >= 1, location.column <= lines[location.line - 1].count + 1,
        !error.message.isEmpty
      else {
        tally.anomaly("bad location \(error) for \(input)")
        return
      }
    }
    let input = String(decoding: bytes.prefix(200), as: UTF8.self)
    do throws(ScriptError) {
      let script = try parser.parse(Data(bytes), file: "m.demo")
      for step in script.steps {
        guard case .send(let literal) = step.kind else { continue }
        do throws(ScriptError) {
          _ = try decodeAction(
            LiteralFixtures.Action.self, from: literal, knownCaseNames: LiteralFixtures.caseNames)
        } catch {
          validate(error, input)
        }
      }
      tally.parsed += 1
    } catch {
      validate(error, input)
      tally.failed += 1
    }
  }

  static func check(_ text: String, tally: Tally) {
    check(Array(text.utf8), tally: tally)
  }

  /// Splits a line into rough tokens: names, numbers, strings and single punctuation marks.
  static func tokens(_ line: String) -> [String] {
    var tokens: [String] = []
    var current = ""
    var inString = false
    var previous: Character = " "
    for character in line {
      if inString {
        current.append(character)
        if character == "\"", previous != "\\" {
          tokens.append(current)
          current = ""
          inString = false
        }
      } else if character == "\"" {
        if !current.isEmpty { tokens.append(current) }
        current = "\""
        inString = true
      } else if character.isLetter || character.isNumber || character == "_"
        || character == "." && current.first?.isNumber == true
      {
        current.append(character)
      } else {
        if !current.isEmpty { tokens.append(current) }
        current = ""
        if character != " " { tokens.append(String(character)) }
      }
      previous = character
    }
    if !current.isEmpty { tokens.append(current) }
    return tokens
  }

  @Test func everyTruncationOfAValidLineParsesOrFails() {
    let tally = Tally()
    for line in Self.validLines {
      let scalars = Array(line.unicodeScalars)
      for length in 0...scalars.count {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[..<length])
        Self.check(String(view), tally: tally)
      }
    }
    #expect(tally.anomalies.isEmpty, "\(tally.anomalies)")
    #expect(tally.total > 600)
    #expect(tally.parsed >= Self.validLines.count, "the complete lines parse")
  }

  @Test func everyTruncationOfAnActionLiteralDecodesOrFails() {
    var outcomes = (decoded: 0, failed: 0)
    let parser = ActionLiteralParser()
    for line in Self.validLines where line.hasPrefix("send ") {
      let text = String(line.dropFirst(5).prefix { $0 != "#" })
      for length in 0...text.count {
        let prefix = String(text.prefix(length))
        do throws(ScriptError) {
          let literal = try parser.parse(prefix)
          _ = try LiteralDecoder(knownCaseNames: { LiteralFixtures.caseNames($0) })
            .decode(LiteralFixtures.Action.self, from: literal)
          outcomes.decoded += 1
        } catch {
          #expect(error.location.line == 1 && error.location.column <= prefix.count + 1, "\(error)")
          outcomes.failed += 1
        }
      }
    }
    #expect(outcomes.decoded >= 10)
    #expect(outcomes.decoded + outcomes.failed > 400)
  }

  @Test func randomBytesAndMutationsNeverCrash() {
    var random = SeededGenerator(state: 0x5EED_0001)
    let tally = Tally()
    let alphabet = Array(#"()[]{}.,:"\#'`-_0123456789xeE abcsendwait=é😀"#.utf8)
    for _ in 0..<1_500 {
      let count = Int.random(in: 0...80, using: &random)
      let bytes = (0..<count).map { _ in
        Bool.random(using: &random)
          ? alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
          : UInt8.random(in: 0...255, using: &random)
      }
      Self.check(Array("send ".utf8) + bytes, tally: tally)
      Self.check(bytes, tally: tally)
    }
    for _ in 0..<1_500 {
      var bytes = Array(
        Self.validLines[Int.random(in: 0..<Self.validLines.count, using: &random)].utf8)
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let position = Int.random(in: 0...bytes.count, using: &random)
        let byte = alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
        switch Int.random(in: 0..<3, using: &random) {
        case 0: bytes.insert(byte, at: position)
        case 1 where position < bytes.count: bytes.remove(at: position)
        default: if position < bytes.count { bytes[position] = byte }
        }
      }
      Self.check(bytes, tally: tally)
    }
    #expect(tally.anomalies.isEmpty, "\(tally.anomalies)")
    #expect(tally.total == 4_500)
    #expect(tally.failed > 3_000)
  }

  @Test func shuffledTokensNeverCrash() {
    var random = SeededGenerator(state: 0x5EED_0002)
    let tally = Tally()
    let tokenized = Self.validLines.map(Self.tokens)
    for round in 0..<1_500 {
      var tokens = tokenized[round % tokenized.count]
      let keyword = tokens.removeFirst()
      tokens.shuffle(using: &random)
      let separator = Bool.random(using: &random) ? " " : ""
      Self.check(keyword + " " + tokens.joined(separator: separator), tally: tally)
    }
    #expect(tally.anomalies.isEmpty, "\(tally.anomalies)")
    #expect(tally.total == 1_500)
    #expect(tally.failed > 1_000)
  }

  @Test func deepNestingIsRejectedWithoutRecursingDeeply() throws {
    let depth = 10_000
    let shapes = [
      String(repeating: "(", count: depth) + String(repeating: ")", count: depth),
      String(repeating: "[", count: depth) + String(repeating: "]", count: depth),
      String(repeating: "a(", count: depth) + String(repeating: ")", count: depth),
      String(repeating: "x(y: [", count: depth),
    ]
    let roomy = ScriptParser(maximumLineLength: 100_000)
    for shape in shapes {
      let direct = try #require(throws: ScriptError.self) { try ActionLiteralParser().parse(shape) }
      #expect(direct.message == "literal is nested deeper than 64 levels")
      let scripted = try #require(throws: ScriptError.self) {
        try roomy.parse("send " + shape, file: "m.demo")
      }
      #expect(scripted.message == "literal is nested deeper than 64 levels")
      #expect(scripted.location.line == 1)
      let limited = try #require(throws: ScriptError.self) {
        try ScriptParser().parse("send " + shape, file: "m.demo")
      }
      #expect(limited.message == "line is longer than 4096 bytes")
    }
  }

  @Test func hugeNumbersAreErrorsNotTraps() throws {
    let digits = String(repeating: "9", count: 4_000)
    for text in [
      "limit(\(digits))", "move(-\(digits), to: 1)",
      "outcome(.success([0x\(String(repeating: "F", count: 40))]))",
    ] {
      let error = try #require(throws: ScriptError.self) {
        try decodeAction(LiteralFixtures.Action.self, from: text)
      }
      #expect(error.message.contains("does not fit in"), "\(error)")
    }
    let double = try #require(throws: ScriptError.self) {
      try decodeAction(Double.self, from: String(repeating: "9", count: 400))
    }
    #expect(double.message.contains("does not fit in `Double`"))
    let float = try #require(throws: ScriptError.self) {
      try ActionLiteralParser().parse("1e99999")
    }
    #expect(float.message.contains("out of range"))
    let advance = try #require(throws: ScriptError.self) {
      try ScriptParser().parse("advance \(digits)ms", file: "m.demo")
    }
    #expect(advance.message.contains("too long"))
  }

  @Test func unterminatedStringsAndEmptyInputsFail() {
    var random = SeededGenerator(state: 0x5EED_0003)
    let tally = Tally()
    let pieces = ["a", "\\\"", "é", " ", "\\u{41}", "#", "(", "\\"]
    for _ in 0..<300 {
      let body = (0..<Int.random(in: 0...12, using: &random)).map { _ in
        pieces[Int.random(in: 0..<pieces.count, using: &random)]
      }.joined()
      Self.check(#"send queryChanged(""# + body, tally: tally)
    }
    for text in ["", " ", "\n", "#", "\u{FEFF}"] {
      Self.check(text, tally: tally)
    }
    #expect(tally.anomalies.isEmpty, "\(tally.anomalies)")
    #expect(tally.parsed == 0)
    #expect(tally.total == 305)
  }
}
