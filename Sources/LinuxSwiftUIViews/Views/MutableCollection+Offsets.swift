public import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
  // doc: https://developer.apple.com/documentation/swift/rangereplaceablecollection/remove(atoffsets:) (SwiftUI's)
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection {
  // doc: https://developer.apple.com/documentation/swift/mutablecollection/move(fromoffsets:tooffset:) (SwiftUI's)
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    var moved: [Element] = []
    var kept: [Element] = []
    var insertion = destination
    for (offset, element) in enumerated() {
      if source.contains(offset) {
        moved.append(element)
        if offset < destination { insertion -= 1 }
      } else {
        kept.append(element)
      }
    }
    kept.insert(contentsOf: moved, at: Swift.min(Swift.max(insertion, 0), kept.count))
    for (position, element) in zip(indices, kept) { self[position] = element }
  }
}
