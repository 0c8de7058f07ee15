/// Offset-based access: `IdentifiedArray` is a random-access, mutable collection indexed by
/// `Int` offsets from zero, like `Array`.
///
/// Writing through an offset (`rows[i].title = "y"`) may change anything but the element's id;
/// a changed id is a precondition failure naming both ids. `swapAt(_:_:)` keeps ids and index
/// in step, so the standard reordering algorithms (`reverse()`, `shuffle()`,
/// `partition(by:)`) work. There is no `RangeReplaceableCollection` conformance: adding
/// elements goes through `append(_:)` and `insert(_:at:)`, which keep ids unique.
extension IdentifiedArray: RandomAccessCollection, MutableCollection {
  public typealias Index = Int
  public typealias Indices = Range<Int>
  public typealias Iterator = IndexingIterator<[Element]>
  public typealias SubSequence = Slice<Self>

  /// Always zero.
  @inlinable public var startIndex: Int { 0 }

  /// The number of elements (one past the last valid offset).
  @inlinable public var endIndex: Int { _elements.count }

  /// The number of elements. O(1).
  @inlinable public var count: Int { _elements.count }

  /// Whether the array has no elements. O(1).
  @inlinable public var isEmpty: Bool { _elements.isEmpty }

  /// The valid offsets, `0..<count`.
  @inlinable public var indices: Range<Int> { _elements.indices }

  /// The offset after `i`.
  @inlinable public func index(after i: Int) -> Int { i + 1 }

  /// The offset before `i`.
  @inlinable public func index(before i: Int) -> Int { i - 1 }

  /// Iterates the elements in order.
  @inlinable
  public func makeIterator() -> IndexingIterator<[Element]> {
    _elements.makeIterator()
  }

  /// Reads or edits the element at `position`.
  ///
  /// Edits happen in place. Replacing the element with one of a different id is a precondition
  /// failure: use `subscript(id:)`, `remove(at:)` and `insert(_:at:)` to change membership.
  @inlinable
  public subscript(position: Int) -> Element {
    get {
      _elements[position]
    }
    set {
      _checkID(of: newValue, is: _ids[position])
      _elements[position] = newValue
    }
    _modify {
      let id = _ids[position]
      defer { _checkID(of: _elements[position], is: id) }
      yield &_elements[position]
    }
  }

  /// Exchanges the elements (and their ids) at `i` and `j`. O(1).
  public mutating func swapAt(_ i: Int, _ j: Int) {
    precondition(
      indices.contains(i) && indices.contains(j),
      "IdentifiedArray.swapAt(_:_:): offsets \(i) and \(j) must be in 0..<\(count)."
    )
    guard i != j else { return }
    if _table.isEnabled {
      let bucketI = _table.find(_ids[i], in: _ids).bucket
      let bucketJ = _table.find(_ids[j], in: _ids).bucket
      _table.setOffset(j, at: bucketI)
      _table.setOffset(i, at: bucketJ)
    }
    _ids.swapAt(i, j)
    _elements.swapAt(i, j)
  }

  /// Calls `body` with the elements' contiguous storage.
  public func withContiguousStorageIfAvailable<R>(
    _ body: (UnsafeBufferPointer<Element>) throws -> R
  ) rethrows -> R? {
    try _elements.withUnsafeBufferPointer(body)
  }

  /// Calls `body` with the elements' contiguous mutable storage, then re-reads every id.
  ///
  /// This is what generic algorithms such as `MutableCollection.sort()` use. Afterwards the ids
  /// are read again from the elements (O(n)) and the index rebuilt if any changed; ids that
  /// now repeat are a precondition failure.
  public mutating func withContiguousMutableStorageIfAvailable<R>(
    _ body: (inout UnsafeMutableBufferPointer<Element>) throws -> R
  ) rethrows -> R? {
    defer { _resynchronizeIDs() }
    return try _elements.withUnsafeMutableBufferPointer { try body(&$0) }
  }
}
