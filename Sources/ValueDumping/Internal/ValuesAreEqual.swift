/// `a == b` when both are the same Equatable type; false otherwise (unknown means changed).
package func valuesAreEqual(_ a: Any, _ b: Any) -> Bool {
  guard let a = a as? any Equatable else { return false }
  return a.isEqual(to: b)
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
