/// Produces the readable diff of two dump trees.
///
/// Walks both trees together. Equal subtrees are folded into `… (N unchanged)`; a changed node
/// that fits on one line on both sides prints as a `-` line and a `+` line; a changed container
/// of the same shape on both sides prints its opening and closing lines as context and recurses
/// into its children; anything else prints the whole old block with `-` and the whole new block
/// with `+`. Children are aligned per kind:
///
/// - structures, tuples and enum payloads by label;
/// - dictionaries by key and identified collections by id, as a longest common subsequence of
///   keys: removed and added entries show as whole `-`/`+` entries, and an id that moved shows
///   as removed at its old place and added at its new one (elided to `Row.State(…)` when its
///   contents did not change);
/// - collections by element equality (`DumpEditScript`), with each change located by index
///   (`[2]: `), pairing removed and added elements of a hunk so a changed element recurses;
/// - sets by element equality, unpaired.
struct DumpDiffer {
  private(set) var lines: [String] = []

  private static let contextPrefix = "  "
  private static let removedPrefix = "- "
  private static let addedPrefix = "+ "

  /// The diff of `old` against `new`; `old` and `new` are expected to differ.
  static func diff(_ old: DumpNode, _ new: DumpNode) -> [String] {
    var differ = DumpDiffer()
    differ.diff(old, new, at: Position(indent: 0, label: "", comma: false))
    return differ.lines
  }

  /// Where a pair of nodes prints: indentation, each side's label and trailing comma.
  fileprivate struct Position {
    var indent: Int
    var oldLabel: String
    var newLabel: String
    var oldComma: Bool
    var newComma: Bool
    /// The label on context lines: the new label, or `[old→new]` for a moved element.
    var contextLabel: String? = nil
  }

  private mutating func diff(_ old: DumpNode, _ new: DumpNode, at position: Position) {
    let oldFits = DumpRenderer.fitsOnOneLine(
      old, indent: position.indent, label: position.oldLabel, comma: position.oldComma)
    let newFits = DumpRenderer.fitsOnOneLine(
      new, indent: position.indent, label: position.newLabel, comma: position.newComma)
    let sameShape =
      old.isContainer && old.kind == new.kind && old.text == new.text && old.close == new.close
    // A struct with the same shape on both sides is expanded even when each side fits on one line, so the diff
    // isolates the changed field (as TCA's diffs do); short collections and payloads still print whole.
    let expand = old.kind == .structure && position.indent == 0
    guard sameShape, expand || !(oldFits && newFits) else {
      removed(old, at: position)
      added(new, at: position)
      return
    }
    let padding = String(repeating: " ", count: position.indent)
    let label = position.contextLabel ?? position.newLabel
    lines.append(Self.contextPrefix + padding + label + new.text)
    diffChildren(old, new, indent: position.indent + DumpRenderer.indentWidth)
    lines.append(Self.contextPrefix + padding + new.close + (position.newComma ? "," : ""))
  }

  // MARK: - Children

  private mutating func diffChildren(_ old: DumpNode, _ new: DumpNode, indent: Int) {
    var unchanged = 0
    let oldLast = old.children.count - 1
    let newLast = new.children.count - 1
    let steps = alignment(old, new)
    let moved = old.kind == .identified ? movedUnchangedLabels(old, new, steps) : []

    func flush(_ differ: inout DumpDiffer) {
      guard unchanged > 0 else { return }
      let padding = String(repeating: " ", count: indent)
      differ.lines.append(Self.contextPrefix + padding + "… (\(unchanged) unchanged)")
      unchanged = 0
    }

    for step in steps {
      switch step {
      case .aligned(let oldIndex, let newIndex):
        let oldChild = old.children[oldIndex]
        let newChild = new.children[newIndex]
        guard oldChild.node != newChild.node || oldChild.label != newChild.label else {
          unchanged += 1
          continue
        }
        flush(&self)
        var position = Position(
          indent: indent, oldLabel: oldChild.label, newLabel: newChild.label,
          oldComma: oldIndex < oldLast, newComma: newIndex < newLast)
        if old.kind == .collection {
          position.oldLabel = "[\(oldIndex)]: "
          position.newLabel = "[\(newIndex)]: "
          position.contextLabel = oldIndex == newIndex ? nil : "[\(oldIndex)→\(newIndex)]: "
        }
        diff(oldChild.node, newChild.node, at: position)
      case .removed(let oldIndex):
        flush(&self)
        let (node, position) = Self.unmatched(old, oldIndex, indent: indent, moved: moved)
        removed(node, at: position)
      case .added(let newIndex):
        flush(&self)
        let (node, position) = Self.unmatched(new, newIndex, indent: indent, moved: moved)
        added(node, at: position)
      }
    }
    flush(&self)
  }

  /// Ids whose entry was removed at one place and added unchanged at another: only the move
  /// matters, so their contents print elided (`Row.State(…)`).
  private func movedUnchangedLabels(
    _ old: DumpNode, _ new: DumpNode, _ steps: [Step]
  ) -> Set<String> {
    var removedNodes: [String: DumpNode] = [:]
    for case .removed(let oldIndex) in steps {
      removedNodes[old.children[oldIndex].label] = old.children[oldIndex].node
    }
    guard !removedNodes.isEmpty else { return [] }
    var moved = Set<String>()
    for case .added(let newIndex) in steps {
      let child = new.children[newIndex]
      if removedNodes[child.label] == child.node { moved.insert(child.label) }
    }
    return moved
  }

