/// One step of an alignment between an old and a new sequence.
enum DumpEditOperation: Equatable, Sendable {
  /// `old[oldIndex]` and `new[newIndex]` are aligned (equal, or matched by key).
  case match(oldIndex: Int, newIndex: Int)
  /// `old[oldIndex]` has no counterpart in the new sequence.
  case delete(oldIndex: Int)
  /// `new[newIndex]` has no counterpart in the old sequence.
  case insert(newIndex: Int)
}

/// A shortest edit script between two sequences (Myers' O((N+M)·D) greedy algorithm), with a
/// bound on the work it will do.
///
/// The common prefix and suffix are matched first in linear time, so a single change in a
/// 10,000-element array costs one linear scan. The search over the remaining middle stops after
/// `maxDifferences` edits and returns `nil`; callers then fall back to a cheap alignment (by
/// position or by key), which keeps the worst case bounded instead of quadratic.
enum DumpEditScript {
  /// The default bound: enough for any readable diff, small enough to stay fast (the search
  /// keeps O(D²) memory and does O((N+M)·D) work).
  static func defaultMaxDifferences(oldCount: Int, newCount: Int) -> Int {
    min(1000, max(32, 4_000_000 / max(1, oldCount + newCount)))
  }

  /// Operations in order (old and new indices both non-decreasing), or `nil` when more than
  /// `maxDifferences` insertions and deletions would be needed.
  static func compute(
    oldCount: Int, newCount: Int, maxDifferences: Int, equal: (Int, Int) -> Bool
  ) -> [DumpEditOperation]? {
    var prefix = 0
    while prefix < oldCount, prefix < newCount, equal(prefix, prefix) { prefix += 1 }
    var suffix = 0
    while suffix < oldCount - prefix, suffix < newCount - prefix,
      equal(oldCount - 1 - suffix, newCount - 1 - suffix)
    {
      suffix += 1
    }
    let middle = middleScript(
      oldRange: prefix..<(oldCount - suffix), newRange: prefix..<(newCount - suffix),
      maxDifferences: maxDifferences, equal: equal)
    guard let middle else { return nil }
    var operations = (0..<prefix).map { DumpEditOperation.match(oldIndex: $0, newIndex: $0) }
    operations.reserveCapacity(prefix + middle.count + suffix)
    operations += middle
    for offset in stride(from: suffix, to: 0, by: -1) {
      operations.append(.match(oldIndex: oldCount - offset, newIndex: newCount - offset))
    }
    return operations
  }

  /// Myers' forward search over `old[oldRange]` and `new[newRange]`, then a walk back through
  /// the recorded frontiers to recover the path.
  private static func middleScript(
    oldRange: Range<Int>, newRange: Range<Int>, maxDifferences: Int,
    equal: (Int, Int) -> Bool
  ) -> [DumpEditOperation]? {
    let oldCount = oldRange.count
    let newCount = newRange.count
    if oldCount == 0 {
      return newRange.map { .insert(newIndex: $0) }
    }
    if newCount == 0 {
      return oldRange.map { .delete(oldIndex: $0) }
    }
    let limit = min(maxDifferences, oldCount + newCount)
    let offset = limit + 1
    // frontier[k + offset]: the furthest x reached on diagonal k = x - y.
    var frontier = [Int](repeating: 0, count: 2 * limit + 3)
    // history[d][k + d]: the frontier after d edits, kept to walk the path back.
    var history: [[Int]] = []
    for edits in 0...limit {
      for diagonal in stride(from: -edits, through: edits, by: 2) {
        let goesDown =
          diagonal == -edits
          || (diagonal != edits
            && frontier[diagonal - 1 + offset] < frontier[diagonal + 1 + offset])
        var x = goesDown ? frontier[diagonal + 1 + offset] : frontier[diagonal - 1 + offset] + 1
        var y = x - diagonal
        while x < oldCount, y < newCount,
          equal(oldRange.lowerBound + x, newRange.lowerBound + y)
        {
          x += 1
          y += 1
        }
        frontier[diagonal + offset] = x
        if x >= oldCount, y >= newCount {
          history.append(Array(frontier[(offset - edits)...(offset + edits)]))
          return backtrack(
            history: history, oldCount: oldCount, newCount: newCount,
            oldStart: oldRange.lowerBound, newStart: newRange.lowerBound)
        }
      }
      history.append(Array(frontier[(offset - edits)...(offset + edits)]))
    }
    return nil
  }

