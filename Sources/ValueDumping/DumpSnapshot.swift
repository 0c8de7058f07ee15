/// A value's dump, frozen when it is taken: dumping or diffing the snapshot later gives the value as it was then.
///
/// Most values never change once copied, but a value holding a reference (a class, or a `@Shared` field) dumps that
/// reference as it is *now*. Keep a snapshot to diff a value with its later self:
///
/// ```swift
/// let before = DumpSnapshot(store.state)
/// store.send(.toggleTapped)              // changes a @Shared field
/// print(diffValues(before, store.state) ?? "no change")
/// ```
public struct DumpSnapshot: Sendable {
  let tree: DumpNode

  /// A snapshot of `value`'s dump, now.
  public init(_ value: Any) {
    var builder = DumpTreeBuilder(maxDepth: .max)
    self.tree = builder.build(value)
  }
}
