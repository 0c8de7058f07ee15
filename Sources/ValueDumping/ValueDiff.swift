/// Returns a readable diff of two values' dumps, or `nil` when the dumps are equal.
///
/// Both values are dumped as by ``dumpValue(_:maxDepth:)`` and compared structurally. The diff
/// shows only what changed: `-` lines come from `expected`, `+` lines from `actual`, and each
/// change keeps the opening and closing lines of its enclosing values as context, so the path to
/// the field stays visible. Unchanged neighbours fold into `… (N unchanged)`.
///
/// ```swift
/// diffValues(expected, actual)
/// //   AppFeature.State(
/// // -   counter: Counter.State(count: 1),
/// // +   counter: Counter.State(count: 2),
/// //     … (1 unchanged)
/// //     rows: [
/// //       … (1 unchanged)
/// // -     [id: 2]: Row.State(id: 2, title: "B")
/// // +     [id: 2]: Row.State(id: 2, title: "C")
/// //     ],
/// //     … (2 unchanged)
/// //   )
/// ```
///
/// How changes are located:
/// - A changed value that fits on one line on both sides shows as one `-` and one `+` line; a
///   larger one of the same type (or enum case) is entered and diffed field by field; values of
///   different types or cases show in full on both sides.
/// - Array elements are aligned by a bounded shortest-edit search and located by index
///   (`[2]: `, or `[2→3]: ` for a changed element that also moved); inserted and removed
///   elements show as `+` and `-` lines.
/// - Dictionary entries are matched by key, ``IdentifiedCollectionDumpable`` entries by id, and
///   set elements by value.
///
/// The result is deterministic. Cost is linear in the size of the values plus, inside each
/// changed collection, an edit search that is bounded and falls back to aligning by position.
///
/// - Parameters:
///   - expected: The value that was expected (printed with `-`).
///   - actual: The value that was found (printed with `+`).
/// - Returns: The diff, lines separated by `\n`, or `nil` when both values dump identically.
public func diffValues(_ expected: Any, _ actual: Any) -> String? {
  var expectedBuilder = DumpTreeBuilder(maxDepth: .max)
  var actualBuilder = DumpTreeBuilder(maxDepth: .max)
  let expectedTree = expectedBuilder.build(expected)
  let actualTree = actualBuilder.build(actual)
  if expectedTree == actualTree { return nil }
  // Different trees can still print alike (a description that reads like a struct, say);
  // the contract is about dumps, so compare the text before reporting a difference.
  if DumpRenderer.render(expectedTree) == DumpRenderer.render(actualTree) { return nil }
  return DumpDiffer.diff(expectedTree, actualTree).joined(separator: "\n")
}
