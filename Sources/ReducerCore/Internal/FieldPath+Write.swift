extension FieldPath {
  /// Replaces the value inside `root`: a plain set, so a computed property (such as a property wrapper's
  /// projection) is written without being read first.
  @inlinable
  package func write(_ root: inout Root, _ value: Value) {
    guard offset != nil else {
      root[keyPath: keyPath] = value
      return
    }
    modify(&root) { $0 = value }
  }
}
