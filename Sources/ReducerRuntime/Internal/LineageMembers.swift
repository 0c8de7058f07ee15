/// The running effects of one lineage, by id: a set that keeps its first member inline.
///
/// Most sends start one effect, so most lineages have one member at a time: held inline, it costs no set storage
/// (an allocation and a hash to add it, another hash to remove it). Ids are only ever added once.
struct LineageMembers {
  /// The member held inline, if any.
  private var inline: Int?
  /// The other members.
  private var others: Set<Int> = []

  init() {}

  var isEmpty: Bool { inline == nil && others.isEmpty }

  /// The smallest id (the oldest effect), if any.
  func min() -> Int? {
    guard let inline else { return others.min() }
    guard let other = others.min() else { return inline }
    return Swift.min(inline, other)
  }

  /// Every member, in increasing order.
  func sorted() -> [Int] {
    var all = others.sorted()
    if let inline {
      all.insert(inline, at: all.firstIndex { $0 > inline } ?? all.endIndex)
    }
    return all
  }

  func allSatisfy(_ predicate: (Int) -> Bool) -> Bool {
    if let inline, !predicate(inline) { return false }
    return others.allSatisfy(predicate)
  }

  mutating func insert(_ id: Int) {
    if inline == nil {
      inline = id
    } else {
      others.insert(id)
    }
  }

  mutating func remove(_ id: Int) {
    if inline == id {
      inline = nil
    } else {
      others.remove(id)
    }
  }
}
