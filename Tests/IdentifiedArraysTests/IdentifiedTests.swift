import Foundation
import IdentifiedArrays
import Testing

@Suite struct IdentifiedTests {
  struct Tag: Hashable, Codable, Sendable {
    var name: String
    var uses = 0
  }

  @Test func pairsAValueWithAnIDAndIsIdentifiable() {
    let row = Identified("Milk", id: 1)
    #expect(row.id == 1)
    #expect(row.value == "Milk")
  }

  @Test func readsTheIDFromTheValueThroughAKeyPath() {
    let row = Identified("Eggs", id: \.self)
    #expect(row.id == "Eggs")
  }

  @Test func dynamicMemberLookupReadsAndWritesTheValue() {
    var row = Identified(Tag(name: "home"), id: 7)
    #expect(row.name == "home")
    row.uses += 2
    #expect(row.value.uses == 2)
    #expect(row.value.isEmptyName == false)
  }

  @Test func livesInAnIdentifiedArrayAndIsEditedByID() {
    var rows: IdentifiedArrayOf<Identified<Int, String>> = [
      Identified("Milk", id: 1), Identified("Eggs", id: 2),
    ]
    rows[id: 2]?.value = "Oat milk"
    #expect(rows.map(\.value) == ["Milk", "Oat milk"])
  }

  @Test func equalityAndHashingTakeTheIDAndTheValue() {
    #expect(Identified("a", id: 1) == Identified("a", id: 1))
    #expect(Identified("a", id: 1) != Identified("a", id: 2))
    #expect(Identified("a", id: 1) != Identified("b", id: 1))
    #expect(Set([Identified("a", id: 1), Identified("a", id: 1)]).count == 1)
  }

  @Test func isSendableWhenItsPartsAre() async {
    let row = Identified(Tag(name: "work"), id: 9)
    let task = Task { row.name }
    #expect(await task.value == "work")
  }

  @Test func roundTripsThroughJSONAsIDAndValue() throws {
    let row = Identified(Tag(name: "home", uses: 3), id: 5)
    let data = try JSONEncoder().encode(row)
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    #expect(object?["id"] as? Int == 5)
    #expect(try JSONDecoder().decode(Identified<Int, Tag>.self, from: data) == row)
  }

  @Test func decodingWithoutAnIDThrowsKeyNotFound() {
    let data = Data(#"{"value": {"name": "home", "uses": 0}}"#.utf8)
    #expect {
      try JSONDecoder().decode(Identified<Int, Tag>.self, from: data)
    } throws: { error in
      guard case let DecodingError.keyNotFound(key, _) = error else { return false }
      return key.stringValue == "id"
    }
  }
}

extension IdentifiedTests.Tag {
  var isEmptyName: Bool { name.isEmpty }
}
