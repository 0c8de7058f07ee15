public import IdentifiedArrays

/// An element of an `IdentifiedArray`, by id: the kind of scope of a collection scope's element stores. Looked for
/// first where it was found last time (one comparison instead of hashing the id; the step's hint), by `find`, made
/// where the types are concrete (the inlinable collection scope), which reads the array in place.
struct IdentifiedElement<ID: Hashable & Sendable, Element>: ScopeStepKind {
  let id: ID
  let find: IdentifiedElementFind<ID, Element>

  func part(of array: IdentifiedArray<ID, Element>) -> Element? {
    array.index(id: id).map { array.elements[$0] }
  }

  func update(
    _ last: inout Element, from array: UnsafePointer<IdentifiedArray<ID, Element>>,
    hint offset: inout Int
  ) {
    find(array, id, &offset, &last)
  }
}

/// Sets `last` to the element with the id in the array at the address when there is one, looking first at (and
/// updating) the offset. The array must only be read.
@usableFromInline
typealias IdentifiedElementFind<ID: Hashable & Sendable, Element> =
  @MainActor (UnsafePointer<IdentifiedArray<ID, Element>>, ID, inout Int, inout Element) -> Void
