public import ValueDumping
extension IdentifiedArray: IdentifiedCollectionDumpable {
  /// The entries, in order, keyed by id: dumps print `[id: …]` and diffs match rows by id.
  public var dumpEntries: [(id: AnyHashable, element: Any)] {
    zip(ids, elements).map { (id: AnyHashable($0), element: $1) }
  }
}
