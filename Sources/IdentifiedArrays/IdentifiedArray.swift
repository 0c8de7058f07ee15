/// An ordered collection of elements with unique ids, readable and writable by id in O(1).
///
/// Use it for lists of child state (`forEach` routes `row(id:action:)` through it): rows keep
/// their order like an `Array`, while `subscript(id:)`, `index(id:)` and `contains(id:)` find
/// an element by id without scanning.
///
/// ```swift
/// struct Todo: Identifiable, Equatable, Sendable {
///   let id: Int
///   var title: String
/// }
///
/// var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk")]
/// todos[id: 1]?.title = "Oat milk"           // edits in place
/// todos[id: 2] = Todo(id: 2, title: "Eggs")  // an absent id appends
/// todos[id: 1] = nil                         // nil removes
/// ```
///
/// Ids are unique by construction. A duplicate handed to `init(uniqueElements:)` or written in
/// an array literal is a programmer error and stops the program with a message naming the id.
/// `append(_:)` and `insert(_:at:)` leave the array unchanged when the id is already present.
/// Decoding throws a `DecodingError` for a duplicate instead, because decoded data comes from
/// outside.
///
/// ## Storage and cost
///
/// Three stores: the ids (their own array, so holding `ids` never pins the elements), the
/// elements, and an index from id to offset. Reading, replacing or editing by id is O(1), and
/// so is `append(_:)` (amortised). Inserting or removing at offset `i` is O(n) and re-indexes
/// only the ids after `i`; `move`, `sort` and `remove(atOffsets:)` re-index only the range
/// whose offsets change. Every mutation is copy-on-write.
///
/// The index stores 4-byte offsets only, in a power-of-two hash table at most 3/4 full; arrays
/// of 16 or fewer elements keep no index and search `ids` directly. For 10,000 rows the index
/// is 64 KiB, so with `Int` ids and 24-byte rows the whole array costs about 1.2x the plain
/// `[Element]` plus `[ID]` it holds (a `Dictionary<ID, Int>` index would make it 1.8x).
///
/// > Important: Elements must not change their id while stored. Every write path checks this
/// > and stops with a precondition failure naming both ids.
public struct IdentifiedArray<ID: Hashable & Sendable, Element> {
  /// The ids in order: `_ids[i]` is the id of `_elements[i]`.
  @usableFromInline var _ids: [ID]
  /// The elements in order.
  @usableFromInline var _elements: [Element]
  /// Finds the offset of an id in `_ids`.
  @usableFromInline var _table: IDPositionTable
  /// Reads an element's id. A key path rather than a closure: a `@Sendable` closure reading
  /// `id` through a generic `Identifiable` conformance would capture a non-Sendable metatype.
  @usableFromInline let _idKeyPath: any KeyPath<Element, ID> & Sendable

  /// Assembles an array from parts that are already consistent.
  init(
    _ids ids: [ID],
    elements: [Element],
    table: IDPositionTable,
    idKeyPath: any KeyPath<Element, ID> & Sendable
  ) {
    _ids = ids
    _elements = elements
    _table = table
    _idKeyPath = idKeyPath
  }

  /// Builds an array whose ids are not yet known to be unique.
  ///
  /// A duplicate is a precondition failure that names `operation` and the repeated id.
  init(
    _validating elements: [Element],
    ids: [ID],
    idKeyPath: any KeyPath<Element, ID> & Sendable,
    operation: @autoclosure () -> String
  ) {
    let (table, duplicate) = IDPositionTable.make(indexing: ids)
    if let duplicate {
      preconditionFailure(
        "\(operation()): duplicate id \(String(reflecting: ids[duplicate.second])) at offsets "
          + "\(duplicate.first) and \(duplicate.second). Ids in an IdentifiedArray must be unique."
      )
    }
    self.init(_ids: ids, elements: elements, table: table, idKeyPath: idKeyPath)
  }

  /// Creates an array from elements with distinct ids, reading each id through `id`.
  ///
  /// Use this form for elements that are not `Identifiable`, or to identify them by another
  /// property. The order of `elements` is kept.
  ///
  /// ```swift
  /// let users = IdentifiedArray(uniqueElements: fetched, id: \User.email)
  /// ```
  ///
  /// > Important: Two elements with the same id are a programmer error: the initializer stops
  /// > with a precondition failure naming the id and both offsets.
  ///
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - id: The key path of an element's id; the id must not change while the element is
  ///     stored.
  public init<S: Sequence<Element>>(
    uniqueElements elements: S,
    id: any KeyPath<Element, ID> & Sendable
  ) {
    let elements = Array(elements)
    self.init(
      _validating: elements,
      ids: elements.map { $0[keyPath: id] },
      idKeyPath: id,
      operation: "IdentifiedArray(uniqueElements:id:)"
    )
  }

  /// The ids of the elements, in order.
  ///
  /// O(1): the ids live in their own storage, so holding this array does not retain the
  /// elements, and editing an element does not copy anything on its account.
  @inlinable public var ids: [ID] { _ids }

