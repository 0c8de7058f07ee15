/// A writable key path that reaches a stored property directly when it can.
///
/// Projecting through a `WritableKeyPath` goes through the runtime on every call (generic metadata, accessors).
/// When the key path names a stored property laid out inline (`MemoryLayout.offset(of:)` is non-nil), the value
/// lives at a fixed byte offset inside the root, and reading or mutating it in place is plain pointer arithmetic.
/// Composition operators build their `FieldPath` once, so each action pays only that arithmetic.
@usableFromInline
package struct FieldPath<Root, Value>: @unchecked Sendable {
  // NB: key paths are immutable once formed (the ones given here were `& Sendable`); `offset` is a plain Int.
  @usableFromInline package let keyPath: WritableKeyPath<Root, Value>
  @usableFromInline package let offset: Int?

  @usableFromInline
  package init(_ keyPath: WritableKeyPath<Root, Value>) {
    self.keyPath = keyPath
    self.offset = MemoryLayout<Root>.offset(of: keyPath)
  }

  /// Runs `body` with the value inside `root`, in place.
  ///
  /// One frame between the caller and `body` for a stored property (`project`, given `root`'s address by the
  /// argument's inout-to-pointer conversion), so a recursive tree's levels stay shallow in unoptimised builds.
  @inlinable
  package func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result {
    guard let offset else { return body(&root[keyPath: keyPath]) }
    return Self.project(&root, offset, body)
  }

  /// Runs `body` with the element at `index` of the collection inside `root`, in place: what a place reaching one
  /// child of a collection runs, with no closure of its own between the operator and the child.
  @inlinable
  package func modify<Result>(
    _ root: inout Root, at index: Value.Index, _ body: (inout Value.Element) -> Result
  ) -> Result where Value: MutableCollection {
    guard let offset else { return body(&root[keyPath: keyPath][index]) }
    return Self.project(&root, offset, at: index, body)
  }

  /// `body` on the value `offset` bytes into `root`.
  @inlinable
  static func project<Result>(
    _ root: UnsafeMutablePointer<Root>, _ offset: Int, _ body: (inout Value) -> Result
  ) -> Result {
    // NB: `offset(of:)` is non-nil only for a stored property stored inline in `Root`, so the memory at `offset`
    // is bound to `Value` for as long as `root` is; `root` is the address of the caller's inout root, valid (and
    // exclusively accessed) for this call.
    body(&(UnsafeMutableRawPointer(root) + offset).assumingMemoryBound(to: Value.self).pointee)
  }

  /// `body` on the element at `index` of the collection `offset` bytes into `root`.
  @inlinable
  static func project<Result>(
    _ root: UnsafeMutablePointer<Root>, _ offset: Int, at index: Value.Index,
    _ body: (inout Value.Element) -> Result
  ) -> Result where Value: MutableCollection {
    // NB: as in `project(_:_:_:)`.
    body(
      &(UnsafeMutableRawPointer(root) + offset).assumingMemoryBound(to: Value.self).pointee[index])
  }

  /// Reads a part of the value inside `root` without copying the rest.
  @inlinable
  package func read<Result>(_ root: inout Root, _ body: (Value) -> Result) -> Result {
    guard let offset else { return body(root[keyPath: keyPath]) }
    return withUnsafeMutablePointer(to: &root) { pointer in
      body((UnsafeMutableRawPointer(pointer) + offset).assumingMemoryBound(to: Value.self).pointee)
    }
  }

  /// The key path, for identities (cancellation namespaces).
  @usableFromInline package var anyKeyPath: AnyKeyPath { keyPath }
}
