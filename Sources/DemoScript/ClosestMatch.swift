/// Edit-distance suggestions for "did you mean …?" messages.
///
/// Names are compared case-insensitively with the optimal-string-alignment distance (insert,
/// delete, substitute, swap two neighbours). A candidate is suggested when it is within about a
/// third of the name's length, or when it starts with what was typed. Work is bounded: names
/// longer than 64 scalars are never compared.
///
/// ```swift
/// ClosestMatch.suggestions(for: "sned", among: ["scenario", "send", "wait"])  // ["send"]
/// ```
public enum ClosestMatch {
  /// The longest name (in Unicode scalars) that is compared at all.
  public static let maximumNameLength = 64

  /// The candidates closest to `name`, best first, at most `limit` of them.
  ///
  /// - Parameters:
  ///   - name: What the user wrote.
  ///   - candidates: The valid names. Exact matches of `name` are skipped.
  ///   - limit: The most suggestions to return.
  /// - Returns: Suggestions ordered by distance, then by the candidates' order.
  public static func suggestions(
    for name: String,
    among candidates: some Sequence<String>,
    limit: Int = 3
  ) -> [String] {
    let typed = Array(name.lowercased().unicodeScalars)
    guard !typed.isEmpty, typed.count <= maximumNameLength, limit > 0 else { return [] }
    let threshold = max(1, min(3, (typed.count + 1) / 3))
    var scored: [(distance: Int, order: Int, name: String)] = []
    var seen: Set<String> = []
    for (order, candidate) in candidates.enumerated() where candidate != name {
      guard seen.insert(candidate).inserted else { continue }
      let other = Array(candidate.lowercased().unicodeScalars)
      guard !other.isEmpty, other.count <= maximumNameLength else { continue }
      let bound = threshold + 1
      let distance = boundedDistance(typed, other, bound: bound)
      if distance <= threshold {
        scored.append((distance, order, candidate))
      } else if typed.count >= 3, other.starts(with: typed) {
        scored.append((bound, order, candidate))
      }
    }
    scored.sort { ($0.distance, $0.order) < ($1.distance, $1.order) }
    return scored.prefix(limit).map(\.name)
  }

  /// The optimal-string-alignment distance, or `bound` once it is known to be at least that.
  static func boundedDistance(
    _ a: [Unicode.Scalar],
    _ b: [Unicode.Scalar],
    bound: Int
  ) -> Int {
    if abs(a.count - b.count) >= bound { return bound }
    if a.isEmpty || b.isEmpty { return min(bound, max(a.count, b.count)) }
    var twoBack = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, twoBack[j - 2] + 1)
        }
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      if rowMinimum >= bound { return bound }
      (twoBack, previous, current) = (previous, current, twoBack)
    }
    return min(previous[b.count], bound)
  }

  /// Joins `items` as "a, b or c".
  package static func joined(_ items: [String], conjunction: String) -> String {
    switch items.count {
    case 0: return ""
    case 1: return items[0]
    default:
      return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
    }
  }
}
