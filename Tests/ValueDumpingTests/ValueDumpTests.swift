import Foundation
import Reducer
import Testing

// Fixtures are private and themed (a garden) so they cannot clash with other test files.

private struct Beds<Element: Identifiable>: IdentifiedCollectionDumpable {
  var elements: [Element]
  var dumpEntries: [(id: AnyHashable, element: Any)] {
    elements.map { (id: AnyHashable($0.id), element: $0) }
  }
}

private enum Watering {
  struct State: Equatable { var litres = 0 }
  enum Action: Equatable { case startTapped, stopTapped }
}

private enum Plot {
  struct State: Identifiable {
    var id: Int
    var crop: String
  }
  enum Action {
    case harvest
    case rename(String)
  }
}

private enum Garden {
  struct State {
    var watering = Watering.State(litres: 1)
    var note: String? = nil
    var plots = Beds(elements: [Plot.State(id: 1, crop: "A"), Plot.State(id: 2, crop: "B")])
    var tags: Set<String> = ["b", "a"]
    var lookup: [String: Int] = ["b": 2, "a": 1]
  }
  enum Action {
    case watering(Watering.Action)
    case plot(id: Int, action: Plot.Action)
    case gateOpened
    case loaded(Result<[Int], LoadFailure>)
  }
  struct LoadFailure: Error {}
}

private enum Mood: CustomStringConvertible {
  case calm, busy
  var description: String { "a mood" }
}

private struct Planter<Value> { var value: Value }

private struct GardenerCredentials: CustomReflectable {
  var user: String
  var token: String
  var customMirror: Mirror { Mirror(self, children: ["user": user], displayStyle: .struct) }
}

private struct Masked: CustomDumpRepresentable {
  var raw: String
  var dumpRepresentation: Any { "•••" }
}

private struct Stubborn: CustomDumpRepresentable {
  var tag = 7
  var dumpRepresentation: Any { self }
}

private final class Sprout {
  var name: String
  var next: Sprout?
  init(_ name: String, next: Sprout? = nil) {
    self.name = name
    self.next = next
  }
}

private class GardenTool {
  var label = "spade"
}

private final class PowerGardenTool: GardenTool {
  var watts = 900
}

private indirect enum Vine {
  case end
  case link(Vine)
}