  /// The elements, in order, as a plain array (O(1), shares storage until either side changes).
  @inlinable public var elements: [Element] { _elements }

  /// The bytes the id index occupies (0 for arrays of 16 or fewer elements).
  ///
  /// For memory checks in tests and benchmarks; ids and elements occupy `ids.capacity` and
  /// `elements.capacity` slots on top.
  package var indexByteCount: Int {
    _table.buckets.capacity * MemoryLayout<UInt32>.stride
  }

  /// The offset of the element with `id`, or nil when no element has it. O(1).
  @inlinable
  public func index(id: ID) -> Int? {
    _table.find(id, in: _ids).offset
  }

  /// Whether an element with `id` is stored. O(1).
  @inlinable
  public func contains(id: ID) -> Bool {
    index(id: id) != nil
  }

  /// Reads, replaces, edits, appends or removes the element with `id`.
  ///
  /// - Reading returns the element, or nil when the id is absent. O(1).
  /// - Writing an element for a present id replaces it in place, keeping its offset. Edits
  ///   through optional chaining (`rows[id: x]?.title = "y"`) mutate the stored element in
  ///   place: neither the storage nor the element's own buffers are copied when uniquely held.
  /// - Writing an element for an absent id **appends** it.
  /// - Writing nil **removes** the element (O(n), like `remove(id:)`); nil for an absent id
  ///   does nothing.
  ///
  /// ```swift
  /// state.rows[id: id]?.isFavorite.toggle()
  /// state.rows[id: newRow.id] = newRow
  /// state.rows[id: id] = nil
  /// ```
  ///
  /// > Important: Writing an element whose id differs from `id` is a precondition failure.
  @inlinable
  public subscript(id id: ID) -> Element? {
    get {
      _table.find(id, in: _ids).offset.map { _elements[$0] }
    }
    set {
      let probe = _table.find(id, in: _ids)
      switch (probe.offset, newValue) {
      case let (offset?, element?):
        _checkID(of: element, is: id)
        _elements[offset] = element
      case let (offset?, nil):
        _removeID(at: offset, bucket: probe.bucket)
        _elements.remove(at: offset)
      case let (nil, element?):
        _checkID(of: element, is: id)
        _appendNew(element, id: id, bucket: probe.bucket)
      case (nil, nil):
        break
      }
    }
    _modify {
      let probe = _table.find(id, in: _ids)
      var value: Element? = nil
      if let offset = probe.offset {
        // Move the element out of storage (O(1): swap with the last, then pop) so the caller
        // edits a uniquely referenced value; `_finishModify` puts it back.
        _elements.swapAt(offset, _elements.count - 1)
        value = _elements.removeLast()
      }
      defer { _finishModify(id: id, probe: probe, value: value) }
      yield &value
    }
  }
}

/// An `IdentifiedArray` of `Identifiable` elements, keyed by their `id`.
///
/// ```swift
/// var rows: IdentifiedArrayOf<Row.State> = []
/// ```
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>
where Element.ID: Sendable

extension IdentifiedArray: Sendable where Element: Sendable {}

extension IdentifiedArray where Element: Identifiable, Element.ID == ID {
  /// Creates an empty array.
  public init() {
    self.init(_ids: [], elements: [], table: IDPositionTable(), idKeyPath: \Element.id)
  }

  /// Creates an array from elements with distinct ids, keeping their order.
  ///
  /// ```swift
  /// let rows = IdentifiedArrayOf<Row>(uniqueElements: response.rows)
  /// ```
  ///
  /// > Important: Two elements with the same id are a programmer error: the initializer stops
  /// > with a precondition failure naming the id and both offsets. For data from outside
  /// > (a response, a file), decode the array or drop duplicates first (`append(_:)` ignores
  /// > an id that is already present).
  ///
  /// - Parameter elements: The elements, in order.
  public init<S: Sequence<Element>>(uniqueElements elements: S) {
    let elements = Array(elements)
    self.init(
      _validating: elements,
      ids: elements.map(\.id),
      idKeyPath: \Element.id,
      operation: "IdentifiedArray(uniqueElements:)"
    )
  }
}

// MARK: - Internal mutation steps shared by the public operations.

extension IdentifiedArray {
  /// The id of `element`.
  @inlinable
  func _id(of element: Element) -> ID {
    element[keyPath: _idKeyPath]
  }

  /// Stops with a clear message when `element` does not carry `id`.
  @inlinable
  func _checkID(of element: Element, is id: ID) {
    let actual = _id(of: element)
    precondition(
      actual == id,
      "IdentifiedArray: element with id \(String(reflecting: actual)) written to the slot of id "
        + "\(String(reflecting: id)). An element's id must not change while it is stored."
    )
  }

