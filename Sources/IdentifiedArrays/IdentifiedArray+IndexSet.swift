public import Foundation

extension IdentifiedArray {
  /// Removes the elements at `offsets`, keeping the others in order.
  ///
  /// The shape SwiftUI's `onDelete` hands you. O(n); only ids after the first removed offset
  /// are re-indexed.
  ///
  /// ```swift
  /// case let .rowsDeleted(offsets):
  ///   state.rows.remove(atOffsets: offsets)
  /// ```
  ///
  /// > Important: Every offset must be in `0..<count`, or the call stops with a precondition
  /// > failure.
  public mutating func remove(atOffsets offsets: IndexSet) {
    guard let first = offsets.first, let last = offsets.last else { return }
    precondition(
      first >= 0 && last < count,
      "IdentifiedArray.remove(atOffsets:): offsets \(first)...\(last) are out of bounds "
        + "0..<\(count)."
    )
    _removeAll(atSortedOffsets: Array(offsets))
  }

  /// Moves the elements at `source` so they sit, in their current order, before the element
  /// now at `destination`.
  ///
  /// SwiftUI's `onMove` semantics: `destination` is an offset in the array *before* the move
  /// (`count` moves to the end). With `[a, b, c, d]`, moving `[0]` to `2` gives `[b, a, c, d]`
  /// and moving `[0, 2]` to `4` gives `[b, d, a, c]`. O(n); only the range between the moved
  /// elements and `destination` is re-indexed.
  ///
  /// > Important: Every source offset must be in `0..<count` and `destination` in
  /// > `0...count`, or the call stops with a precondition failure.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    guard let first = source.first, let last = source.last else { return }
    precondition(
      first >= 0 && last < count,
      "IdentifiedArray.move(fromOffsets:toOffset:): source offsets \(first)...\(last) are out of "
        + "bounds 0..<\(count)."
    )
    precondition(
      destination >= 0 && destination <= count,
      "IdentifiedArray.move(fromOffsets:toOffset:): destination \(destination) is out of bounds "
        + "0...\(count)."
    )
    let lower = Swift.min(first, destination)
    let upper = Swift.max(last + 1, destination)
    var order: [Int] = []
    order.reserveCapacity(upper - lower)
    for offset in lower..<destination where !source.contains(offset) { order.append(offset) }
    order.append(contentsOf: source)
    for offset in destination..<upper where !source.contains(offset) { order.append(offset) }
    _rearrange(lower..<upper, order: order)
  }
}
