import DemoRunnerCore
import DemoScript
import Foundation
import Testing

/// `Testing` also declares `SourceLocation`.
private typealias Location = DemoScript.SourceLocation

@Suite struct LiteralCodingTests {
  typealias F = LiteralFixtures

  private func error(_ text: String, provider: Bool = true) throws -> ScriptError {
    try #require(F.error(text, provider: provider), "expected `\(text)` to fail")
  }

  @Test(
    arguments: [
      ("onAppear", F.Action.onAppear),
      (".onAppear", .onAppear),
      (#"queryChanged("swift")"#, .queryChanged("swift")),
      (
        #"row(id: "11111111-1111-1111-1111-111111111111", action: .toggle)"#,
        .row(id: F.id1, action: .toggle)
      ),
      (
        #"row(action: .rename("x"), id: "22222222-2222-2222-2222-222222222222")"#,
        .row(id: F.id2, action: .rename("x"))
      ),
      ("move(1, to: -2)", .move(1, to: -2)),
      ("flagsSet([true, false,])", .flagsSet([true, false])),
      ("flagsSet([])", .flagsSet([])),
      ("outcome(.success([1, 2]))", .outcome(.success([1, 2]))),
      (#"outcome(.failure("boom"))"#, .outcome(.failure("boom"))),
      ("limit(255)", .limit(255)),
      ("limit(0xFF)", .limit(255)),
      ("scale(2)", .scale(2)),
      ("scale(-1.25e2)", .scale(-125)),
      ("ratio(0.5)", .ratio(0.5)),
      ("note(nil)", .note(nil)),
      ("note", .note(nil)),
      (#"note("n")"#, .note("n")),
      ("scheduled(60)", .scheduled(Date(timeIntervalSinceReferenceDate: 60))),
      (#"filter("active")"#, .filter(.active)),
      ("filter(.active)", .filter(.active)),
      (#"opened("https://example.com/a?b=1")"#, .opened(URL(string: "https://example.com/a?b=1")!)),
      (
        #"itemAdded(Item(id: "11111111-1111-1111-1111-111111111111", title: "x"))"#,
        .itemAdded(F.Item(id: F.id1, title: "x"))
      ),
      (
        #"itemAdded((id: "11111111-1111-1111-1111-111111111111", title: "x", note: "n"))"#,
        .itemAdded(F.Item(id: F.id1, title: "x", note: "n"))
      ),
      (
        #"nested(Wrapper(value: [(id: "11111111-1111-1111-1111-111111111111", title: "t")]))"#,
        .nested(F.Wrapper(value: [F.Item(id: F.id1, title: "t")]))
      ),
      ("counts((a: 1, b: 2))", .counts(["a": 1, "b": 2])),
    ] as [(String, F.Action)])
  func decodesSynthesizedCodableActions(text: String, expected: F.Action) throws {
    #expect(try F.decode(text) == expected)
  }

  @Test func roundTripsEveryActionThroughItsPrintedForm() throws {
    let actions: [F.Action] = [
      .onAppear, .queryChanged("sw\"ift\n\u{1}é"), .row(id: F.id1, action: .toggle),
      .row(id: F.id2, action: .rename("r")), .itemAdded(F.Item(id: F.id2, title: "x")),
      .itemAdded(F.Item(id: F.id2, title: "x", note: "y")), .move(1, to: 2), .flagsSet([true]),
      .outcome(.success([1, 2])), .outcome(.failure("f")), .limit(200), .scale(1.5), .ratio(0.1),
      .note(nil), .note("n"), .scheduled(Date(timeIntervalSinceReferenceDate: 12.5)),
      .filter(.active), .opened(URL(string: "https://x.com/a?b=1")!),
      .nested(F.Wrapper(value: [F.Item(id: F.id1, title: "t", note: "n")])),
      .counts(["b": 2, "a": 1]),
    ]
    for action in actions {
      let printed = printAction(action)
      #expect(try F.decode(printed) == action, "\(printed)")
    }
  }

  @Test func printsInScriptSyntax() throws {
    #expect(printAction(F.Action.onAppear) == "onAppear")
    #expect(printAction(F.Action.queryChanged("a\"b")) == #"queryChanged("a\"b")"#)
    #expect(
      printAction(F.Action.row(id: F.id1, action: .toggle))
        == #"row(id: "11111111-1111-1111-1111-111111111111", action: .toggle)"#)
    #expect(printAction(F.Action.move(1, to: 2)) == "move(1, to: 2)")
    #expect(printAction(F.Action.outcome(.success([1, 2]))) == "outcome(.success([1, 2]))")
    #expect(
      printAction(F.Action.itemAdded(F.Item(id: F.id1, title: "x")))
        == #"itemAdded(Item(id: "11111111-1111-1111-1111-111111111111", title: "x"))"#)
    #expect(printAction(F.Action.ratio(0.1)) == "ratio(0.1)")
    #expect(
      printAction(F.Action.counts(["b": 2, "a": 1, "c": 3]))
        == "counts(Dictionary(a: 1, b: 2, c: 3))")
    #expect(printAction(Set([3, 1, 2])) == "[1, 2, 3]")
    let intKeyed = printAction([5: "five", 1: "one"])
    #expect(intKeyed == #"Dictionary(`1`: "one", `5`: "five")"#)
    #expect(try decodeAction([Int: String].self, from: intKeyed) == [5: "five", 1: "one"])
  }

  @Test func encoderProducesSynthesizedShapes() throws {
    let literal = try LiteralEncoder().encode(F.Action.move(1, to: 2))
    #expect(
      literal
        == ActionLiteral(
          .case(
            name: "move",
            arguments: [
              .init(label: nil, value: ActionLiteral(.integer("1"))),
              .init(label: "to", value: ActionLiteral(.integer("2"))),
            ])))
    #expect(
      try LiteralEncoder().encode(F.Action.onAppear).kind == .case(name: "onAppear", arguments: []))
    #expect(try LiteralEncoder().encode(Optional<Int>.none).kind == .nil)
    #expect(
      try LiteralEncoder().encode(F.id1).kind == .string("11111111-1111-1111-1111-111111111111"))
  }

  enum Loading {
    case idle
    case loaded(items: [F.Item], count: Int)
    case failed(any Error)
  }

  struct Boom: Error, CustomStringConvertible {
    var description: String { "boom" }
  }

  @Test func printsNonEncodablePayloadsByReflection() throws {
    #expect(printAction(Loading.idle) == "idle")
    #expect(
      printAction(Loading.loaded(items: [F.Item(id: F.id1, title: "t")], count: 1))
        == #"loaded(items: [Item(id: "11111111-1111-1111-1111-111111111111", title: "t")], count: 1)"#
    )
    #expect(printAction(Loading.failed(Boom())) == "failed(Boom)")
    let result: Result<[Int], Boom> = .success([1, 2])
    #expect(printAction(result) == "success([1, 2])")
    #expect(printAction((1, label: "x")) == #"(1, label: "x")"#)
    #expect(ActionLiteral(reflecting: 2).isEquivalent(to: try ActionLiteralParser().parse("2.0")))
    #expect(ActionLiteral(reflecting: Optional<String>.none).kind == .nil)
  }