  private static func backtrack(
    history: [[Int]], oldCount: Int, newCount: Int, oldStart: Int, newStart: Int
  ) -> [DumpEditOperation] {
    var operations: [DumpEditOperation] = []
    var x = oldCount
    var y = newCount
    for edits in stride(from: history.count - 1, to: 0, by: -1) {
      let previous = history[edits - 1]
      let diagonal = x - y
      // Index of diagonal k in the frontier recorded after `edits - 1` edits.
      func reached(_ k: Int) -> Int { previous[k + edits - 1] }
      let cameDown =
        diagonal == -edits || (diagonal != edits && reached(diagonal - 1) < reached(diagonal + 1))
      let previousDiagonal = cameDown ? diagonal + 1 : diagonal - 1
      let previousX = reached(previousDiagonal)
      let previousY = previousX - previousDiagonal
      let stepX = cameDown ? previousX : previousX + 1
      while x > stepX {
        x -= 1
        y -= 1
        operations.append(.match(oldIndex: oldStart + x, newIndex: newStart + y))
      }
      if cameDown {
        operations.append(.insert(newIndex: newStart + previousY))
      } else {
        operations.append(.delete(oldIndex: oldStart + previousX))
      }
      x = previousX
      y = previousY
    }
    while x > 0, y > 0 {
      x -= 1
      y -= 1
      operations.append(.match(oldIndex: oldStart + x, newIndex: newStart + y))
    }
    return operations.reversed()
  }
}

extension DumpEditScript {
  /// A longest-common-subsequence alignment of two sequences of unique keys, in O(n log n).
  ///
  /// With unique keys every common key is a candidate match, and the largest order-preserving
  /// set of them is a longest increasing subsequence of old positions taken in new order. Keys
  /// outside it (present on both sides but reordered) come out as a deletion at the old position
  /// and an insertion at the new one, so a move is visible. Returns `nil` when either side
  /// repeats a key.
  static func uniqueKeyScript(
    oldKeys: [String], newKeys: [String]
  ) -> [DumpEditOperation]? {
    var oldIndexByKey: [String: Int] = [:]
    oldIndexByKey.reserveCapacity(oldKeys.count)
    for (index, key) in oldKeys.enumerated() {
      guard oldIndexByKey.updateValue(index, forKey: key) == nil else { return nil }
    }
    guard Set(newKeys).count == newKeys.count else { return nil }
    let common: [(oldIndex: Int, newIndex: Int)] = newKeys.enumerated().compactMap {
      newIndex, key in oldIndexByKey[key].map { (oldIndex: $0, newIndex: newIndex) }
    }
    let kept = longestIncreasingRun(common)
    var operations: [DumpEditOperation] = []
    operations.reserveCapacity(oldKeys.count + newKeys.count)
    var nextOld = 0
    var nextNew = 0
    for pair in kept + [(oldIndex: oldKeys.count, newIndex: newKeys.count)] {
      operations += (nextOld..<pair.oldIndex).map { .delete(oldIndex: $0) }
      operations += (nextNew..<pair.newIndex).map { .insert(newIndex: $0) }
      if pair.oldIndex < oldKeys.count {
        operations.append(.match(oldIndex: pair.oldIndex, newIndex: pair.newIndex))
      }
      nextOld = pair.oldIndex + 1
      nextNew = pair.newIndex + 1
    }
    return operations
  }

  /// The longest subsequence of `pairs` (already in increasing `newIndex` order) whose
  /// `oldIndex` also increases; patience sorting with predecessor links. Among equally long
  /// runs, the one ending earliest is kept, so the result is deterministic.
  private static func longestIncreasingRun(
    _ pairs: [(oldIndex: Int, newIndex: Int)]
  ) -> [(oldIndex: Int, newIndex: Int)] {
    // tails[length - 1]: index in `pairs` of the smallest tail of a run of that length.
    var tails: [Int] = []
    var predecessor = [Int](repeating: -1, count: pairs.count)
    for (position, pair) in pairs.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if pairs[tails[middle]].oldIndex < pair.oldIndex { low = middle + 1 } else { high = middle }
      }
      predecessor[position] = low > 0 ? tails[low - 1] : -1
      if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var run: [(oldIndex: Int, newIndex: Int)] = []
    var position = tails.last ?? -1
    while position >= 0 {
      run.append(pairs[position])
      position = predecessor[position]
    }
    return run.reversed()
  }
}
