import Reducer
import Testing

/// The element most IdentifiedArray tests store.
struct Row: Identifiable, Hashable, Codable, Sendable, Comparable {
  let id: Int
  var title: String
  var tags: [Int]
  var count = 0

  init(_ id: Int, title: String? = nil, tags: [Int] = []) {
    self.id = id
    self.title = title ?? "\(id)"
    self.tags = tags
  }

  static func < (lhs: Row, rhs: Row) -> Bool { (lhs.title, lhs.id) < (rhs.title, rhs.id) }
}

/// The error the rollback tests throw.
struct Boom: Error {}

/// Checks `rows` against `oracle`: the same elements and ids in order, and every `index(id:)` right.
func expectConsistent(
  _ rows: IdentifiedArrayOf<Row>,
  _ oracle: [Row],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(rows.elements == oracle, sourceLocation: sourceLocation)
  #expect(rows.ids == oracle.map(\.id), sourceLocation: sourceLocation)
  let misplaced = oracle.indices.filter { rows.index(id: oracle[$0].id) != $0 }
  #expect(misplaced.isEmpty, "ids whose index(id:) is wrong", sourceLocation: sourceLocation)
}
