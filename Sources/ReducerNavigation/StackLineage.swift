/// The ids of a ``StackState`` as an immutable linked list, top first, whose nodes copies of the stack share.
///
/// The stack `forEach` must cancel the effects of every element that left the stack during an action, whatever the
/// parent did to it. Keeping the ids array from before the action for that made every push copy the whole array
/// (the kept copy shares its buffer) and then compare and hash all ids: O(depth) per push. A lineage costs O(1) to
/// keep: it is one reference to the top node. A push adds a node on top, a pop moves to the node below, and what
/// left between two lineages is found by walking down both to the node they share: O(ids pushed + ids popped), the
/// same for a stack replaced wholesale (the walk then reaches the bottom). Opaque: what a ``StackPlace`` remembers of
/// the stack before the parent runs.
public final class StackLineage: Sendable {
  /// The id of this element.
  let id: StackElementID
  /// How many elements this node and the ones below it hold.
  let depth: Int
  // NB: written only by `deinit`, which holds the last reference to this node, to release the nodes below one
  // by one instead of recursively (a release per node down a deep stack would overflow the thread's stack).
  nonisolated(unsafe) private var below: StackLineage?

  /// The node for `id` pushed on top of `below`.
  init(id: StackElementID, below: StackLineage?) {
    self.id = id
    self.depth = (below?.depth ?? 0) + 1
    self.below = below
  }

  /// The node under this one; nil at the bottom.
  var next: StackLineage? { below }

  deinit {
    var node = below
    below = nil
    while node != nil, isKnownUniquelyReferenced(&node) {
      let following = node?.below
      node?.below = nil
      node = following
    }
  }

  /// The ids in `before` that are not in `after`, top first: the elements that left the stack between the two.
  @usableFromInline
  static func removed(from before: StackLineage?, to after: StackLineage?) -> [StackElementID] {
    var before = before
    var after = after
    var left: [StackElementID] = []
    var arrived: Set<StackElementID> = []
    // Walk the deeper side down until both are at one depth, then both together until they meet.
    while before !== after {
      let beforeDepth = before?.depth ?? 0
      let afterDepth = after?.depth ?? 0
      if beforeDepth >= afterDepth, let node = before {
        left.append(node.id)
        before = node.below
      }
      if afterDepth >= beforeDepth, let node = after {
        arrived.insert(node.id)
        after = node.below
      }
    }
    // An id popped and pushed again in the same action is still on the stack.
    return arrived.isEmpty ? left : left.filter { !arrived.contains($0) }
  }
}
