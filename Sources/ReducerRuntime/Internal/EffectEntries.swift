/// The running effects of one store, by id: a dictionary that keeps one entry inline.
///
/// Most stores run one effect at a time (an app's round trip registers an effect and finishes it within the send
/// that started it): held inline, it is stored and removed with no `Hasher` round and no bucket look-up. The inline
/// slot is taken by the next effect registered while it is free; any other goes to the dictionary. Ids are only
/// ever inserted once.
struct EffectEntries {
  typealias Entry = EffectTable.Entry

  /// The id of the entry held inline; `Int.min` while the slot is free (ids are never negative).
  private var inlineID = Int.min
  // NB: not an `Optional<Entry>`: its checks and copies went through `Entry`'s value witnesses (the
  // `Optional`-against-`nil` comparisons are generic), which cost more than the dictionary look-up they replace.
  /// The entry held inline; a placeholder holding nothing while the slot is free.
  private var inline = Entry.placeholder
  /// The other entries.
  private var others: [Int: Entry] = [:]

  init() {}

  var isEmpty: Bool { inlineID == Int.min && others.isEmpty }

  /// Adds the entry of a new effect `id` (not present yet).
  mutating func insert(_ entry: consuming Entry, for id: Int) {
    if inlineID == Int.min {
      inlineID = id
      inline = entry
    } else {
      others[id] = entry
    }
  }

  /// The entry of effect `id`; setting replaces an entry that is present (nil removes it).
  subscript(id: Int) -> Entry? {
    get {
      if inlineID == id { return inline }
      return others[id]
    }
    set {
      guard inlineID == id else {
        others[id] = newValue
        return
      }
      if let newValue {
        inline = newValue
      } else {
        inlineID = Int.min
        inline = Entry.placeholder
      }
    }
  }

  /// Removes the entry of effect `id`, and returns it.
  mutating func removeValue(forKey id: Int) -> Entry? {
    if inlineID == id {
      inlineID = Int.min
      var entry = Entry.placeholder
      swap(&entry, &inline)
      return entry
    }
    guard !others.isEmpty else { return nil }
    return others.removeValue(forKey: id)
  }

  /// Every id, in no particular order.
  var ids: [Int] {
    var ids = Array(others.keys)
    if inlineID != Int.min { ids.append(inlineID) }
    return ids
  }

  /// Every entry with its id, in increasing order of id (the oldest first).
  var sorted: [(id: Int, entry: Entry)] {
    var all = others.map { (id: $0.key, entry: $0.value) }
    if inlineID != Int.min { all.append((inlineID, inline)) }
    all.sort { $0.id < $1.id }
    return all
  }

  /// Every entry, in no particular order.
  var values: [Entry] {
    var values = Array(others.values)
    if inlineID != Int.min { values.append(inline) }
    return values
  }
}
