import Foundation
import Reducer
import Testing

/// Moving, sorting and swapping the elements of an `IdentifiedArray`, checked against a plain array as an oracle.
@Suite struct IdentifiedArrayReorderingTests {
  @Test func moveFollowsSwiftUIOffsets() {
    func moved(_ source: IndexSet, _ destination: Int) -> [String] {
      var rows: IdentifiedArrayOf<Row> = [
        Row(0, title: "a"), Row(1, title: "b"),
        Row(2, title: "c"), Row(3, title: "d"),
      ]
      rows.move(fromOffsets: source, toOffset: destination)
      return rows.map(\.title)
    }
    #expect(moved([0], 2) == ["b", "a", "c", "d"])
    #expect(moved([3], 0) == ["d", "a", "b", "c"])
    #expect(moved([0, 2], 4) == ["b", "d", "a", "c"])
    #expect(moved([1, 3], 1) == ["a", "b", "d", "c"])
    #expect(moved([1], 1) == ["a", "b", "c", "d"])
    #expect(moved([1], 2) == ["a", "b", "c", "d"])
    #expect(moved([], 0) == ["a", "b", "c", "d"])
  }

  @Test(arguments: [0, 1, 2, 7, 16, 17, 40, 300])
  func moveAndRemoveAtOffsetsMatchArrayOracle(count: Int) {
    var random = SplitMix64(seed: UInt64(count))
    for _ in 0..<60 {
      let start = (0..<count).map { Row($0) }
      let offsets = randomOffsets(count: count, using: &random)
      let destination = Int.random(in: 0...count, using: &random)

      var rows = IdentifiedArrayOf<Row>(uniqueElements: start)
      rows.move(fromOffsets: offsets, toOffset: destination)
      expectConsistent(rows, oracleMove(start, offsets, destination))

      rows = IdentifiedArrayOf<Row>(uniqueElements: start)
      rows.remove(atOffsets: offsets)
      expectConsistent(rows, start.enumerated().filter { !offsets.contains($0.offset) }.map(\.1))
    }
  }

  @Test func sortOrdersElementsAndIDsTogether() {
    let titles = ["pear", "apple", "fig", "kiwi", "date"]
    var rows = IdentifiedArrayOf<Row>(
      uniqueElements: titles.enumerated().map { Row($0.offset, title: $0.element) })
    #expect(throws: Boom.self) { try rows.sort { _, _ in throw Boom() } }
    #expect(rows.ids == [0, 1, 2, 3, 4])
    rows.sort()
    #expect(rows.map(\.title) == ["apple", "date", "fig", "kiwi", "pear"])
    expectConsistent(rows, rows.elements)
    rows.sort { $0.id < $1.id }
    #expect(rows.ids == [0, 1, 2, 3, 4])

    var big = IdentifiedArrayOf<Row>(uniqueElements: (0..<200).map { Row($0) })
    sortDescending(&big)  // generic MutableCollection algorithm: goes through contiguous storage
    expectConsistent(big, (0..<200).reversed().map { Row($0) })
    big.reverse()  // generic algorithm through swapAt
    expectConsistent(big, (0..<200).map { Row($0) })
    var random = SplitMix64(seed: 9)
    big.shuffle(using: &random)
    expectConsistent(big, big.elements)
    #expect(Set(big.ids) == Set(0..<200))
  }

