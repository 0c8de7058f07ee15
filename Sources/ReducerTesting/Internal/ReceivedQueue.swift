/// A first-in, first-out queue: what a test store keeps its received actions (and their shared values) in.
///
/// Taking entries off the front moves a head index instead of shifting what follows, so receiving each of `n`
/// queued actions costs O(1) amortised rather than O(n) (an `Array.removeFirst` per `receive` made 100k received
/// actions take seconds). Taken slots are cleared at once, so a state already asserted is not kept alive; the
/// storage is compacted once more than half of it is taken. Indices count from the front: `queue[0]` is the
/// oldest entry still queued.
struct ReceivedQueue<Element>: RandomAccessCollection {
  /// The slots: the taken ones (before `head`) are nil, the queued ones hold their entries.
  private var storage: [Element?] = []
  /// The index in `storage` of the front entry.
  private var head = 0
  /// `storage.count`, kept beside it: the test store's code is not specialised, and asking the array (of optional
  /// tuples) for its count looks up generic metadata every time.
  private var slots = 0

  /// An empty queue.
  init() {}

  var startIndex: Int { 0 }
  var endIndex: Int { slots - head }
  // Stated, not inherited: the defaults go through `distance(from:to:)`, which in the test store's unspecialised
  // code looks up generic metadata on every call (a fifth of a `receive`).
  var count: Int { slots - head }
  var isEmpty: Bool { head == slots }

  /// The entry `position` places behind the front.
  subscript(position: Int) -> Element {
    guard let element = storage[head + position] else {
      preconditionFailure("ReceivedQueue: no entry at \(position) (count \(count))")
    }
    return element
  }

  /// Adds `element` at the back.
  mutating func append(_ element: Element) {
    storage.append(element)
    slots += 1
  }

  /// Takes the front entry off the queue and returns it; the queue must not be empty.
  @discardableResult
  mutating func removeFirst() -> Element {
    let element = self[0]
    removeFirst(1)
    return element
  }

  /// Takes the front `k` entries off the queue (all of them when there are fewer).
  mutating func removeFirst(_ k: Int) {
    let taken = Swift.min(Swift.max(0, k), count)
    for index in head..<(head + taken) { storage[index] = nil }
    head += taken
    if head == slots {
      storage.removeAll(keepingCapacity: true)
      head = 0
      slots = 0
    } else if head >= 32, head * 2 >= slots {
      storage.removeFirst(head)
      slots -= head
      head = 0
    }
  }

  /// Empties the queue.
  mutating func removeAll() {
    storage.removeAll(keepingCapacity: true)
    head = 0
    slots = 0
  }
}
