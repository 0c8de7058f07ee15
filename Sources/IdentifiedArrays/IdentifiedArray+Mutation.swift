extension IdentifiedArray {
  /// Appends `element` unless an element with its id is already stored.
  ///
  /// Appending a present id changes nothing (the stored element is **not** replaced) and
  /// reports `inserted: false` with the existing element's offset. To replace or append, write
  /// through `subscript(id:)` instead. O(1) amortised.
  ///
  /// ```swift
  /// if !state.rows.append(row).inserted { /* already listed */ }
  /// ```
  ///
  /// - Returns: Whether the element was added, and the offset of the element with its id.
  @discardableResult
  @inlinable
  public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
    let id = _id(of: element)
    let probe = _table.find(id, in: _ids)
    if let offset = probe.offset { return (false, offset) }
    _appendNew(element, id: id, bucket: probe.bucket)
    return (true, _ids.count - 1)
  }

  /// Appends each element whose id is not already stored, in order.
  ///
  /// Elements whose id is present (in the array, or earlier in `newElements`) are skipped, as
  /// with `append(_:)`, which makes this the safe way to add a page of results that may overlap.
  public mutating func append<S: Sequence<Element>>(contentsOf newElements: S) {
    for element in newElements { append(element) }
  }

  /// Inserts `element` at `index` unless an element with its id is already stored.
  ///
  /// Inserting a present id changes nothing (the stored element neither moves nor is replaced)
  /// and reports `inserted: false` with the existing offset. O(n): the elements after `index`
  /// shift and only their ids are re-indexed.
  ///
  /// > Important: `index` must be in `0...count`, or the call stops with a precondition failure.
  ///
  /// - Returns: Whether the element was inserted, and the offset of the element with its id.
  @discardableResult
  public mutating func insert(_ element: Element, at index: Int) -> (inserted: Bool, index: Int) {
    precondition(
      index >= 0 && index <= count,
      "IdentifiedArray.insert(_:at:): index \(index) is out of bounds 0...\(count)."
    )
    let id = _id(of: element)
    let probe = _table.find(id, in: _ids)
    if let offset = probe.offset { return (false, offset) }
    if _table.needsGrowth(forCount: _ids.count + 1) {
      _ids.insert(id, at: index)
      _elements.insert(element, at: index)
      _reindexAll()
    } else {
      _table.reassign(index..<_ids.count, in: _ids) { $0 + 1 }
      _ids.insert(id, at: index)
      _elements.insert(element, at: index)
      if _table.isEnabled { _table.setOffset(index, at: probe.bucket) }
    }
    return (true, index)
  }

  /// Removes and returns the element with `id`, or returns nil when no element has it.
  ///
  /// O(n): the elements after it shift and only their ids are re-indexed.
  @discardableResult
  public mutating func remove(id: ID) -> Element? {
    let probe = _table.find(id, in: _ids)
    guard let offset = probe.offset else { return nil }
    _removeID(at: offset, bucket: probe.bucket)
    return _elements.remove(at: offset)
  }

  /// Removes and returns the element at `index`.
  ///
  /// O(n): the elements after it shift and only their ids are re-indexed.
  ///
  /// > Important: `index` must be a valid offset, or the call stops with a precondition failure.
  @discardableResult
  public mutating func remove(at index: Int) -> Element {
    precondition(
      index >= 0 && index < count,
      "IdentifiedArray.remove(at:): index \(index) is out of bounds 0..<\(count)."
    )
    let bucket = _table.isEnabled ? _table.find(_ids[index], in: _ids).bucket : -1
    _removeID(at: index, bucket: bucket)
    return _elements.remove(at: index)
  }

  /// Removes every element that satisfies `shouldBeRemoved`, keeping the others in order.
  ///
  /// O(n). If `shouldBeRemoved` throws, the array is left unchanged.
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    var removed: [Int] = []
    for offset in _elements.indices where try shouldBeRemoved(_elements[offset]) {
      removed.append(offset)
    }
    _removeAll(atSortedOffsets: removed)
  }

  /// Removes every element.
  ///
  /// - Parameter keepCapacity: Whether to keep the storage of ids and elements for reuse.
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    _ids.removeAll(keepingCapacity: keepCapacity)
    _elements.removeAll(keepingCapacity: keepCapacity)
    _table = IDPositionTable()
  }

  /// Returns the elements that satisfy `isIncluded`, in order, as an `IdentifiedArray`.
  ///
  /// ```swift
  /// let unread = state.messages.filter { !$0.isRead }  // IdentifiedArrayOf<Message>
  /// ```
  public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Self {
    var ids: [ID] = []
    var elements: [Element] = []
    for offset in _elements.indices where try isIncluded(_elements[offset]) {
      ids.append(_ids[offset])
      elements.append(_elements[offset])
    }
    return Self(
      _validating: elements,
      ids: ids,
      idKeyPath: _idKeyPath,
      operation: "IdentifiedArray.filter(_:)"
    )
  }

  /// Sorts the elements in place by `areInIncreasingOrder`.
  ///
  /// O(n log n). The sort is not guaranteed to be stable. If `areInIncreasingOrder` throws, the
  /// array is left unchanged.
  public mutating func sort(
    by areInIncreasingOrder: (Element, Element) throws -> Bool
  ) rethrows {
    guard count > 1 else { return }
    var order = Array(_elements.indices)
    try order.sort { try areInIncreasingOrder(_elements[$0], _elements[$1]) }
    _rearrange(_elements.indices, order: order)
  }
}

extension IdentifiedArray where Element: Comparable {
  /// Sorts the elements in place in ascending order. O(n log n); not guaranteed to be stable.
  public mutating func sort() {
    sort(by: <)
  }
}