  @Test func offsetSubscriptAndSwapKeepIDsInStep() {
    var rows = IdentifiedArrayOf<Row>(uniqueElements: (0..<20).map { Row($0) })
    rows[3].title = "three"
    rows[4] = Row(4, title: "four")
    rows.swapAt(0, 19)
    rows.swapAt(5, 5)
    #expect(rows[id: 3]?.title == "three" && rows[id: 4]?.title == "four")
    #expect(rows.index(id: 0) == 19 && rows.index(id: 19) == 0 && rows.ids.first == 19)
    #expect(Array(rows[1..<3].map(\.id)) == [1, 2] && rows.indices == 0..<20)
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func randomEditsMatchArrayOracle(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var rows = IdentifiedArrayOf<Row>()
    var oracle: [Row] = []
    var nextID = 0
    for step in 0..<1_500 {
      let growing = (step / 250).isMultiple(of: 2)
      let operation = Int.random(in: 0..<(growing ? 14 : 20), using: &random) % 14
      let offset = Int.random(in: 0...oracle.count, using: &random)
      let existing = oracle.isEmpty ? -1 : oracle[Int.random(in: oracle.indices, using: &random)].id
      switch (operation, oracle.isEmpty) {
      case (0, _), (1, _):
        nextID += 1
        #expect(rows.append(Row(nextID)) == (true, oracle.count))
        oracle.append(Row(nextID))
      case (2, _):
        nextID += 1
        rows.insert(Row(nextID), at: offset)
        oracle.insert(Row(nextID), at: offset)
      case (3, _):
        nextID += 1
        rows[id: nextID] = Row(nextID)
        oracle.append(Row(nextID))
      case (4, false):
        #expect(rows.append(Row(existing, title: "dup")).inserted == false)
      case (5, false), (13, false):
        #expect(rows.remove(id: existing)?.id == existing)
        oracle.removeAll { $0.id == existing }
      case (6, false):
        let removed = Int.random(in: oracle.indices, using: &random)
        #expect(rows.remove(at: removed) == oracle.remove(at: removed))
      case (7, false):
        rows[id: existing] = nil
        oracle.removeAll { $0.id == existing }
      case (8, false):
        rows[id: existing]?.title = "t\(step)"
        oracle[oracle.firstIndex { $0.id == existing }!].title = "t\(step)"
      case (9, false):
        let other = Int.random(in: oracle.indices, using: &random)
        let first = offset == oracle.count ? 0 : offset
        rows.swapAt(first, other)
        oracle.swapAt(first, other)
      case (10, _):
        let offsets = randomOffsets(count: oracle.count, using: &random, dense: growing)
        rows.remove(atOffsets: offsets)
        oracle = oracle.enumerated().filter { !offsets.contains($0.offset) }.map(\.1)
      case (11, _):
        let offsets = randomOffsets(count: oracle.count, using: &random)
        rows.move(fromOffsets: offsets, toOffset: offset)
        oracle = oracleMove(oracle, offsets, offset)
      case (12, false):
        let modulus = Int.random(in: 2...9, using: &random)
        rows.removeAll { $0.id.isMultiple(of: modulus) }
        oracle.removeAll { $0.id.isMultiple(of: modulus) }
      default:
        rows.sort { ($0.id &* 31) % 17 < ($1.id &* 31) % 17 }
        oracle = rows.elements  // sort is unstable: check consistency and membership only
        #expect(Set(rows.ids) == Set(oracle.map(\.id)))
      }
      expectConsistent(rows, oracle)
      #expect(rows.index(id: -1) == nil && rows[id: nextID + 1] == nil)
    }
  }
}

// MARK: - Fixtures

/// SplitMix64: a tiny deterministic generator, so random tests replay exactly.
private struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476C_E5E4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A random set of offsets in `0..<count`: sparse, dense, or one run.
private func randomOffsets(
  count: Int, using random: inout SplitMix64, dense: Bool = false
) -> IndexSet {
  guard count > 0 else { return [] }
  switch Int.random(in: 0..<3, using: &random) {
  case 0:
    let lower = Int.random(in: 0..<count, using: &random)
    return IndexSet(integersIn: lower..<Int.random(in: lower...count, using: &random))
  default:
    let percent = dense ? 50 : Int.random(in: 1...30, using: &random)
    return IndexSet((0..<count).filter { _ in Int.random(in: 0..<100, using: &random) < percent })
  }
}

/// SwiftUI's move, written from its definition: take the moved elements out, then insert them
/// before the element that was at `destination`.
private func oracleMove<T>(_ array: [T], _ source: IndexSet, _ destination: Int) -> [T] {
  var rest = array.enumerated().filter { !source.contains($0.offset) }.map(\.element)
  rest.insert(
    contentsOf: source.map { array[$0] }, at: destination - source.count(in: 0..<destination))
  return rest
}

private func sortDescending<C: MutableCollection & RandomAccessCollection>(_ collection: inout C)
where C.Element == Row {
  collection.sort { $0.id > $1.id }
}