  /// The child at `index` of `parent` that only one side has, as it prints: indexed in a collection, elided when
  /// it only moved (see ``movedUnchangedLabels(_:_:_:)``).
  private static func unmatched(
    _ parent: DumpNode, _ index: Int, indent: Int, moved: Set<String>
  ) -> (node: DumpNode, position: Position) {
    let child = parent.children[index]
    let label = parent.kind == .collection ? "[\(index)]: " : child.label
    let node = moved.contains(child.label) ? elided(child.node) : child.node
    return (node, Position(indent: indent, label: label, comma: index < parent.children.count - 1))
  }

  /// `node` with its contents replaced by `…`: `Row.State(…)`, `[…]`; leaves stay as they are.
  private static func elided(_ node: DumpNode) -> DumpNode {
    guard node.isContainer, !node.children.isEmpty else { return node }
    return .leaf(node.text + "…" + node.close)
  }

  private enum Step {
    /// Children aligned with each other, equal or not.
    case aligned(oldIndex: Int, newIndex: Int)
    case removed(oldIndex: Int)
    case added(newIndex: Int)
  }

  private func alignment(_ old: DumpNode, _ new: DumpNode) -> [Step] {
    let oldChildren = old.children
    let newChildren = new.children
    switch old.kind {
    case .collection, .set:
      let oldPrints = oldChildren.map(\.node.fingerprint)
      let newPrints = newChildren.map(\.node.fingerprint)
      let script = DumpEditScript.compute(
        oldCount: oldChildren.count, newCount: newChildren.count,
        maxDifferences: DumpEditScript.defaultMaxDifferences(
          oldCount: oldChildren.count, newCount: newChildren.count)
      ) { oldPrints[$0] == newPrints[$1] }
      return steps(
        script ?? positional(oldChildren.count, newChildren.count),
        pairingHunks: old.kind == .collection)
    case .leaf, .structure, .enumCase, .tuple, .dictionary, .identified:
      let oldLabels = oldChildren.map(\.label)
      let newLabels = newChildren.map(\.label)
      if oldLabels == newLabels {
        return (0..<oldChildren.count).map { .aligned(oldIndex: $0, newIndex: $0) }
      }
      if let script = DumpEditScript.uniqueKeyScript(oldKeys: oldLabels, newKeys: newLabels) {
        return steps(script, pairingHunks: false)
      }
      // Repeated labels (unlabelled children, or keys that dump alike): align by a bounded
      // edit search, else by position.
      let script = DumpEditScript.compute(
        oldCount: oldLabels.count, newCount: newLabels.count,
        maxDifferences: DumpEditScript.defaultMaxDifferences(
          oldCount: oldLabels.count, newCount: newLabels.count)
      ) { oldLabels[$0] == newLabels[$1] }
      return steps(script ?? positional(oldLabels.count, newLabels.count), pairingHunks: true)
    }
  }

  /// Every old element deleted and every new one inserted: paired in order by `steps`, this
  /// aligns by position.
  private func positional(_ oldCount: Int, _ newCount: Int) -> [DumpEditOperation] {
    (0..<oldCount).map { .delete(oldIndex: $0) } + (0..<newCount).map { .insert(newIndex: $0) }
  }

  /// Turns edit operations into steps. With `pairingHunks`, the removals and insertions between
  /// two matches are paired in order (the first removed with the first inserted, …), so an
  /// element that changed in place shows as one located change rather than a removal plus an
  /// insertion; what is left over shows as removed or added.
  private func steps(_ operations: [DumpEditOperation], pairingHunks: Bool) -> [Step] {
    var result: [Step] = []
    result.reserveCapacity(operations.count)
    var removals: [Int] = []
    var insertions: [Int] = []

    func flushHunk() {
      let paired = pairingHunks ? min(removals.count, insertions.count) : 0
      for index in 0..<paired {
        result.append(.aligned(oldIndex: removals[index], newIndex: insertions[index]))
      }
      result += removals[paired...].map { .removed(oldIndex: $0) }
      result += insertions[paired...].map { .added(newIndex: $0) }
      removals.removeAll(keepingCapacity: true)
      insertions.removeAll(keepingCapacity: true)
    }

    for operation in operations {
      switch operation {
      case .match(let oldIndex, let newIndex):
        flushHunk()
        result.append(.aligned(oldIndex: oldIndex, newIndex: newIndex))
      case .delete(let oldIndex):
        removals.append(oldIndex)
      case .insert(let newIndex):
        insertions.append(newIndex)
      }
    }
    flushHunk()
    return result
  }

  // MARK: - Whole blocks

  private mutating func removed(_ node: DumpNode, at position: Position) {
    DumpRenderer.appendLines(
      of: node, indent: position.indent, label: position.oldLabel, comma: position.oldComma,
      prefix: Self.removedPrefix, to: &lines)
  }

  private mutating func added(_ node: DumpNode, at position: Position) {
    DumpRenderer.appendLines(
      of: node, indent: position.indent, label: position.newLabel, comma: position.newComma,
      prefix: Self.addedPrefix, to: &lines)
  }
}

extension DumpDiffer.Position {
  /// A position where only one side prints.
  fileprivate init(indent: Int, label: String, comma: Bool) {
    self.init(
      indent: indent, oldLabel: label, newLabel: label, oldComma: comma, newComma: comma)
  }
}
