import Foundation
import Reducer
import Testing

@Suite struct IdentifiedArrayTests {
  // MARK: Creating

  @Test func emptyInitAndArrayLiteralKeepOrder() {
    let empty = IdentifiedArrayOf<Row>()
    #expect(empty.isEmpty && empty.count == 0 && empty.first == nil && empty.ids.isEmpty)

    let rows: IdentifiedArrayOf<Row> = [Row(3), Row(1), Row(2)]
    #expect(rows.ids == [3, 1, 2])
    #expect(rows.elements.map(\.title) == ["3", "1", "2"])
    #expect(rows.first?.id == 3 && rows.last?.id == 2 && rows.count == 3 && !rows.isEmpty)
    #expect(rows[id: 1]?.title == "1")
  }

  @Test func keepingFirstOfDropsLaterRepeatsOfAnIDWithoutTrapping() {
    let rows = IdentifiedArray(keepingFirstOf: [
      Row(1, title: "a"), Row(2), Row(1, title: "b"), Row(3), Row(2),
    ])
    #expect(rows.ids == [1, 2, 3])
    #expect(rows[id: 1]?.title == "a", "the first of the repeated ids is kept")
    #expect(IdentifiedArray<Int, Row>(keepingFirstOf: []).isEmpty)
  }

  @Test(arguments: [0, 5, 16, 17, 100, 1_000])
  func uniqueElementsIndexesEveryID(count: Int) {
    let rows = IdentifiedArrayOf<Row>(uniqueElements: (0..<count).reversed().map { Row($0) })
    #expect(rows.ids == Array((0..<count).reversed()))
    #expect((0..<count).allSatisfy { rows.index(id: $0) == count - 1 - $0 })
    #expect((0..<count).allSatisfy { rows.contains(id: $0) && rows[id: $0]?.id == $0 })
    #expect(!rows.contains(id: count) && rows.index(id: -1) == nil && rows[id: count] == nil)
  }

  @Test func keyPathInitIdentifiesByTheGivenProperty() {
    var users = IdentifiedArray(
      uniqueElements: [User(email: "a@x", name: "A"), User(email: "b@x", name: "B")],
      id: \User.email
    )
    #expect(users.ids == ["a@x", "b@x"])
    #expect(users.append(User(email: "a@x", name: "Other")) == (false, 0))
    users[id: "c@x"] = User(email: "c@x", name: "C")
    users[id: "a@x"]?.name = "Ada"
    #expect(users.elements.map(\.name) == ["Ada", "B", "C"])
  }