  @Test func suggestsCaseNamesFromTheProviderOrByProbing() throws {
    let withProvider = try error(#"quryChanged("a")"#)
    #expect(withProvider.location == Location(file: "t.demo", line: 1, column: 1))
    #expect(withProvider.message == "unknown case `quryChanged` for `LiteralFixtures.Action`")
    #expect(withProvider.suggestions == ["queryChanged"])
    #expect(withProvider.expected?.contains("`onAppear`") == true)
    #expect(withProvider.description.contains("did you mean `queryChanged`?"))

    let probed = try error(#"quryChanged("a")"#, provider: false)
    #expect(probed.suggestions == ["queryChanged"])
    #expect(try error("OnAppear", provider: false).suggestions == ["onAppear"])

    let nested = try error(#"row(id: "11111111-1111-1111-1111-111111111111", action: .togle)"#)
    #expect(nested.location.column == 57)
    #expect(nested.message == "unknown case `togle` for `LiteralFixtures.RowAction`")
    #expect(nested.suggestions == ["toggle"])

    let raw = try error("filter(.activ)")
    #expect(raw.location.column == 8)
    #expect(raw.suggestions == ["active"])
  }

  @Test func reportsLabelProblemsAtTheArgument() throws {
    let unknown = try error(#"row(idd: "11111111-1111-1111-1111-111111111111", action: .toggle)"#)
    #expect(unknown.location.column == 5)
    #expect(unknown.message == "unknown argument label `idd:` in `row(…)`")
    #expect(unknown.suggestions == ["id"])

    let missingLabel = try error(#"row("11111111-1111-1111-1111-111111111111", .toggle)"#)
    #expect(missingLabel.message == "missing argument label `id:` in `row(…)`")
    #expect(missingLabel.location.column == 5)

    let extraLabel = try error(#"queryChanged(text: "a")"#)
    #expect(extraLabel.message.contains("takes no label; remove `text:`"))
    #expect(extraLabel.location.column == 14)

    let missing = try error(#"row(id: "11111111-1111-1111-1111-111111111111")"#)
    #expect(
      missing.message == "missing argument `action:` in `row(…)` for `LiteralFixtures.Action`")
    #expect(missing.location.column == 1)

    let extra = try error("move(1, to: 2, by: 3)")
    #expect(extra.message == "unexpected argument label `by:` in `move(…)`")
    #expect(extra.expected == "`move(_:to:)`")
    #expect(extra.location.column == 16)

    let misspelledOptional = try error(
      #"itemAdded(Item(id: "11111111-1111-1111-1111-111111111111", title: "x", nte: "n"))"#)
    #expect(misspelledOptional.suggestions == ["note"])
    #expect(misspelledOptional.location.column == 72)

    let positional = try error(#"queryChanged("a", "b")"#)
    #expect(positional.message == "unexpected extra argument in `queryChanged(…)`")
    #expect(positional.location.column == 19)

    let noArguments = try error("onAppear(1)")
    #expect(noArguments.message == "`onAppear(…)` takes no arguments")
    #expect(noArguments.location.column == 10)
  }

  @Test func reportsTypeMismatchesWithWhatWasExpected() throws {
    let string = try error("queryChanged(1)")
    #expect(string.message == "cannot use integer literal `1` as `String`")
    #expect(string.location.column == 14)
    let uuid = try error(#"row(id: "nope", action: .toggle)"#)
    #expect(uuid.expected?.contains("UUID string") == true)
    #expect(uuid.location.column == 9)
    let bool = try error("flagsSet([true, 1])")
    #expect(bool.location.column == 17)
    #expect(bool.expected == "`true` or `false`")
    let enumFromString = try error(#"outcome("success")"#)
    #expect(
      enumFromString.message == #"cannot use string literal "success" as `LiteralFixtures.Outcome`"#
    )
    #expect(enumFromString.expected?.contains("`success` or `failure`") == true)
    let arrayFromCase = try error("flagsSet(true)")
    #expect(arrayFromCase.expected?.contains("array literal") == true)
    let date = try error(#"scheduled("today")"#)
    #expect(date.expected?.contains("seconds since 2001") == true)
    let bareList = try error("(x: 1)")
    #expect(bareList.message == "cannot use argument list `(…)` as `LiteralFixtures.Action`")
    #expect(bareList.expected?.contains("`onAppear`") == true)
    let caseInList = try error("(onAppear: success([1]))")
    #expect(caseInList.message == "unexpected case `success(…)`")
    #expect(caseInList.location.column == 12)
    let structName = try error(
      #"itemAdded(Itme(id: "11111111-1111-1111-1111-111111111111", title: "x"))"#)
    #expect(structName.message == "`Itme` does not name `LiteralFixtures.Item`")
    #expect(structName.suggestions == ["Item"])
  }

  @Test func checksIntegerRangesAtDecodeTime() throws {
    #expect(try decodeAction(Int8.self, from: "-128") == -128)
    #expect(try decodeAction(UInt64.self, from: "18446744073709551615") == .max)
    #expect(try decodeAction(Int.self, from: "-0x10") == -16)
    #expect(try decodeAction(Int16.self, from: "0b1_0000") == 16)
    #expect(try decodeAction(Double.self, from: "99999999999999999999999999") == 1e26)
    let cases: [(String, any Decodable.Type)] = [
      ("128", Int8.self), ("-129", Int8.self), ("256", UInt8.self), ("-1", UInt.self),
      ("65536", UInt16.self), ("2147483648", Int32.self), ("4294967296", UInt32.self),
      ("9223372036854775808", Int64.self), ("99999999999999999999999999999999", Int.self),
    ]
    for (text, type) in cases {
      let failure = try #require(Self.decodingError(type, text), "\(text) as \(type)")
      #expect(failure.message.contains("does not fit in"), "\(failure)")
    }
    #expect(
      Self.decodingError(Float.self, "1e300")?.message.contains("does not fit in `Float`") == true)
  }

  private static func decodingError(_ type: any Decodable.Type, _ text: String) -> ScriptError? {
    func attempt<T: Decodable>(_: T.Type) -> ScriptError? {
      do throws(ScriptError) {
        _ = try decodeAction(T.self, from: text)
        return nil
      } catch {
        return error
      }
    }
    return attempt(type)
  }

  struct Pair: Decodable, Equatable {
    var first: Int
    var second: Int

    init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      first = try container.decode(Int.self)
      second = try container.decode(Int.self)
    }
  }

  struct Even: Decodable {
    init(from decoder: any Decoder) throws {
      let value = try decoder.singleValueContainer().decode(Int.self)
      guard value.isMultiple(of: 2) else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: "\(value) is odd"))
      }
    }
  }

  @Test func checksArrayLengthAndLocatesCustomDecodingErrors() throws {
    #expect(try decodeAction(Pair.self, from: "[1, 2]") == Pair(from: 1, 2))
    let extra = try #require(Self.decodingError(Pair.self, "[1, 2, 3]"))
    #expect(extra.message == "unexpected extra array element")
    #expect(extra.location.column == 8)
    let short = try #require(Self.decodingError(Pair.self, "[1]"))
    #expect(short.message == "array literal has only 1 element(s)")
    let odd = try #require(Self.decodingError([Even].self, "[2, 3]"))
    #expect(odd.location.column == 5)
    #expect(odd.message.contains("3 is odd"))
  }

  @Test func decodesFromParsedLiteralsWithTheDecoderType() throws {
    let literal = try ActionLiteralParser().parse("move(1, to: 2)")
    let decoder = LiteralDecoder(knownCaseNames: { _ in nil })
    #expect(try decoder.decode(F.Action.self, from: literal) == .move(1, to: 2))
    #expect(try decodeAction(F.Action.self, from: literal) == .move(1, to: 2))
  }
}

extension LiteralCodingTests.Pair {
  init(from first: Int, _ second: Int) {
    self.first = first
    self.second = second
  }
}