  /// Restores the storage after a `subscript(id:)` modify access.
  @inlinable
  mutating func _finishModify(
    id: ID,
    probe: (bucket: Int, offset: Int?),
    value: Element?
  ) {
    guard let offset = probe.offset else {
      if let value {
        _checkID(of: value, is: id)
        _appendNew(value, id: id, bucket: probe.bucket)
      }
      return
    }
    if let value {
      _checkID(of: value, is: id)
      _elements.append(value)
      _elements.swapAt(offset, _elements.count - 1)
    } else {
      // The former last element sits at `offset`: move it back to the end, which also closes
      // the gap in order.
      if offset < _elements.count {
        let displaced = _elements.remove(at: offset)
        _elements.append(displaced)
      }
      _removeID(at: offset, bucket: probe.bucket)
    }
  }

  /// Appends an element whose id is known to be absent; `bucket` comes from the failed lookup.
  @inlinable
  mutating func _appendNew(_ element: Element, id: ID, bucket: Int) {
    let offset = _ids.count
    _ids.append(id)
    _elements.append(element)
    if _table.needsGrowth(forCount: _ids.count) {
      _reindexAll()
    } else if _table.isEnabled {
      _table.setOffset(offset, at: bucket)
    }
  }

  /// Removes the id at `offset` from `_ids` and the index (not from `_elements`).
  @usableFromInline
  mutating func _removeID(at offset: Int, bucket: Int) {
    if _table.isEnabled && !_table.shouldShrink(forCount: _ids.count - 1) {
      _table.remove(bucket: bucket, in: _ids)
      _table.reassign(offset + 1..<_ids.count, in: _ids) { $0 - 1 }
      _ids.remove(at: offset)
    } else {
      _ids.remove(at: offset)
      if _table.isEnabled { _reindexAll() }
    }
  }

  /// Rebuilds the index from `_ids`, sized for the current count.
  @usableFromInline
  mutating func _reindexAll() {
    let (table, duplicate) = IDPositionTable.make(indexing: _ids)
    if let duplicate {
      preconditionFailure(
        "IdentifiedArray: duplicate id \(String(reflecting: _ids[duplicate.second])) at offsets "
          + "\(duplicate.first) and \(duplicate.second) after a mutation through contiguous "
          + "storage. Ids in an IdentifiedArray must be unique."
      )
    }
    _table = table
  }

  /// Re-reads every id from the elements and re-indexes if any changed.
  mutating func _resynchronizeIDs() {
    let ids = _elements.map { $0[keyPath: _idKeyPath] }
    guard ids != _ids else { return }
    _ids = ids
    _reindexAll()
  }

  /// Reorders `range`: `order[k]` is the old offset of the element that moves to
  /// `range.lowerBound + k`. `order` must be a permutation of `range`.
  mutating func _rearrange(_ range: Range<Int>, order: [Int]) {
    let base = range.lowerBound
    var newOffsets = [Int](repeating: 0, count: range.count)
    var changed = false
    for (k, old) in order.enumerated() {
      newOffsets[old - base] = base + k
      if old != base + k { changed = true }
    }
    guard changed else { return }
    _table.reassign(range, in: _ids) { newOffsets[$0 - base] }
    let ids = order.map { _ids[$0] }
    let elements = order.map { _elements[$0] }
    _ids.replaceSubrange(range, with: ids)
    _elements.replaceSubrange(range, with: elements)
  }

  /// Removes the elements at `removed`, which must be sorted, distinct and in bounds.
  mutating func _removeAll(atSortedOffsets removed: [Int]) {
    guard let first = removed.first else { return }
    let oldCount = _ids.count
    let newCount = oldCount - removed.count
    let reindexed = oldCount - first
    let incremental =
      _table.isEnabled && !_table.shouldShrink(forCount: newCount) && reindexed < newCount
    if incremental {
      for offset in removed {
        _table.remove(bucket: _table.find(_ids[offset], in: _ids).bucket, in: _ids)
      }
      var newOffsets = [Int](repeating: -1, count: reindexed)
      Self.forEachKept(first..<oldCount, skipping: removed) { read, write in
        newOffsets[read - first] = write
      }
      _table.reassign(first..<oldCount, in: _ids) { newOffsets[$0 - first] }
    }
    let end = Self.forEachKept(first..<oldCount, skipping: removed) { read, write in
      _ids.swapAt(write, read)
      _elements.swapAt(write, read)
    }
    _ids.removeSubrange(end...)
    _elements.removeSubrange(end...)
    if !incremental && _table.isEnabled { _reindexAll() }
  }

  /// Calls `body(read, write)` for each offset of `range` not in `removed` (sorted): `read` is where the element
  /// is, `write` where it goes once the removed ones are gone. Returns the offset after the last element kept.
  @discardableResult
  private static func forEachKept(
    _ range: Range<Int>, skipping removed: [Int], _ body: (_ read: Int, _ write: Int) -> Void
  ) -> Int {
    var next = 0
    var write = range.lowerBound
    for read in range {
      if next < removed.count && removed[next] == read {
        next += 1
      } else {
        body(read, write)
        write += 1
      }
    }
    return write
  }
}