@Suite struct ValueDumpTests {
  @Test func nestedStatePrintsMultiLineWithShortTypeNames() {
    #expect(
      dumpValue(Garden.State()) == """
        Garden.State(
          watering: Watering.State(litres: 1),
          note: nil,
          plots: [
            [id: 1]: Plot.State(id: 1, crop: "A"),
            [id: 2]: Plot.State(id: 2, crop: "B")
          ],
          tags: Set(["a", "b"]),
          lookup: ["a": 1, "b": 2]
        )
        """)
  }

  @Test func shortValuesStayOnOneLine() {
    #expect(dumpValue(Watering.State(litres: 3)) == "Watering.State(litres: 3)")
    #expect(dumpValue([1, 2, 3]) == "[1, 2, 3]")
    #expect(dumpValue(Plot.State(id: 5, crop: "Kale")) == #"Plot.State(id: 5, crop: "Kale")"#)
  }

  @Test func wideCollectionsPutEachElementOnItsOwnLine() {
    let crops = Array(repeating: "a fairly long crop name", count: 4)
    #expect(
      dumpValue(crops) == """
        [
          "a fairly long crop name",
          "a fairly long crop name",
          "a fairly long crop name",
          "a fairly long crop name"
        ]
        """)
  }

  @Test func enumsPrintCaseNamesAndPayloads() {
    #expect(dumpValue(Garden.Action.gateOpened) == ".gateOpened")
    #expect(dumpValue(Garden.Action.watering(.startTapped)) == ".watering(.startTapped)")
    #expect(
      dumpValue(Garden.Action.plot(id: 1, action: .harvest)) == ".plot(id: 1, action: .harvest)")
    #expect(dumpValue(Garden.Action.loaded(.success([1, 2]))) == ".loaded(.success([1, 2]))")
    #expect(
      dumpValue(Garden.Action.loaded(.failure(Garden.LoadFailure())))
        == ".loaded(.failure(Garden.LoadFailure()))")
  }

  @Test func enumCaseNamesIgnoreCustomDescriptions() {
    #expect(dumpValue(Mood.busy) == ".busy")
    #expect(dumpValue([Mood.calm, .busy]) == "[.calm, .busy]")
  }

  @Test func optionalsPrintNilOrTheWrappedValue() {
    let some: Int? = 4
    let none: Int? = nil
    let nested: Int?? = .some(nil)
    #expect(dumpValue(some as Any) == "4")
    #expect(dumpValue(none as Any) == "nil")
    #expect(dumpValue(nested as Any) == "nil")
    #expect(dumpValue(Planter<String?>(value: "x")) == #"Planter<String?>(value: "x")"#)
  }

  @Test func stringsAreQuotedWithEscapesOnOneLine() {
    let text = "line 1\nsaid \"hi\"\t\\ \u{7}"
    #expect(dumpValue(text) == #""line 1\nsaid \"hi\"\t\\ \u{7}""#)
    #expect(dumpValue(Character("é")) == #""é""#)
    #expect(dumpValue("héllo"[...]) == #""héllo""#)
    #expect(!dumpValue(["multi\nline"]).contains("\n"))
  }

  @Test func scalarsPrintAsLiterals() {
    #expect(dumpValue(true) == "true")
    #expect(dumpValue(-42) == "-42")
    #expect(dumpValue(UInt8(7)) == "7")
    #expect(dumpValue(1.5) == "1.5")
    #expect(dumpValue(Float(0.25)) == "0.25")
    #expect(dumpValue(0..<3) == "0..<3")
    #expect(dumpValue(1...2) == "1...2")
    #expect(dumpValue(Int.self) == "Int.self")
  }

  @Test func dictionariesAreSortedByKeyDump() {
    let lookup = ["pear": 3, "apple": 1, "fig": 2, "banana": 4]
    #expect(dumpValue(lookup) == #"["apple": 1, "banana": 4, "fig": 2, "pear": 3]"#)
    #expect(dumpValue([Int: String]()) == "[:]")
    #expect(dumpValue([2: "b", 10: "j", 1: "a"]) == #"[1: "a", 10: "j", 2: "b"]"#)
  }

  @Test func setsAreSortedByElementDump() {
    #expect(dumpValue(Set(["pear", "apple", "fig"])) == #"Set(["apple", "fig", "pear"])"#)
    #expect(dumpValue(Set<Int>()) == "Set([])")
  }

  @Test func dumpsDoNotDependOnHashingOrInsertionOrder() {
    var forward: [String: Set<Int>] = [:]
    var backward: [String: Set<Int>] = [:]
    for index in 0..<200 { forward["key \(index)"] = [index, index * 7, -index] }
    for index in (0..<200).reversed() { backward["key \(index)"] = [-index, index * 7, index] }
    #expect(dumpValue(forward) == dumpValue(backward))
  }

  @Test func tuplesPrintLabelsWhenPresent() {
    #expect(dumpValue((a: 1, b: "x")) == #"(a: 1, b: "x")"#)
    #expect(dumpValue((1, 2)) == "(1, 2)")
    #expect(dumpValue((id: 3, 4)) == "(id: 3, 4)")
  }

  @Test func foundationValuesPrintReadably() throws {
    let uuid = try #require(UUID(uuidString: "11111111-1111-1111-1111-111111111111"))
    #expect(dumpValue(uuid) == "UUID(11111111-1111-1111-1111-111111111111)")
    #expect(
      dumpValue(Date(timeIntervalSinceReferenceDate: 0)) == "Date(2001-01-01T00:00:00.000Z)")
    #expect(
      dumpValue(Date(timeIntervalSince1970: 1_709_251_199.25))
        == "Date(2024-02-29T23:59:59.250Z)")
    #expect(dumpValue(Date(timeIntervalSince1970: -1)) == "Date(1969-12-31T23:59:59.000Z)")
    let url = try #require(URL(string: "https://example.com/path?q=1"))
    #expect(dumpValue(url) == "URL(https://example.com/path?q=1)")
    #expect(dumpValue(Data([1, 2, 3])) == "Data(3 bytes)")
  }

  @Test func durationsPrintAsConstructors() {
    #expect(dumpValue(Duration.seconds(1)) == ".seconds(1)")
    #expect(dumpValue(Duration.milliseconds(1500)) == ".milliseconds(1500)")
    #expect(dumpValue(Duration.microseconds(-3)) == ".microseconds(-3)")
    #expect(dumpValue(Duration.nanoseconds(7)) == ".nanoseconds(7)")
  }

  @Test func genericArgumentsAreShortAndSugared() {
    #expect(dumpValue(Planter(value: [1])) == "Planter<[Int]>(value: [1])")
    #expect(dumpValue(Planter<[String: Int]>(value: [:])) == "Planter<[String: Int]>(value: [:])")
    #expect(
      dumpValue(Planter(value: Watering.State()))
        == "Planter<Watering.State>(value: Watering.State(litres: 0))")
  }

  @Test func localTypeNamesCarryNoAddresses() {
    struct Local { var value = 1 }
    let dump = dumpValue(Local())
    // The runtime names this `ReducerTests.ValueDumpTests.(unknown context at $…).Local`.
    #expect(dump == "ValueDumpTests.Local(value: 1)")
  }

  @Test func identifiedCollectionsPrintIdEntries() {
    struct Field: Identifiable {
      var id: String
      var plots: Beds<Plot.State>
    }
    let fields = Beds(elements: [
      Field(id: "north", plots: Beds(elements: [Plot.State(id: 1, crop: "Leek")])),
      Field(id: "south", plots: Beds(elements: [])),
    ])
    #expect(
      dumpValue(fields) == """
        [
          [id: "north"]: ValueDumpTests.Field(
            id: "north",
            plots: [[id: 1]: Plot.State(id: 1, crop: "Leek")]
          ),
          [id: "south"]: ValueDumpTests.Field(id: "south", plots: [])
        ]
        """)
  }

  @Test func classCyclesPrintCycleInsteadOfLooping() {
    let first = Sprout("a")
    let second = Sprout("b", next: first)
    first.next = second
    #expect(dumpValue(first) == #"Sprout(name: "a", next: Sprout(name: "b", next: <cycle>))"#)
  }

  @Test func sharedReferencesThatAreNotCyclesPrintInFull() {
    let shared = Sprout("s")
    #expect(
      dumpValue([shared, shared])
        == #"[Sprout(name: "s", next: nil), Sprout(name: "s", next: nil)]"#)
  }

  @Test func classesPrintInheritedFieldsFirstAndNoAddresses() {
    #expect(dumpValue(PowerGardenTool()) == #"PowerGardenTool(label: "spade", watts: 900)"#)
  }

  @Test func customMirrorRedactsFields() {
    let credentials = GardenerCredentials(user: "blob", token: "s3cr3t-token")
    let dump = dumpValue(Planter(value: credentials))
    #expect(dump == #"Planter<GardenerCredentials>(value: GardenerCredentials(user: "blob"))"#)
    #expect(!dump.contains("s3cr3t"))
  }

  @Test func customDumpRepresentationReplacesTheValue() {
    #expect(dumpValue(Planter(value: Masked(raw: "secret"))) == #"Planter<Masked>(value: "•••")"#)
  }

  @Test func selfReturningRepresentationTerminates() {
    #expect(dumpValue(Stubborn()) == "Stubborn(tag: 7)")
  }

  @Test func maxDepthElidesDeeperContainers() {
    #expect(
      dumpValue(Garden.State(), maxDepth: 1) == """
        Garden.State(
          watering: Watering.State(…),
          note: nil,
          plots: […],
          tags: Set([…]),
          lookup: […]
        )
        """)
    #expect(dumpValue(Garden.State(), maxDepth: 0) == "Garden.State(…)")
    #expect(dumpValue(Garden.Action.plot(id: 1, action: .harvest), maxDepth: -1) == ".plot(…)")
    #expect(dumpValue([[1], []], maxDepth: 1) == "[[…], []]")
  }

  @Test func extremelyDeepValuesAreElidedInsteadOfOverflowing() {
    var chain = Vine.end
    for _ in 0..<1000 { chain = .link(chain) }
    let lines = dumpValue(chain).split(separator: "\n")
    #expect(lines.first == ".link(")
    #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces) == "…" })
    #expect(!lines.contains { $0.contains(".end") })
  }

  @Test func closuresPrintWithoutAddresses() {
    let action: @Sendable (Int) -> Int = { $0 + 1 }
    #expect(
      dumpValue(Planter(value: action)) == "Planter<@Sendable (Int) -> Int>(value: (Function))")
  }
}