  @Test func duplicateIDsAreProgrammerErrors() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      _ = IdentifiedArrayOf<Row>(uniqueElements: [Row(1), Row(2), Row(1)])
    }
    #if DEBUG  // -O builds drop precondition messages
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("duplicate id 1 at offsets 0 and 2"))
    #else
      _ = result
    #endif
    await #expect(processExitsWith: .failure) {
      _ = IdentifiedArrayOf<Row>(uniqueElements: (0..<40).map { Row($0 % 39) })
    }
    await #expect(processExitsWith: .failure) {
      let rows: IdentifiedArrayOf<Row> = [Row(7), Row(7)]
      _ = rows
    }
  }

  @Test func writingAnElementWithAnotherIDIsAProgrammerError() async {
    await #expect(processExitsWith: .failure) {
      var rows: IdentifiedArrayOf<Row> = [Row(1), Row(2)]
      rows[id: 1] = Row(2)
    }
    await #expect(processExitsWith: .failure) {
      var rows: IdentifiedArrayOf<Row> = [Row(1)]
      rows[id: 9] = Row(8)
    }
    await #expect(processExitsWith: .failure) {
      var rows: IdentifiedArrayOf<Row> = [Row(1), Row(2)]
      rows[0] = Row(5)
    }
    await #expect(processExitsWith: .failure) {
      var rows = IdentifiedArray(uniqueElements: [User(email: "a", name: "A")], id: \User.email)
      rows[id: "a"]?.email = "b"
    }
  }

  // MARK: subscript(id:)

  @Test func idSubscriptReplacesAppendsAndRemoves() {
    var rows: IdentifiedArrayOf<Row> = [Row(1), Row(2), Row(3)]
    rows[id: 2] = Row(2, title: "two")
    #expect(rows.ids == [1, 2, 3] && rows[1].title == "two")

    rows[id: 4] = Row(4)
    #expect(rows.ids == [1, 2, 3, 4])

    rows[id: 1] = nil
    expectConsistent(rows, [Row(2, title: "two"), Row(3), Row(4)])

    rows[id: 99] = nil
    expectConsistent(rows, [Row(2, title: "two"), Row(3), Row(4)])
  }

  @Test func optionalChainingEditsOnlyPresentElements() {
    var rows: IdentifiedArrayOf<Row> = [Row(1), Row(2)]
    rows[id: 2]?.title = "edited"
    rows[id: 5]?.title = "ghost"
    #expect(rows.elements == [Row(1), Row(2, title: "edited")])
  }

  @Test(arguments: [1, 3, 16, 17, 50])
  func inoutAccessCanRemoveAndAppend(count: Int) {
    func clear(_ row: inout Row?) { row = nil }
    func create(_ row: inout Row?, id: Int) { row = Row(id) }
    for victim in [0, count / 2, count - 1] {
      var rows = IdentifiedArrayOf<Row>(uniqueElements: (0..<count).map { Row($0) })
      clear(&rows[id: victim])
      var expected = (0..<count).map { Row($0) }
      expected.remove(at: victim)
      expectConsistent(rows, expected)
      create(&rows[id: 1_000], id: 1_000)
      expectConsistent(rows, expected + [Row(1_000)])
    }
  }

  @Test func hundredThousandEditsThroughIDSubscript() {
    var rows = IdentifiedArrayOf<Row>(uniqueElements: (0..<10_000).map { Row($0) })
    for step in 0..<100_000 {
      rows[id: (step &* 7_919) % 10_000]?.count += 1
    }
    #expect(rows.reduce(0) { $0 + $1.count } == 100_000)
    #expect(rows.allSatisfy { $0.count == 10 })
    #expect(rows.ids == Array(0..<10_000))
  }

  @Test func editingByIDDoesNotCopyElementsOrNestedStorage() {
    var rows = IdentifiedArrayOf<Row>(uniqueElements: (0..<100).map { Row($0) })
    rows[id: 42]?.tags.reserveCapacity(64)
    let ids = rows.ids  // an observer holding the ids must not pin the elements
    let idsBefore = ids.withUnsafeBufferPointer { $0.baseAddress }
    let elementsBefore = rows.elements.withUnsafeBufferPointer { $0.baseAddress }
    let tagsBefore = rows[id: 42]?.tags.withUnsafeBufferPointer { $0.baseAddress }

    rows[id: 42]?.tags.append(1)
    rows[id: 42]?.title = "edited"
    rows[42].tags.append(2)

    #expect(rows.elements.withUnsafeBufferPointer { $0.baseAddress } == elementsBefore)
    #expect(rows[id: 42]?.tags.withUnsafeBufferPointer { $0.baseAddress } == tagsBefore)
    #expect(rows[id: 42] == Row(42, title: "edited", tags: [1, 2]))
    #expect(rows.ids.withUnsafeBufferPointer { $0.baseAddress } == idsBefore)
  }

  @Test func copiesAreIndependent() {
    let original = IdentifiedArrayOf<Row>(uniqueElements: (0..<40).map { Row($0) })
    let mutations: [(inout IdentifiedArrayOf<Row>) -> Void] = [
      { $0[id: 3]?.title = "x" }, { $0[id: 3] = nil }, { $0[id: 100] = Row(100) },
      { $0[5].title = "y" }, { $0.append(Row(200)) }, { $0.insert(Row(300), at: 0) },
      { $0.remove(id: 7) }, { $0.remove(at: 0) }, { $0.swapAt(0, 39) },
      { $0.move(fromOffsets: [0, 1], toOffset: 40) }, { $0.remove(atOffsets: [2, 30]) },
      { $0.sort { $0.id > $1.id } }, { $0.removeAll { $0.id.isMultiple(of: 2) } },
      { $0.removeAll() },
    ]
    for mutate in mutations {
      let copy = original
      var changed = original
      mutate(&changed)
      #expect(changed != original)
      #expect(copy == original && copy.ids == Array(0..<40) && copy.index(id: 39) == 39)
    }
  }

  // MARK: Adding and removing

  @Test func appendIgnoresAPresentID() {
    var rows: IdentifiedArrayOf<Row> = [Row(1), Row(2)]
    #expect(rows.append(Row(3)) == (true, 2))
    #expect(rows.append(Row(1, title: "new")) == (false, 0))
    #expect(rows[id: 1]?.title == "1" && rows.count == 3)

    rows.append(contentsOf: [Row(2), Row(4), Row(4, title: "dup"), Row(5)])
    #expect(rows.ids == [1, 2, 3, 4, 5] && rows[id: 4]?.title == "4")
  }

  @Test func insertShiftsLaterElementsAndIgnoresAPresentID() {
    var rows = IdentifiedArrayOf<Row>(uniqueElements: (0..<30).map { Row($0) })
    #expect(rows.insert(Row(100), at: 10) == (true, 10))
    #expect(rows.insert(Row(101), at: 0) == (true, 0))
    #expect(rows.insert(Row(102), at: rows.count) == (true, 32))
    #expect(rows.insert(Row(5, title: "dup"), at: 0) == (false, 6))
    let expected = [101] + Array(0..<10) + [100] + Array(10..<30) + [102]
    #expect(rows.ids == expected)
    #expect(expected.enumerated().allSatisfy { rows.index(id: $0.element) == $0.offset })
  }

  @Test func removeByIDAndByOffset() {
    var rows = IdentifiedArrayOf<Row>(uniqueElements: (0..<20).map { Row($0) })
    #expect(rows.remove(id: 5) == Row(5))
    #expect(rows.remove(id: 5) == nil)
    #expect(rows.remove(at: 0) == Row(0))
    #expect(rows.ids == [1, 2, 3, 4] + Array(6..<20))
    #expect(rows.index(id: 19) == 17 && rows.index(id: 6) == 4)
  }

  @Test func removeAllWhereKeepsOrderAndRollsBackOnThrow() {
    var rows = IdentifiedArrayOf<Row>(uniqueElements: (0..<50).map { Row($0) })
    #expect(throws: Boom.self) {
      try rows.removeAll { row in
        if row.id == 30 { throw Boom() }
        return true
      }
    }
    #expect(rows.ids == Array(0..<50))
    rows.removeAll { !$0.id.isMultiple(of: 3) }
    #expect(rows.ids == Array(stride(from: 0, to: 50, by: 3)))
    #expect(rows.index(id: 48) == 16)
    rows.removeAll(keepingCapacity: true)
    #expect(rows.isEmpty && rows[id: 0] == nil && rows.append(Row(0)) == (true, 0))
  }

  @Test func filterReturnsAnIdentifiedArray() {
    let rows = IdentifiedArrayOf<Row>(uniqueElements: (0..<40).map { Row($0) })
    let odd: IdentifiedArrayOf<Row> = rows.filter { !$0.id.isMultiple(of: 2) }
    #expect(odd.ids == Array(stride(from: 1, to: 40, by: 2)))
    #expect(odd.index(id: 39) == 19 && odd[id: 2] == nil)
  }

  // MARK: Codable

  @Test func codableRoundTripUsesAPlainArray() throws {
    let rows = IdentifiedArrayOf<Row>(uniqueElements: (0..<30).map { Row($0, tags: [$0]) })
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(rows)
    #expect(data == (try encoder.encode(rows.elements)))
    let decoded = try JSONDecoder().decode(IdentifiedArrayOf<Row>.self, from: data)
    #expect(decoded == rows)
    expectConsistent(decoded, rows.elements)
  }

  @Test(arguments: [3, 40])
  func decodingDuplicateIDsThrowsNamingTheID(count: Int) throws {
    var elements = (0..<count).map { Row($0) }
    elements.append(Row(1, title: "again"))
    let json = try JSONEncoder().encode(["rows": elements])
    do {
      _ = try JSONDecoder().decode([String: IdentifiedArrayOf<Row>].self, from: json)
      Issue.record("decoding duplicate ids must throw")
    } catch let DecodingError.dataCorrupted(context) {
      #expect(context.codingPath.map(\.stringValue).first == "rows")
      #expect(context.codingPath.last?.intValue == count)
      #expect(context.debugDescription.contains("Duplicate id 1 at index \(count)"))
    }
  }

  @Test func decodingMalformedInputThrows() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(IdentifiedArrayOf<Row>.self, from: Data(#"{"id": 1}"#.utf8))
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(IdentifiedArrayOf<Row>.self, from: Data(#"[{"id": "x"}]"#.utf8))
    }
  }

  // MARK: Equatable, Hashable, description, memory

  @Test func equalityAndHashingFollowElementsInOrder() {
    let a: IdentifiedArrayOf<Row> = [Row(1), Row(2)]
    var b: IdentifiedArrayOf<Row> = [Row(1)]
    b.append(Row(2))
    let reordered: IdentifiedArrayOf<Row> = [Row(2), Row(1)]
    var edited = a
    edited[id: 2]?.title = "x"
    #expect(a == b && a.hashValue == b.hashValue)
    #expect(a != reordered && a != edited && a != [])
    #expect(Set([a, b, reordered, edited]).count == 3)
  }

  @Test func descriptionAndMirrorShowTheElements() {
    let rows: IdentifiedArrayOf<Row> = [Row(1), Row(2)]
    #expect(rows.description == rows.elements.description)
    #expect(rows.debugDescription == "IdentifiedArray(\(rows.elements.debugDescription))")
    let mirror = Mirror(reflecting: rows)
    #expect(mirror.displayStyle == .collection)
    #expect(mirror.children.compactMap { ($0.value as? Row)?.id } == [1, 2])
  }

  @Test func tenThousandSmallRowsCostAtMostOneAndAHalfTimesPlainArrays() {
    var rows = IdentifiedArrayOf<SmallRow>()
    var plain: [SmallRow] = []
    var plainIDs: [UUID] = []
    for n in 0..<10_000 {
      let row = SmallRow(id: UUID(uuid: uuid(n)), title: "row")
      rows.append(row)
      plain.append(row)
      plainIDs.append(row.id)
    }
    let baseline =
      plain.capacity * MemoryLayout<SmallRow>.stride + plainIDs.capacity * MemoryLayout<UUID>.stride
    let total =
      rows.elements.capacity * MemoryLayout<SmallRow>.stride
      + rows.ids.capacity * MemoryLayout<UUID>.stride + rows.indexByteCount
    #expect((16_384 * 4)...(16_384 * 4 + 64) ~= rows.indexByteCount)
    #expect(Double(total) <= 1.5 * Double(baseline))

    let small = IdentifiedArrayOf<SmallRow>(uniqueElements: plain.prefix(16))
    #expect(small.indexByteCount == 0)

    rows.removeAll { $0.id.uuid.15 >= 100 || $0.id.uuid.14 != 0 }  // keeps 100 rows
    #expect(rows.count == 100 && rows.indexByteCount <= 256 * 4 + 64)
    while rows.count > 8 { rows.remove(at: 0) }
    #expect(rows.indexByteCount == 0 && rows.ids == Array(plainIDs[92..<100]))
  }
}

// MARK: - Fixtures

private struct SmallRow: Identifiable, Equatable, Sendable {
  let id: UUID
  var title: String
}

private struct User: Equatable, Sendable {
  var email: String
  var name: String
}

private func uuid(_ n: Int) -> uuid_t {
  let b = withUnsafeBytes(of: UInt64(n).bigEndian) { Array($0) }
  return (0, 0, 0, 0, 0, 0, 0, 0, b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7])
}
