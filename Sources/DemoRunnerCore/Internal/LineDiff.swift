/// A line diff of two texts for `check`: `-` lines from the golden, `+` lines from the replay,
/// with a little context and `@@` headers giving line numbers.
enum LineDiff {
  /// The diff of `expected` and `actual`, or `nil` when they are equal.
  ///
  /// The common prefix and suffix are skipped; the rest is aligned by a longest common
  /// subsequence when small enough (else shown as removed then added), so the cost stays bounded
  /// for any input.
  static func diff(
    _ expected: String, _ actual: String, expectedName: String, actualName: String,
    context: Int = 2
  ) -> String? {
    guard expected != actual else { return nil }
    let old = lines(expected)
    let new = lines(actual)
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let oldMiddle = Array(old[prefix..<(old.count - suffix)])
    let newMiddle = Array(new[prefix..<(new.count - suffix)])
    var edits: [Edit] = old[..<prefix].map { .same($0) }
    edits += align(oldMiddle, newMiddle)
    edits += old[(old.count - suffix)...].map { .same($0) }
    var output = ["--- \(expectedName)", "+++ \(actualName)"]
    output += hunks(edits, context: context)
    if expected.hasSuffix("\n") != actual.hasSuffix("\n") {
      output.append("(the final newline differs)")
    }
    return output.joined(separator: "\n")
  }

  private enum Edit: Equatable {
    case same(String)
    case removed(String)
    case added(String)

    var isChange: Bool {
      if case .same = self { return false }
      return true
    }
  }

  private static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The largest middle section aligned line by line; larger ones are shown as replaced.
  private static let maximumCells = 4_000_000

  private static func align(_ old: [String], _ new: [String]) -> [Edit] {
    guard !old.isEmpty, !new.isEmpty, old.count * new.count <= maximumCells else {
      return old.map { .removed($0) } + new.map { .added($0) }
    }
    // lengths[i][j]: LCS length of old[i...] and new[j...], in one flat array.
    let width = new.count + 1
    var lengths = [Int32](repeating: 0, count: (old.count + 1) * width)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        lengths[i * width + j] =
          old[i] == new[j]
          ? lengths[(i + 1) * width + j + 1] + 1
          : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
      }
    }
    var edits: [Edit] = []
    var i = 0
    var j = 0
    while i < old.count, j < new.count {
      if old[i] == new[j] {
        edits.append(.same(old[i]))
        i += 1
        j += 1
      } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
        edits.append(.removed(old[i]))
        i += 1
      } else {
        edits.append(.added(new[j]))
        j += 1
      }
    }
    edits += old[i...].map { .removed($0) }
    edits += new[j...].map { .added($0) }
    return edits
  }

  /// The changed edits with `context` unchanged lines around them, in `@@` hunks.
  private static func hunks(_ edits: [Edit], context: Int) -> [String] {
    let changed = edits.indices.filter { edits[$0].isChange }
    guard let first = changed.first else { return [] }
    var output: [String] = []
    func emit(_ range: Range<Int>) {
      var oldLine = 1
      var newLine = 1
      for edit in edits[..<range.lowerBound] {
        switch edit {
        case .same:
          oldLine += 1
          newLine += 1
        case .removed: oldLine += 1
        case .added: newLine += 1
        }
      }
      output.append("@@ golden line \(oldLine), replay line \(newLine) @@")
      for edit in edits[range] {
        switch edit {
        case let .same(line): output.append("  " + line)
        case let .removed(line): output.append("- " + line)
        case let .added(line): output.append("+ " + line)
        }
      }
    }
    var start = max(0, first - context)
    var end = min(edits.count, first + context + 1)
    for change in changed.dropFirst() {
      if change - context > end {
        emit(start..<end)
        start = change - context
      }
      end = min(edits.count, change + context + 1)
    }
    emit(start..<end)
    return output
  }
}
