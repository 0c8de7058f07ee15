/// Values by non-negative `Int` key, for keys handed out in increasing order (effect and lineage ids): an
/// open-addressing table whose slot is the key itself, masked.
///
/// A `Dictionary<Int, Value>` hashes every key with `Hasher` (SipHash) to defend against keys chosen to collide;
/// sequential ids cannot be, and the ids alive at once are few and close together, so the key's low bits spread
/// them over the slots with no hashing at all. Linear probing, at most half full, with backward-shift deletion (no
/// tombstones): a look-up of a live id usually reads one slot.
struct IntKeyedTable<Value> {
  /// One slot: `key` is -1 when it is empty (and `value` nil).
  private struct Slot {
    var key: Int
    var value: Value?
  }

  private var slots: [Slot] = []
  /// `slots.count - 1`; the slots are a power of two.
  private var mask = -1
  /// How many keys hold a value.
  private(set) var count = 0

  init() {}

  var isEmpty: Bool { count == 0 }

  /// The slot holding `key`, if any.
  private func slot(of key: Int) -> Int? {
    guard count > 0 else { return nil }
    var index = key & mask
    while true {
      let found = slots[index].key
      if found == key { return index }
      if found < 0 { return nil }
      index = (index + 1) & mask
    }
  }

  /// The value for `key`; assigning nil removes it. Modified in place (no copy of the value on write).
  subscript(key: Int) -> Value? {
    get {
      guard let index = slot(of: key) else { return nil }
      return slots[index].value
    }
    set {
      if let index = slot(of: key) {
        if let newValue {
          slots[index].value = newValue
        } else {
          remove(at: index)
        }
      } else if let newValue {
        insert(newValue, for: key)
      }
    }
    _modify {
      if let index = slot(of: key) {
        yield &slots[index].value
        if slots[index].value == nil { remove(at: index) }
      } else {
        var value: Value? = nil
        yield &value
        if let value { insert(value, for: key) }
      }
    }
  }

  /// Removes the value for `key` and returns it.
  @discardableResult
  mutating func removeValue(forKey key: Int) -> Value? {
    guard let index = slot(of: key) else { return nil }
    let value = slots[index].value.take()
    remove(at: index)
    return value
  }

  /// Adds `value` for `key`, which holds none.
  private mutating func insert(_ value: consuming Value, for key: Int) {
    precondition(key >= 0, "IntKeyedTable keys are non-negative")
    if (count + 1) * 2 > slots.count { grow() }
    var index = key & mask
    while slots[index].key >= 0 { index = (index + 1) & mask }
    slots[index].key = key
    slots[index].value = consume value
    count += 1
  }

  /// Empties slot `index`, moving back the entries after it that probed past it (so no look-up stops short).
  private mutating func remove(at index: Int) {
    slots[index].key = -1
    slots[index].value = nil
    count -= 1
    var hole = index
    var next = (index + 1) & mask
    while slots[next].key >= 0 {
      let home = slots[next].key & mask
      // The entry at `next` may fill the hole when the hole lies between its home slot and `next` (cyclically).
      if (next &- home) & mask >= (next &- hole) & mask {
        slots.swapAt(hole, next)
        hole = next
      }
      next = (next + 1) & mask
    }
  }

  /// Doubles the slots (eight at first) and puts every entry back.
  private mutating func grow() {
    let old = slots
    let capacity = Swift.max(8, slots.count * 2)
    slots = Array(repeating: Slot(key: -1, value: nil), count: capacity)
    mask = capacity - 1
    count = 0
    for slot in old {
      if let value = slot.value { insert(value, for: slot.key) }
    }
  }

  /// Every key, in no particular order.
  var keys: [Int] { slots.compactMap { $0.key >= 0 ? $0.key : nil } }

  /// Every value, in no particular order.
  var values: [Value] { slots.compactMap(\.value) }

  /// Every key and its value, in increasing key order.
  var sortedByKey: [(key: Int, value: Value)] {
    slots.compactMap { slot in slot.value.map { (slot.key, $0) } }.sorted { $0.key < $1.key }
  }

  /// Calls `body` on every value, in place.
  mutating func modifyEach(_ body: (inout Value) -> Void) {
    for index in slots.indices {
      guard var value = slots[index].value.take() else { continue }
      body(&value)
      slots[index].value = value
    }
  }
}
